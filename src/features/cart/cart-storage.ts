/**
 * The cart in localStorage (SPEC §4 "Cart persistence"): one entry holding the visitor's choices,
 * checked against `schemas/entities/stored-cart.schema.json` when read back. Storage is hostile
 * ground — corrupt JSON, an older format, another site's entry, a full quota, private modes that
 * throw on access — so every path here fails soft, and bad input loses nothing that can be kept:
 * - an entry of the previous format (version 1, which also held server answers: shipping prices,
 *   the discount's totals, the carrier's price) is migrated;
 * - an entry with some unreadable parts keeps every line and choice that is valid, and the visitor
 *   is told in French what happened ({@link STORAGE_NOTICES});
 * - an entry that cannot be read at all is set aside (kept under {@link UNREADABLE_CART_KEY}) and
 *   the visitor is told their cart starts empty;
 * - another site's entry or a newer format is left alone (not bad input: not ours to read);
 * - a failed write keeps the cart in memory for this visit.
 */
import type { StoredCart } from '@/api/generated/types';
import { validateStoredCart } from '@/api/generated/validate/storedCart.js';
import { isRecord } from '@/lib/is-record';
import { CART_STORAGE_KEY } from './cart-count';
import { initialCartState, type CartState } from './cart-state';

/** Current format version; version 1 is migrated, newer versions are left alone. */
export const CART_FORMAT_VERSION = 2;

/** Where an entry that could not be read at all is set aside (never read back by the app; nothing is thrown away). */
export const UNREADABLE_CART_KEY = `${CART_STORAGE_KEY}.illisible`;

/** What the visitor is told when the stored cart was not read whole (shown once, as a polite notice). */
export const STORAGE_NOTICES = {
  unreadable: 'Le panier enregistré dans ce navigateur n’a pas pu être relu : votre panier repart vide.',
  partial: (lines: number) =>
    lines > 0
      ? `${lines > 1 ? `${lines} articles enregistrés dans votre panier n’ont` : 'Un article enregistré dans votre panier n’a'} pas pu être relu${lines > 1 ? 's' : ''} et ${lines > 1 ? 'ont été retirés' : 'a été retiré'} ; le reste de votre panier est conservé.`
      : 'Une partie de vos choix de commande enregistrés n’a pas pu être relue : vérifiez-les à l’étape de commande. Vos articles sont conservés.',
} as const;

/** The part of `Storage` used here (tests pass a fake one). */
export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where it is missing or refuses access (private modes, disabled storage, server). */
export function browserCartStorage(): CartStorage | null {
  try {
    if (typeof window === 'undefined') return null;
    const storage = window.localStorage;
    // Some private modes expose localStorage but throw on the first access.
    storage.getItem(CART_STORAGE_KEY);
    return storage;
  } catch {
    return null;
  }
}

/**
 * How a stored entry was read:
 * - `empty`: nothing stored;
 * - `ok`: the state, and `notice` (French, for the visitor) when some parts could not be kept;
 *   `rewrite` when the entry should be written back (migrated or repaired);
 * - `unreadable`: nothing could be read (the entry is to be set aside), with the reason and the notice;
 * - `ignored`: not ours to read (another site's cart, a newer format), with the reason — left alone.
 */
export type ReadOutcome =
  | { kind: 'empty' }
  | { kind: 'ok'; state: CartState; notice: string | null; rewrite: boolean }
  | { kind: 'unreadable'; reason: string; notice: string }
  | { kind: 'ignored'; reason: string };

const unreadable = (reason: string): ReadOutcome => ({ kind: 'unreadable', reason, notice: STORAGE_NOTICES.unreadable });

/**
 * A version-1 entry in today's shape: its server answers are dropped (they are asked again, through
 * the query cache), the discount code and the carrier's identity are kept. Fields it cannot
 * recognise are passed on unchanged for the schema check to judge.
 */
function migrateV1(v1: Record<string, unknown>): Record<string, unknown> {
  const { shippingPrices: _prices, discount, carrier, error, ...rest } = v1;
  return {
    ...rest,
    version: CART_FORMAT_VERSION,
    discountCode: isRecord(discount) && typeof discount.code === 'string' && discount.code.trim() !== '' ? discount.code : null,
    carrier: isRecord(carrier) ? { id: carrier.id, deliveryType: carrier.deliveryType } : carrier,
    // A failed shipping calculation is now the shipping query's error, not the cart's.
    error: isRecord(error) && error.scope === 'shipping' ? null : error,
  };
}

/**
 * The valid part of an entry that breaks the schema: starting from an empty cart, each line, then
 * each other field, is kept when the cart with it still passes the schema. Lines are checked one by
 * one, so one bad line never costs the others.
 */
function salvage(value: Record<string, unknown>, lines: readonly unknown[], siteId: number): { cart: StoredCart; droppedLines: number } {
  let cart: StoredCart = { ...initialCartState, version: CART_FORMAT_VERSION, siteId };
  let droppedLines = 0;
  for (const line of lines) {
    const next = { ...cart, lines: [...cart.lines, line] };
    if (validateStoredCart(next)) cart = next;
    else droppedLines += 1;
  }
  for (const key of Object.keys(initialCartState)) {
    if (key === 'lines' || !(key in value)) continue;
    const next = { ...cart, [key]: value[key] };
    // A bad line id counter is dropped too: the reducer skips ids still in use, whatever the counter says.
    if (validateStoredCart(next)) cart = next;
  }
  return { cart, droppedLines };
}

/**
 * Reads a stored cart from its raw text (see the module comment). Never throws: a version-1 entry
 * is migrated, a partly broken one keeps its valid parts, an unreadable one is `unreadable`.
 */
export function parseStoredCart(raw: string | null, siteId: number): ReadOutcome {
  if (raw === null) return { kind: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return unreadable('not JSON');
  }
  if (!isRecord(value)) return unreadable('not a cart object');
  if (value.siteId !== siteId && typeof value.siteId === 'number') return { kind: 'ignored', reason: 'another site’s cart' };
  if (typeof value.version === 'number' && value.version > CART_FORMAT_VERSION) return { kind: 'ignored', reason: 'a newer format version' };
  if (value.version !== 1 && value.version !== CART_FORMAT_VERSION) return unreadable('unknown format version');
  const migrated = value.version === 1;
  const current = migrated ? migrateV1(value) : value;
  if (validateStoredCart(current)) {
    const { version: _version, siteId: _site, ...state } = current;
    return { kind: 'ok', state, notice: null, rewrite: migrated };
  }
  // Without a list of lines there is no cart to save parts of.
  if (!Array.isArray(current.lines)) return unreadable('no list of lines');
  const { cart, droppedLines } = salvage(current, current.lines, siteId);
  const { version: _version, siteId: _site, ...state } = cart;
  return { kind: 'ok', state, notice: STORAGE_NOTICES.partial(droppedLines), rewrite: true };
}

/** The text stored for a state. */
export function serializeCart(state: CartState, siteId: number): string {
  const stored: StoredCart = { version: CART_FORMAT_VERSION, siteId, ...state };
  return JSON.stringify(stored);
}

/** True for a state with nothing worth keeping: the entry is removed rather than written. */
export function isEmptyCart(state: CartState): boolean {
  const { nextLineId: _b, ...rest } = state;
  const { nextLineId: _d, ...empty } = initialCartState;
  return JSON.stringify(rest) === JSON.stringify(empty);
}

/** Outcome of a write. */
export type WriteOutcome = 'written' | 'removed' | 'failed';

/**
 * Writes the state (or removes the entry when the cart is empty: SPEC §4 "clearing the cart …
 * removes those entries"). A full quota or a refusing storage answers `failed`; the caller keeps
 * the state in memory.
 */
export function writeStoredCart(storage: CartStorage, state: CartState, siteId: number): WriteOutcome {
  try {
    if (isEmptyCart(state)) {
      storage.removeItem(CART_STORAGE_KEY);
      return 'removed';
    }
    storage.setItem(CART_STORAGE_KEY, serializeCart(state, siteId));
    return 'written';
  } catch {
    return 'failed';
  }
}

/**
 * Sets an unreadable entry aside (under {@link UNREADABLE_CART_KEY}) so it is neither lost nor read
 * again on every page (the visitor is told once). Storage refusing the move changes nothing.
 */
export function setAsideUnreadable(storage: CartStorage, raw: string): void {
  try {
    storage.setItem(UNREADABLE_CART_KEY, raw);
    storage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Full quota: the entry stays where it is; it will be replaced by the next write of the cart.
  }
}
