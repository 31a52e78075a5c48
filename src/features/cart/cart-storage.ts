/**
 * The cart in localStorage (SPEC §4 "Cart persistence"): one entry holding the whole cart state,
 * checked against `schemas/entities/stored-cart.schema.json` when read back. Storage is hostile
 * ground — corrupt JSON, an older format, another site's entry, a full quota, private modes that
 * throw on access — so every path here fails soft: a bad entry is ignored (never shown to the
 * visitor as an error), a failed write keeps the cart in memory for this visit.
 */
import type { StoredCart } from '@/api/generated/types';
import { validateStoredCart } from '@/api/generated/validate/storedCart.js';
import { CART_STORAGE_KEY } from './cart-count';
import { initialCartState, type CartState } from './cart-state';

/** Current format version; entries of any other version are ignored. */
export const CART_FORMAT_VERSION = 1;

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

function isStoredCart(value: unknown): value is StoredCart {
  return validateStoredCart(value);
}

/** Why a stored entry was not used (for a console note; the visitor sees nothing). */
export type ReadOutcome = { kind: 'empty' } | { kind: 'ok'; state: CartState } | { kind: 'ignored'; reason: string };

/**
 * Reads a stored cart from its raw text. Corrupt JSON, another format version, another site's cart
 * or an entry that breaks the schema is `ignored` (with the reason), never thrown.
 */
export function parseStoredCart(raw: string | null, siteId: number): ReadOutcome {
  if (raw === null) return { kind: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'ignored', reason: 'not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'ignored', reason: 'not a cart object' };
  if (!('version' in value) || value.version !== CART_FORMAT_VERSION) return { kind: 'ignored', reason: 'another format version' };
  if (!('siteId' in value) || value.siteId !== siteId) return { kind: 'ignored', reason: 'another site’s cart' };
  if (!isStoredCart(value))
    return { kind: 'ignored', reason: `invalid (${validateStoredCart.errors?.[0]?.instancePath ?? ''} ${validateStoredCart.errors?.[0]?.message ?? ''})` };
  const { version: _version, siteId: _site, ...state } = value;
  return { kind: 'ok', state: { ...state, shippingCalculation: null } };
}

/** The text stored for a state; the transient calculation flag is left out. */
export function serializeCart(state: CartState, siteId: number): string {
  const { shippingCalculation: _inFlight, ...persisted } = state;
  const stored: StoredCart = { version: CART_FORMAT_VERSION, siteId, ...persisted };
  return JSON.stringify(stored);
}

/** True for a state with nothing worth keeping: the entry is removed rather than written. */
export function isEmptyCart(state: CartState): boolean {
  const { shippingCalculation: _a, nextLineId: _b, ...rest } = state;
  const { shippingCalculation: _c, nextLineId: _d, ...empty } = initialCartState;
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
