import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from './cart-count';
import { cartReducer, initialCartState } from './cart-state';
import { parseStoredCart, serializeCart, writeStoredCart, type CartStorage } from './cart-storage';
import { declination, product } from '@tests/support/cart-fixtures';

const oil = product({ id: 6, declinations: [declination({ id: 11, price: 14.9, capacity: 10, capacityUnit: 'CENTILITRE' })] });
const filled = cartReducer(cartReducer(initialCartState, { type: 'add', product: oil, declinationId: 11, quantity: 2 }), {
  type: 'setPhone',
  phone: '0612345678',
});

function memoryStorage(): CartStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('stored cart (SPEC §4 persistence)', () => {
  it('round-trips the whole state, without the transient calculation flag', () => {
    const inFlight = cartReducer(filled, { type: 'shippingCalculationStarted', key: 'x' });
    const outcome = parseStoredCart(serializeCart(inFlight, 51), 51);
    expect(outcome).toEqual({ kind: 'ok', state: { ...filled, shippingCalculation: null } });
    expect(serializeCart(inFlight, 51)).not.toContain('shippingCalculation');
  });
  it.each([
    ['corrupt JSON', '{"version":1,"lines":[', 'not JSON'],
    ['a JSON string', '"panier"', 'not a cart object'],
    ['an array (old format)', '[{"id":1,"quantity":2}]', 'not a cart object'],
    ['another version', JSON.stringify({ version: 0, siteId: 51, products: [] }), 'another format version'],
    ['another site', serializeCart(filled, 52), 'another site’s cart'],
  ])('ignores %s', (_name, raw, reason) => {
    expect(parseStoredCart(raw, 51)).toEqual({ kind: 'ignored', reason });
  });
  it('ignores an entry that breaks the schema (a line of quantity 0)', () => {
    const broken = JSON.parse(serializeCart(filled, 51));
    broken.lines[0].quantity = 0;
    const outcome = parseStoredCart(JSON.stringify(broken), 51);
    expect(outcome.kind).toBe('ignored');
  });
  it('is empty when nothing is stored', () => expect(parseStoredCart(null, 51)).toEqual({ kind: 'empty' }));

  it('writes the cart, and removes the entry once it is empty again', () => {
    const storage = memoryStorage();
    expect(writeStoredCart(storage, filled, 51)).toBe('written');
    expect(storage.data.has(CART_STORAGE_KEY)).toBe(true);
    expect(writeStoredCart(storage, cartReducer(filled, { type: 'clear' }), 51)).toBe('removed');
    expect(storage.data.has(CART_STORAGE_KEY)).toBe(false);
  });
  it('reports a full quota as a failed write instead of throwing', () => {
    const full: CartStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(writeStoredCart(full, filled, 51)).toBe('failed');
  });
});
