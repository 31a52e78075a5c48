// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { albumIdFromSegment, albumPath } from './album-paths';

describe('album paths', () => {
  it('builds a readable URL from the album slug, else its name, and always ends with the id', () => {
    expect(albumPath({ id: 1, name: 'Le studio des Achards', url: 'le-studio' })).toBe('/galerie/le-studio-1');
    expect(albumPath({ id: 3, name: 'La Vendée qui m’inspire', url: null })).toBe('/galerie/la-vendee-qui-m-inspire-3');
    expect(albumPath({ id: 7, name: '—', url: '' })).toBe('/galerie/7');
  });

  it('reads the id back from a segment, and nothing from a segment without one', () => {
    expect(albumIdFromSegment('le-studio-1')).toBe(1);
    expect(albumIdFromSegment('12')).toBe(12);
    expect(albumIdFromSegment('le-studio')).toBeNull();
    expect(albumIdFromSegment('')).toBeNull();
  });
});
