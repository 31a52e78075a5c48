// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Carrier } from '@/api/generated/types';
import { CART_STORAGE_KEY } from './cart-count';
import { cartReducer, initialCartState } from './cart-state';
import { parseStoredCart, serializeCart, setAsideUnreadable, STORAGE_NOTICES, UNREADABLE_CART_KEY, writeStoredCart, type CartStorage } from './cart-storage';
import { declination, product } from '@tests/support/cart-fixtures';

const oil = product({ id: 6, declinations: [declination({ id: 11, price: 14.9, capacity: 10, capacityUnit: 'CENTILITRE' })] });
const colissimo: Carrier = { id: 1, name: 'Colissimo', price: 6.9, fdp: 6.9, deliveryType: 'DELIVERY', siteType: 'FRANCE', serviceCode: null };
const filled = cartReducer(cartReducer(initialCartState, { type: 'add', product: oil, declinationId: 11, quantity: 2 }), {
  type: 'setPhone',
  phone: '0612345678',
});

function memoryStorage(): CartStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('stored cart (SPEC §4 persistence)', () => {
  it('round-trips the whole state: the visitor’s choices, no server answer', () => {
    const chosen = cartReducer(cartReducer(filled, { type: 'setCarrier', carrier: colissimo }), { type: 'discountApplied', code: 'BIENVENUE10' });
    expect(parseStoredCart(serializeCart(chosen, 51), 51)).toEqual({ kind: 'ok', state: chosen, notice: null, rewrite: false });
    const stored = JSON.parse(serializeCart(chosen, 51));
    expect(stored).toMatchObject({ version: 2, carrier: { id: 1, deliveryType: 'DELIVERY' }, discountCode: 'BIENVENUE10' });
    expect(Object.keys(stored)).not.toContain('shippingPrices');
    expect(Object.keys(stored)).not.toContain('discount');
  });
  it('migrates a version-1 entry: its server answers are dropped, the choices kept, and it is to be written back', () => {
    const v1 = {
      ...JSON.parse(serializeCart(filled, 51)),
      version: 1,
      carrier: colissimo,
      shippingPrices: [colissimo],
      discount: { code: 'BIENVENUE10', discount: null, value: 2.98, total: 26.82, subtotal: 29.8, shippingFees: 0, forLines: '11x2' },
      error: { scope: 'shipping', message: 'Code postal invalide.', lines: {} },
    };
    delete v1.discountCode;
    expect(parseStoredCart(JSON.stringify(v1), 51)).toEqual({
      kind: 'ok',
      state: { ...filled, carrier: { id: 1, deliveryType: 'DELIVERY' }, discountCode: 'BIENVENUE10', error: null },
      notice: null,
      rewrite: true,
    });
  });
  it.each([
    ['corrupt JSON', '{"version":1,"lines":[', 'not JSON'],
    ['a JSON string', '"panier"', 'not a cart object'],
    ['an array (older format)', '[{"id":1,"quantity":2}]', 'not a cart object'],
    ['an unknown version', JSON.stringify({ version: 0, siteId: 51, products: [] }), 'unknown format version'],
    ['a cart without lines', JSON.stringify({ version: 2, siteId: 51, lines: 'x' }), 'no list of lines'],
  ])('cannot read %s: the visitor is told in French', (_name, raw, reason) => {
    expect(parseStoredCart(raw, 51)).toEqual({ kind: 'unreadable', reason, notice: STORAGE_NOTICES.unreadable });
  });
  it.each([
    ['another site’s cart', serializeCart(filled, 52), 'another site’s cart'],
    ['a newer format', serializeCart(filled, 51).replace('"version":2', '"version":3'), 'a newer format version'],
  ])('leaves %s alone', (_name, raw, reason) => {
    expect(parseStoredCart(raw, 51)).toEqual({ kind: 'ignored', reason });
  });
  it('keeps every valid line and choice of an entry that breaks the schema, and says what was removed', () => {
    const candles = product({ id: 10, declinations: [declination({ id: 21, price: 4.5 })] });
    const two = cartReducer(filled, { type: 'add', product: candles, declinationId: 21 });
    const broken = JSON.parse(serializeCart(two, 51));
    broken.lines[0].quantity = 0; // a line of quantity 0
    broken.city = { postalCode: 85150 }; // a city without its name
    const outcome = parseStoredCart(JSON.stringify(broken), 51);
    expect(outcome).toMatchObject({ kind: 'ok', rewrite: true, notice: STORAGE_NOTICES.partial(1) });
    if (outcome.kind !== 'ok') return;
    expect(outcome.state.lines.map((l) => l.declinationId)).toEqual([21]);
    expect(outcome.state).toMatchObject({ phone: '0612345678', city: null });
    expect(STORAGE_NOTICES.partial(1)).toBe(
      'Un article enregistré dans votre panier n’a pas pu être relu et a été retiré ; le reste de votre panier est conservé.',
    );
    expect(STORAGE_NOTICES.partial(2)).toBe(
      '2 articles enregistrés dans votre panier n’ont pas pu être relus et ont été retirés ; le reste de votre panier est conservé.',
    );
  });
  it('says so when only choices were unreadable: the lines are all kept', () => {
    const broken = { ...JSON.parse(serializeCart(filled, 51)), deliveryType: 'teleportation' };
    const outcome = parseStoredCart(JSON.stringify(broken), 51);
    expect(outcome).toEqual({ kind: 'ok', state: filled, notice: STORAGE_NOTICES.partial(0), rewrite: true });
  });
  it('sets an unreadable entry aside instead of deleting it', () => {
    const storage = memoryStorage();
    storage.setItem(CART_STORAGE_KEY, '{"version":1,"lines":[');
    setAsideUnreadable(storage, '{"version":1,"lines":[');
    expect(storage.data.get(UNREADABLE_CART_KEY)).toBe('{"version":1,"lines":[');
    expect(storage.data.has(CART_STORAGE_KEY)).toBe(false);
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
