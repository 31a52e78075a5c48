// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { declination, line, product } from '@tests/support/cart-fixtures';
import { summaryLines } from './order-summary';

const bottle = { id: 1, label: 'Format', value: 'Bouteille' };

describe('summaryLines', () => {
  it('names each line as the cart does: two vintages of one wine are told apart (year and capacity)', () => {
    const wine = product({
      id: 1,
      name: 'Cuvée des Ormeaux rouge',
      isVintage: true,
      declinations: [
        declination({ id: 11, year: 2023, capacity: 75, capacityUnit: 'CENTILITRE', variation1: bottle }),
        declination({ id: 12, year: 2022, capacity: 75, capacityUnit: 'CENTILITRE', variation1: bottle }),
      ],
    });
    const names = summaryLines([line(wine, 6, 11, 1), line(wine, 6, 12, 2)]).map((l) => l.name);
    expect(names).toEqual(['Cuvée des Ormeaux rouge — Bouteille · 2023 · 75\u00a0cl', 'Cuvée des Ormeaux rouge — Bouteille · 2022 · 75\u00a0cl']);
  });

  it('names a product without variation, vintage or capacity by its name alone', () => {
    expect(summaryLines([line(product({ id: 2, name: 'Jus de raisin', declinations: [declination({ id: 21 })] }), 1)])[0]?.name).toBe('Jus de raisin');
  });
});
