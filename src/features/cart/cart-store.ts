/**
 * The cart store: the reducer's state for this page, kept in step with localStorage and with the
 * other tabs (`storage` event). One instance per page (the cart is the visitor's, in their browser);
 * it starts only in the browser, from an effect (`startCartStore`), so the server and the first
 * client render both see the empty cart and hydration never mismatches.
 */
import { cartItemCount } from './cart-rules';
import { CART_STORAGE_KEY, publishCartCount } from './cart-count';
import { cartReducer, initialCartState, type CartAction, type CartState } from './cart-state';
import { browserCartStorage, parseStoredCart, writeStoredCart, type CartStorage } from './cart-storage';
import { reportError } from '@/lib/report-error';

/** What components read: the state, and whether the stored cart has been read yet. */
export interface CartSnapshot {
  state: CartState;
  /** False on the server and until the stored cart is read: show "loading", not "empty". */
  hydrated: boolean;
}

/** The snapshot used on the server and during hydration. */
export const SERVER_CART_SNAPSHOT: CartSnapshot = { state: initialCartState, hydrated: false };

let snapshot: CartSnapshot = SERVER_CART_SNAPSHOT;
let siteId: number | null = null;
let storage: CartStorage | null = null;
let warnedWrite = false;
const listeners = new Set<() => void>();

function emit(state: CartState): void {
  snapshot = { state, hydrated: siteId !== null };
  publishCartCount(cartItemCount(state.lines));
  listeners.forEach((listener) => listener());
}

function persist(state: CartState): void {
  if (!storage || siteId === null) return;
  if (writeStoredCart(storage, state, siteId) === 'failed' && !warnedWrite) {
    warnedWrite = true;
    // Full quota or a storage that refuses writes: the cart stays in memory for this visit.
    reportError('the cart could not be saved in this browser; it is kept for this visit only', { where: 'cart storage', level: 'warning' });
  }
}

function readRaw(): string | null {
  try {
    return storage?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function onStorage(event: StorageEvent): void {
  // key null: another tab called localStorage.clear().
  if (siteId === null || (event.key !== null && event.key !== CART_STORAGE_KEY)) return;
  const outcome = parseStoredCart(event.key === null ? null : event.newValue, siteId);
  if (outcome.kind === 'ignored') return;
  const next = cartReducer(snapshot.state, { type: 'restore', state: outcome.kind === 'ok' ? outcome.state : initialCartState });
  // Not written back: the other tab already did, and writing would echo between tabs.
  if (next !== snapshot.state) emit(next);
}

/**
 * Starts the store for a tenant (idempotent): reads the stored cart once and listens to other tabs.
 * Call it from an effect. What the visitor already put in the cart in this page is kept over a
 * stored entry (it is newer); an unreadable entry is ignored with a console note.
 */
export function startCartStore(site: number): void {
  if (siteId === site || typeof window === 'undefined') return;
  siteId = site;
  storage = browserCartStorage();
  const outcome = parseStoredCart(readRaw(), site);
  if (outcome.kind === 'ignored') reportError(`stored cart ignored: ${outcome.reason}`, { where: 'cart storage', level: 'warning' });
  let state = snapshot.state;
  if (state.lines.length > 0) persist(state);
  else if (outcome.kind === 'ok') state = cartReducer(state, { type: 'restore', state: outcome.state });
  window.addEventListener('storage', onStorage);
  emit(state);
}

/** Applies an action: reducer, then storage, then subscribers. */
export function dispatchCart(action: CartAction): void {
  const next = cartReducer(snapshot.state, action);
  if (next === snapshot.state) return;
  persist(next);
  emit(next);
}

/** The current snapshot (stable between changes). */
export function getCartSnapshot(): CartSnapshot {
  return snapshot;
}

/** The server / hydration snapshot. */
export function getServerCartSnapshot(): CartSnapshot {
  return SERVER_CART_SNAPSHOT;
}

/** Subscribes to changes (useSyncExternalStore). */
export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
