// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { capacityLabel, declinationLabel, productKindLabel, productKinds, tagLabel, variationParts } from './product-labels';

describe('product labels', () => {
  it('writes capacities with their unit', () => {
    expect(capacityLabel({ capacity: 75, capacityUnit: 'CENTILITRE' })).toBe('75\u00a0cl');
    expect(capacityLabel({ capacity: 0.5, capacityUnit: 'LITER' })).toBe('0,5\u00a0L');
    expect(capacityLabel({ capacity: null, capacityUnit: null })).toBeNull();
  });
  it('writes a capacity’s number as the page’s language does: « 37,5 cl », “37.5 cl”', () => {
    expect(capacityLabel({ capacity: 37.5, capacityUnit: 'CENTILITRE' }, 'fr')).toBe('37,5\u00a0cl');
    expect(capacityLabel({ capacity: 37.5, capacityUnit: 'CENTILITRE' }, 'en')).toBe('37.5\u00a0cl');
    expect(capacityLabel({ capacity: 1.5, capacityUnit: 'LITER' }, 'en')).toBe('1.5\u00a0L');
    const half = { year: 2023, capacity: 37.5, capacityUnit: 'CENTILITRE' as const, variation1: { label: 'Format', value: 'Half bottle' } };
    expect(declinationLabel(half, 'en')).toBe('Half bottle · 2023 · 37.5\u00a0cl');
    expect(declinationLabel(half)).toBe('Half bottle · 2023 · 37,5\u00a0cl');
  });
  it('names a declination by its variation values, year and capacity', () => {
    const d = {
      year: 2026,
      capacity: 50,
      capacityUnit: 'CENTILITRE' as const,
      variation1: { label: 'Durée', displayLabel: 'Durée du massage', value: '60 min' },
    };
    expect(declinationLabel(d)).toBe('60\u00a0min · 2026 · 50\u00a0cl');
    expect(variationParts(d)).toEqual([{ name: 'Durée du massage', value: '60\u00a0min' }]);
    expect(declinationLabel({})).toBe('');
  });
  it('says a capacity once, when a variation already names it with an ordinary space', () => {
    expect(declinationLabel({ capacity: 75, capacityUnit: 'CENTILITRE', variation1: { label: 'Format', value: '75 cl' } })).toBe('75\u00a0cl');
  });
  it('writes a variation value in French typography (« 50 € » stays on one line)', () => {
    const card = { variation1: { label: 'Valeur', value: '50 €' }, variation2: { label: 'Format', value: 'Carte imprimée' } };
    expect(declinationLabel(card)).toBe('50\u00a0€ · Carte imprimée');
    expect(variationParts(card)[0]).toEqual({ name: 'Valeur', value: '50\u00a0€' });
  });
  it('names kinds from the site data, else from their code', () => {
    expect(productKindLabel({ kind: 'VINS_ROUGES', kindLabel: 'Vins rouges' })).toBe('Vins rouges');
    expect(productKindLabel({ kind: 'NEW_KIND', kindLabel: '  ' })).toBe('New kind');
    expect(productKindLabel({ kind: 'OIL' })).toBe('Oil');
    expect(productKindLabel({ kind: null, kindLabel: 'Orphan' })).toBeNull();
  });
  it("lists a catalogue's kinds once each, in order, with the first name given", () => {
    const products = [
      { kind: 'BOX' },
      { kind: 'VINS_ROSÉS', kindLabel: 'Vins rosés' },
      { kind: 'BOX', kindLabel: 'Cartons' },
      { kind: 'BOX', kindLabel: 'Autre' },
      { kind: null },
    ];
    expect(productKinds(products)).toEqual([
      { kind: 'BOX', label: 'Cartons' },
      { kind: 'VINS_ROSÉS', label: 'Vins rosés' },
    ]);
  });
  it('names tags', () => {
    expect(tagLabel('peaux-sensibles')).toBe('Peaux sensibles');
  });
});
