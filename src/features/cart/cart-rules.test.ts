// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cartItemCount,
  cartSubtotal,
  checkExpeditionLimits,
  discountedPrice,
  expeditionCount,
  expeditionMessage,
  freeShippingCount,
  freeShippingProgress,
  isHalfBottle,
  lineUnitPrice,
  linesSignature,
  nextLineId,
  normalizeQuantity,
  stepQuantity,
} from './cart-rules';
import { declination, line, product } from '@tests/support/cart-fixtures';
import { translatorOf } from '@/features/i18n/messages';
import { cartFr } from './messages.fr-fr';

const bottle = (capacity: number | null, capacityUnit: 'LITER' | 'CENTILITRE' | null) =>
  product({ id: 1, declinations: [declination({ id: 1, capacity, capacityUnit })] });
const box = (sellByMultipleOf: number, reference: string | null) =>
  product({ id: 2, type: { type: 'BOX', label: 'Coffret' }, sellByMultipleOf, reference, declinations: [declination({ id: 2 })] });

describe('nextLineId (SPEC §4, §9: the counter wraps to 0 at 100000)', () => {
  it('counts up by one', () => {
    expect(nextLineId(0)).toBe(1);
    expect(nextLineId(41)).toBe(42);
    expect(nextLineId(99998)).toBe(99999);
  });
  it('wraps at 99999 → 0', () => expect(nextLineId(99999)).toBe(0));
});

describe('normalizeQuantity (SPEC §4: a quantity below 0 gives 1)', () => {
  it.each([
    [-1, 1],
    [-250, 1],
    [0, 1],
    [1, 1],
    [7, 7],
    [4.7, 4],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('%s → %s', (input, expected) => expect(normalizeQuantity(input)).toBe(expected));
});

describe('stepQuantity (SPEC §4: vintage items step by sellByMultipleOf, others by 1)', () => {
  const vintage = product({ id: 9, isVintage: true, sellByMultipleOf: 2, declinations: [declination({ id: 19, sellByMultipleOf: 3 })] });
  const plain = product({ id: 6, declinations: [declination({ id: 11, sellByMultipleOf: 6 })] });
  it('uses the declination’s multiple for a vintage item', () => {
    expect(stepQuantity(line(vintage, 3), 'increase')).toBe(6);
    expect(stepQuantity(line(vintage, 6), 'decrease')).toBe(3);
  });
  it('steps by 1 when the item is not vintage, whatever its multiple', () => {
    expect(stepQuantity(line(plain, 1), 'increase')).toBe(2);
    expect(stepQuantity(line(plain, 2), 'decrease')).toBe(1);
  });
  it('never decreases below one step', () => {
    expect(stepQuantity(line(plain, 1), 'decrease')).toBe(1);
    expect(stepQuantity(line(vintage, 3), 'decrease')).toBe(3);
    expect(stepQuantity(line(vintage, 4), 'decrease')).toBe(3);
  });
});

describe('discountedPrice (SPEC §5)', () => {
  const d = (type: 'EURO' | 'PERCENT', amount: number, detailType: 'SHIPPING_FEES' | null = null) => ({ id: 1, type, amount, detailType });
  it('subtracts a euro discount', () => expect(discountedPrice(65, d('EURO', 5))).toBe(60));
  it('reduces by a percentage', () => expect(discountedPrice(65, d('PERCENT', 10))).toBe(58.5));
  it('gives 0 for percent 100', () => expect(discountedPrice(65, d('PERCENT', 100))).toBe(0));
  it('never goes below 0 when the euro amount is larger than the price', () => expect(discountedPrice(3, d('EURO', 5))).toBe(0));
  it('leaves the price alone for a shipping-fee discount', () => {
    expect(discountedPrice(65, d('EURO', 5, 'SHIPPING_FEES'))).toBe(65);
    expect(discountedPrice(65, d('PERCENT', 100, 'SHIPPING_FEES'))).toBe(65);
  });
  it('leaves the price alone without a discount, rounded to cents', () => {
    expect(discountedPrice(14.9, null)).toBe(14.9);
    expect(discountedPrice(9.99, d('PERCENT', 33))).toBe(6.69);
  });
});

describe('isHalfBottle (SPEC §9: under 0.75 L or 75 cl)', () => {
  it.each([
    [0.5, 'LITER', true],
    [0.75, 'LITER', false],
    [0.749, 'LITER', true],
    [1, 'LITER', false],
    [37.5, 'CENTILITRE', true],
    [75, 'CENTILITRE', false],
    [74, 'CENTILITRE', true],
    [0.5, 'CENTILITRE', true],
    [50, 'LITER', false],
  ] as const)('%s %s → %s', (capacity, unit, half) => expect(isHalfBottle({ capacity, capacityUnit: unit })).toBe(half));
  it('is false without a capacity or a unit', () => {
    expect(isHalfBottle({ capacity: null, capacityUnit: null })).toBe(false);
    expect(isHalfBottle({ capacity: 10, capacityUnit: null })).toBe(false);
  });
});

describe('freeShippingCount (SPEC §5)', () => {
  it('counts a bottle of 0.75 L exactly, or 75 cl exactly, as one', () => {
    expect(freeShippingCount([line(bottle(0.75, 'LITER'), 2)])).toBe(2);
    expect(freeShippingCount([line(bottle(75, 'CENTILITRE'), 2)])).toBe(2);
  });
  it('counts a smaller declination as half, litres and centilitres alike', () => {
    expect(freeShippingCount([line(bottle(0.5, 'LITER'), 4)])).toBe(2);
    expect(freeShippingCount([line(bottle(37.5, 'CENTILITRE'), 4)])).toBe(2);
  });
  it('rounds the total down', () => {
    expect(freeShippingCount([line(bottle(37.5, 'CENTILITRE'), 3)])).toBe(1);
    expect(freeShippingCount([line(bottle(37.5, 'CENTILITRE'), 1), line(bottle(1, 'LITER'), 1)])).toBe(1);
  });
  it('counts a box as quantity × sellByMultipleOf', () => expect(freeShippingCount([line(box(6, 'COF-COCOON'), 2)])).toBe(12));
  it('counts half of that for a small box reference', () => {
    expect(freeShippingCount([line(box(3, 'small'), 1)])).toBe(1);
    expect(freeShippingCount([line(box(3, 'SMALL'), 2)])).toBe(3);
  });
  it('counts an item without capacity as one per unit', () => expect(freeShippingCount([line(bottle(null, null), 5)])).toBe(5));
  it('is 0 for no lines', () => expect(freeShippingCount([])).toBe(0));
});

describe('free-shipping progress and expedition limits', () => {
  const oil = product({
    id: 6,
    declinations: [
      declination({ id: 11, price: 14.9, capacity: 10, capacityUnit: 'CENTILITRE' }),
      declination({ id: 13, price: 79, capacity: 1, capacityUnit: 'LITER' }),
    ],
  });
  const voucher = product({ id: 1, hasShippingFees: false, declinations: [declination({ id: 1, price: 65 })] });
  it('says how many bottles and euros are missing, counting only shipped lines', () => {
    const progress = freeShippingProgress([line(oil, 2, 11), line(voucher, 1, 1)], { bottles: 6, price: 60 });
    expect(progress).toEqual({ kind: 'missing', bottles: 5, amount: 30.2, ratio: expect.closeTo(29.8 / 60, 5) });
  });
  it('is reached when either minimum is met', () => {
    expect(freeShippingProgress([line(oil, 1, 13)], { bottles: 6, price: 60 })).toEqual({ kind: 'reached' });
    expect(freeShippingProgress([line(oil, 12, 11)], { bottles: 6, price: null })).toEqual({ kind: 'reached' });
  });
  it('is none when nothing is shipped or no minimum is set', () => {
    expect(freeShippingProgress([line(voucher, 1, 1)], { bottles: 6, price: 60 })).toEqual({ kind: 'none' });
    expect(freeShippingProgress([line(oil, 1, 11)], { bottles: null, price: null })).toEqual({ kind: 'none' });
  });
  it('checks the expedition minimum and maximum', () => {
    expect(checkExpeditionLimits([line(oil, 13, 13)], { min: 1, max: 12 })).toEqual({ ok: false, reason: 'above-max', count: 13, limit: 12 });
    expect(checkExpeditionLimits([line(oil, 1, 13)], { min: 2, max: 12 })).toEqual({ ok: false, reason: 'below-min', count: 1, limit: 2 });
    expect(checkExpeditionLimits([line(oil, 12, 13)], { min: 1, max: 12 })).toEqual({ ok: true });
    expect(checkExpeditionLimits([line(voucher, 40, 1)], { min: 1, max: 12 })).toEqual({ ok: true });
  });
  it('counts every shipped unit as one item for the expedition limits, whatever its size (not the free-shipping weighting)', () => {
    // One 10 cl flacon alone meets "at least one flacon per shipment" (it counts 0 for free shipping).
    expect(freeShippingCount([line(oil, 1, 11)])).toBe(0);
    expect(expeditionCount([line(oil, 1, 11)])).toBe(1);
    expect(checkExpeditionLimits([line(oil, 1, 11)], { min: 1, max: 12 })).toEqual({ ok: true });
    expect(checkExpeditionLimits([line(oil, 12, 11)], { min: 1, max: 12 })).toEqual({ ok: true });
    expect(checkExpeditionLimits([line(oil, 13, 11)], { min: 1, max: 12 })).toMatchObject({ ok: false, reason: 'above-max', count: 13 });
  });
  it('counts a box as the items inside it, small or not', () => {
    expect(expeditionCount([line(box(6, 'COF'), 2)])).toBe(12);
    expect(expeditionCount([line(box(6, 'small'), 1)])).toBe(6);
  });
  it('holds for a winemaker shipping 6 to 36 bottles: one bottle is below, a box of 6 fits', () => {
    const wine = bottle(75, 'CENTILITRE');
    expect(checkExpeditionLimits([line(wine, 1)], { min: 6, max: 36 })).toEqual({ ok: false, reason: 'below-min', count: 1, limit: 6 });
    expect(expeditionMessage({ ok: false, reason: 'below-min', count: 1, limit: 6 }, translatorOf(cartFr, 'fr_FR'))).toBe(
      'Une expédition compte au moins 6 articles : ajoutez-en 5 pour être livré, ou choisissez le retrait sur place.',
    );
    expect(checkExpeditionLimits([line(box(6, null), 1)], { min: 6, max: 36 })).toEqual({ ok: true });
    expect(checkExpeditionLimits([line(wine, 37)], { min: 6, max: 36 })).toMatchObject({ ok: false, reason: 'above-max' });
  });
});

describe('prices and counts of lines', () => {
  const promo = product({
    id: 3,
    discount: { id: 9, type: 'PERCENT', amount: 20 },
    declinations: [declination({ id: 4, price: 50 }), declination({ id: 5, price: 80, discount: { id: 8, type: 'EURO', amount: 10 } })],
  });
  it('prices a line with its declination’s discount, else the product’s', () => {
    expect(lineUnitPrice(line(promo, 1, 4))).toBe(40);
    expect(lineUnitPrice(line(promo, 1, 5))).toBe(70);
  });
  it('sums the subtotal and the item count', () => {
    const lines = [line(promo, 2, 4), line(promo, 1, 5)];
    expect(cartSubtotal(lines)).toBe(150);
    expect(cartItemCount(lines)).toBe(3);
    expect(linesSignature(lines)).toBe('4x2,5x1');
  });
});
