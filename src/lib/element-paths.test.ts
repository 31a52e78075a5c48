// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { elementPath, readElementParams } from './element-paths';

describe('element paths', () => {
  it('puts the collection and the slugified name before the id', () => {
    expect(elementPath({ id: 3, route: 'ateliers', name: 'Initiation au massage en duo' })).toBe('/element/ateliers/initiation-au-massage-en-duo/3');
    expect(elementPath({ id: 5, route: 'ateliers', name: 'Conférence : mieux dormir' })).toBe('/element/ateliers/conference-mieux-dormir/5');
  });

  it('accepts the short forms without the name or the collection and refuses a bad id or collection', () => {
    expect(readElementParams({ slug: 'ateliers', id: '3' })).toEqual({ route: 'ateliers', id: 3 });
    expect(readElementParams({ slug: 'ateliers', name: 'peu-importe', id: '3' })).toEqual({ route: 'ateliers', id: 3 });
    expect(readElementParams({ slug: 'ateliers', id: '3x' })).toBeNull();
    expect(readElementParams({ id: '3' })).toEqual({ route: null, id: 3 });
    expect(readElementParams({ id: 'trois' })).toBeNull();
    expect(readElementParams({ slug: 'Ateliers!', id: '3' })).toBeNull();
  });
});
