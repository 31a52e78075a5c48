import { describe, expect, it } from 'vitest';
import { capacityLabel, declinationLabel, productKindLabel, tagLabel, variationParts } from './product-labels';

describe('product labels', () => {
  it('writes capacities with their unit', () => {
    expect(capacityLabel({ capacity: 75, capacityUnit: 'CENTILITRE' })).toBe('75 cl');
    expect(capacityLabel({ capacity: 0.5, capacityUnit: 'LITER' })).toBe('0,5 L');
    expect(capacityLabel({ capacity: null, capacityUnit: null })).toBeNull();
  });
  it('names a declination by its variation values, year and capacity', () => {
    const d = { year: 2026, capacity: 50, capacityUnit: 'CENTILITRE' as const, variation1: { label: 'Durée', displayLabel: 'Durée du massage', value: '60 min' } };
    expect(declinationLabel(d)).toBe('60 min · 2026 · 50 cl');
    expect(variationParts(d)).toEqual([{ name: 'Durée du massage', value: '60 min' }]);
    expect(declinationLabel({})).toBe('');
  });
  it('names kinds and tags in French', () => {
    expect(productKindLabel('OIL')).toBe('Huiles de massage');
    expect(productKindLabel('NEW_KIND')).toBe('New kind');
    expect(tagLabel('peaux-sensibles')).toBe('Peaux sensibles');
  });
});
