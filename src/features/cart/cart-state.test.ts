// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Carrier } from '@/api/generated/types';
import { cartReducer, initialCartState, lineMessagesFrom, type CartAction, type CartState } from './cart-state';
import { declination, product } from '@tests/support/cart-fixtures';

const oil = product({ id: 6, declinations: [declination({ id: 11, price: 14.9, quantity: 36 }), declination({ id: 12, price: 49, quantity: 12 })] });
const candles = product({ id: 10, isVintage: true, sellByMultipleOf: 3, declinations: [declination({ id: 21, price: 4.5, sellByMultipleOf: 3 })] });
const carrier: Carrier = { id: 1, name: 'Colissimo', price: 6.9, fdp: 6.9, deliveryType: 'DELIVERY', siteType: 'FRANCE', serviceCode: null };

const run = (actions: CartAction[], from: CartState = initialCartState) => actions.reduce(cartReducer, from);

describe('cartReducer: lines (SPEC §4 Quantities)', () => {
  it('adds a line with the next id, and the same declination again increases its quantity', () => {
    const state = run([
      { type: 'add', product: oil, declinationId: 11 },
      { type: 'add', product: oil, declinationId: 12, quantity: 2 },
      { type: 'add', product: oil, declinationId: 11, quantity: 3 },
    ]);
    expect(state.lines.map((l) => [l.id, l.declinationId, l.quantity])).toEqual([
      [0, 11, 4],
      [1, 12, 2],
    ]);
    expect(state.nextLineId).toBe(2);
  });
  it('remembers the language a line’s product was read in, and the newest when it is added again', () => {
    const english = { ...oil, name: 'Olive oil' };
    const added = run([{ type: 'add', product: english, declinationId: 11, locale: 'en_GB' }]);
    expect(added.lines[0]).toMatchObject({ locale: 'en_GB', product: { name: 'Olive oil' } });
    const again = run([{ type: 'add', product: oil, declinationId: 11, locale: 'fr_FR' }], added);
    expect(again.lines).toHaveLength(1);
    expect(again.lines[0]).toMatchObject({ locale: 'fr_FR', product: { name: oil.name }, quantity: 2 });
    expect(run([{ type: 'add', product: oil, declinationId: 11 }], added).lines[0]).not.toHaveProperty('locale');
  });

  it('adds a vintage item by its multiple', () => {
    const state = run([{ type: 'add', product: candles, declinationId: 21 }]);
    expect(state.lines[0]?.quantity).toBe(3);
  });
  it('ignores a declination the product does not have', () => {
    expect(run([{ type: 'add', product: oil, declinationId: 999 }])).toBe(initialCartState);
  });
  it('wraps the line id counter to 0 and skips ids still in use', () => {
    const start = run([{ type: 'add', product: oil, declinationId: 11 }]);
    const atEnd = { ...start, nextLineId: 99999 };
    const wrapped = run(
      [
        { type: 'add', product: oil, declinationId: 12 },
        { type: 'add', product: candles, declinationId: 21 },
      ],
      atEnd,
    );
    // Line 0 still exists: the third line takes 1.
    expect(wrapped.lines.map((l) => l.id)).toEqual([0, 99999, 1]);
    expect(wrapped.nextLineId).toBe(2);
  });
  it('steps a vintage line by its multiple and a plain line by one', () => {
    const state = run([
      { type: 'add', product: candles, declinationId: 21 },
      { type: 'add', product: oil, declinationId: 11 },
      { type: 'step', lineId: 0, direction: 'increase' },
      { type: 'step', lineId: 1, direction: 'increase' },
      { type: 'step', lineId: 1, direction: 'increase' },
      { type: 'step', lineId: 1, direction: 'decrease' },
    ]);
    expect(state.lines.map((l) => l.quantity)).toEqual([6, 2]);
  });
  it('sets a quantity, below 0 giving 1', () => {
    const added = run([{ type: 'add', product: oil, declinationId: 11, quantity: 5 }]);
    expect(run([{ type: 'setQuantity', lineId: 0, quantity: -4 }], added).lines[0]?.quantity).toBe(1);
    expect(run([{ type: 'setQuantity', lineId: 0, quantity: 8 }], added).lines[0]?.quantity).toBe(8);
    expect(run([{ type: 'setQuantity', lineId: 42, quantity: 8 }], added)).toBe(added);
  });
  it('removes a line and clears everything', () => {
    const state = run([
      { type: 'add', product: oil, declinationId: 11 },
      { type: 'add', product: oil, declinationId: 12 },
      { type: 'setPhone', phone: '06 12 34 56 78' },
      { type: 'remove', lineId: 0 },
    ]);
    expect(state.lines.map((l) => l.declinationId)).toEqual([12]);
    expect(run([{ type: 'clear' }], state)).toEqual(initialCartState);
  });
});

describe('cartReducer: delivery (SPEC §4 Delivery type, Shipping calculation)', () => {
  const chosen = run([
    { type: 'setCity', city: { postalCode: '85000', name: 'La Roche-sur-Yon' } },
    { type: 'setCarrier', carrier },
    {
      type: 'setAccessPoint',
      accessPoint: {
        id: 'R1',
        name: 'Tabac',
        addLine1: '1 rue',
        zipCode: '85000',
        city: 'La Roche',
        country: 'FR',
        position: { latitude: 46.6, longitude: -1.4 },
      },
    },
  ]);
  it('keeps the carrier chosen by identity only: its name and price stay the shipping calculation’s', () => {
    expect(chosen.carrier).toEqual({ id: 1, deliveryType: 'DELIVERY' });
    expect(Object.keys(chosen)).not.toContain('shippingPrices');
  });
  it('choosing click-and-collect resets carrier, city and the pickup point', () => {
    const state = run([{ type: 'setDeliveryType', deliveryType: 'clickAndCollect' }], chosen);
    expect(state).toMatchObject({ deliveryType: 'clickAndCollect', carrier: null, city: null, accessPointAddress: null });
  });
  it('choosing delivery keeps them', () => {
    const state = run([{ type: 'setDeliveryType', deliveryType: 'delivery' }], chosen);
    expect(state.carrier).toEqual({ id: 1, deliveryType: 'DELIVERY' });
    expect(state.city?.postalCode).toBe('85000');
  });
  it('another destination resets the carrier (its prices are another calculation’s); the same one again changes nothing', () => {
    expect(run([{ type: 'setCity', city: { postalCode: '85150', name: 'Les Achards' } }], chosen).carrier).toBeNull();
    expect(run([{ type: 'setCountry', country: { id: 2, alphaTwo: 'BE', alphaThree: 'BEL' } }], chosen).carrier).toBeNull();
    expect(run([{ type: 'setCity', city: { postalCode: '85000', name: 'La Roche-sur-Yon' } }], chosen)).toBe(chosen);
  });
});

describe('cartReducer: failures, discount, contact', () => {
  const two = run([
    { type: 'add', product: oil, declinationId: 11, quantity: 40 },
    { type: 'add', product: oil, declinationId: 12 },
  ]);
  it('keeps the error message, per line, and writes the refreshed stock into the lines', () => {
    const state = run(
      [
        {
          type: 'failed',
          scope: 'cart',
          message: 'Stock insuffisant.',
          lineMessages: { 0: 'Plus que 36.', 7: 'ligne inconnue' },
          stock: [
            { id: 11, quantity: 36 },
            { id: 12, quantity: -2 },
          ],
        },
      ],
      two,
    );
    expect(state.error).toEqual({ scope: 'cart', message: 'Stock insuffisant.', lines: { 0: 'Plus que 36.' } });
    expect(state.lines[0]?.product.declinations.find((d) => d.id === 11)?.quantity).toBe(36);
    expect(state.lines[1]?.product.declinations.find((d) => d.id === 12)?.quantity).toBe(0);
    // The catalogue objects given to the reducer are not mutated.
    expect(oil.declinations[1]?.quantity).toBe(12);
  });
  it('forgets a quantity error once the lines change, and dismisses on demand', () => {
    const failed = run([{ type: 'failed', scope: 'cart', message: 'Stock insuffisant.' }], two);
    expect(run([{ type: 'setQuantity', lineId: 0, quantity: 36 }], failed).error).toBeNull();
    expect(run([{ type: 'dismissError' }], failed).error).toBeNull();
  });
  it('maps field errors products.<i>.* to line ids', () => {
    expect(lineMessagesFrom({ 'products.1.quantity': 'Stock insuffisant.', 'other': 'x' }, two.lines)).toEqual({ 1: 'Stock insuffisant.' });
    expect(lineMessagesFrom(null, two.lines)).toEqual({});
  });
  it('keeps the code applied (not its totals), clears a code error, and removes the code on demand', () => {
    const refused = run([{ type: 'failed', scope: 'discount', message: 'Code inconnu.' }], two);
    const discounted = run([{ type: 'discountApplied', code: 'CADEAU5' }], refused);
    expect(discounted.discountCode).toBe('CADEAU5');
    expect(discounted.error).toBeNull();
    expect(Object.keys(discounted)).not.toContain('discount');
    // Other lines keep the code: its totals for them are another query of the cache.
    expect(run([{ type: 'step', lineId: 1, direction: 'increase' }], discounted).discountCode).toBe('CADEAU5');
    expect(run([{ type: 'discountRemoved' }], discounted).discountCode).toBeNull();
  });
  it('keeps phone, message and addresses', () => {
    const address = {
      firstname: 'Marie',
      lastname: 'Lefebvre',
      address: '3 rue des Pins',
      postalCode: '85000',
      city: 'La Roche-sur-Yon',
      country: { id: 1, alphaTwo: 'FR', alphaThree: 'FRA' },
    };
    const state = run([
      { type: 'setPhone', phone: '0612345678' },
      { type: 'setMessage', message: 'Merci !' },
      { type: 'setAddress', kind: 'billing', address },
      { type: 'setCountry', country: address.country },
      { type: 'setClickAndCollect', clickAndCollect: { date: '2026-12-01', idAddress: 1, idSchedule: 2 } },
    ]);
    expect(state).toMatchObject({
      phone: '0612345678',
      message: 'Merci !',
      addresses: { billing: address, shipping: null },
      country: address.country,
      clickAndCollect: { idSchedule: 2 },
    });
  });
});
