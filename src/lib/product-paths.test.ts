// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { productIdFromSegment, productPath } from './product-paths';

describe('product paths', () => {
  it('builds a readable URL from the name and the id', () => {
    expect(productPath({ id: 1, name: 'Bon cadeau — massage californien' })).toBe('/boutique/bon-cadeau-massage-californien-1');
    expect(productPath({ id: 9, name: 'Huile de noyau d’abricot — récolte' })).toBe('/boutique/huile-de-noyau-d-abricot-recolte-9');
    expect(productPath({ id: 4, name: '—' })).toBe('/boutique/4');
  });
  it('reads the id back, whatever the slug says', () => {
    expect(productIdFromSegment('bon-cadeau-massage-californien-1')).toBe(1);
    expect(productIdFromSegment('ancien-nom-12')).toBe(12);
    expect(productIdFromSegment('12')).toBe(12);
    expect(productIdFromSegment('pack-10-massages-de-60-minutes-5')).toBe(5);
  });
  it('has no id for a segment that does not end with one', () => {
    expect(productIdFromSegment('coffret')).toBeNull();
    expect(productIdFromSegment('coffret-12a')).toBeNull();
    expect(productIdFromSegment('')).toBeNull();
  });
});
