/**
 * The cart store: the reducer's state for this page, kept in step with localStorage and with the
 * other tabs (`storage` event). One instance per page (the cart is the visitor's, in their browser);
 * it starts only in the browser, from an effect (`startCartStore`), so the server and the first
 * client render both see the empty cart and hydration never mismatches.
 */
import { cartItemCount } from './cart-rules';
import { CART_STORAGE_KEY, publishCartCount } from './cart-count';
import { cartReducer, initialCartState, type CartAction, type CartState } from './cart-state';
import { browserCartStorage, parseStoredCart, setAsideUnreadable, writeStoredCart, type CartStorage } from './cart-storage';
import { reportError } from '@/lib/report-error';
import { showToast } from '@/ui/ui-events';
import { afterNextPaint } from '@/ui/after-next-paint';

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
let cancelAnnounce: (() => void) | null = null;

/** Tells the subscribers (the header's count, every `useCart()`) about the current snapshot. */
function announce(): void {
  cancelAnnounce = null;
  publishCartCount(cartItemCount(snapshot.state.lines));
  listeners.forEach((listener) => listener());
}

/** When the subscribers hear of a change: at once, or after the next frame is painted. */
export type CartAnnounce = 'now' | 'after-paint';

function emit(state: CartState, when: CartAnnounce = 'now'): void {
  snapshot = { state, hydrated: siteId !== null };
  cancelAnnounce?.();
  if (when === 'now') announce();
  else cancelAnnounce = afterNextPaint(announce);
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
  // The other tab wrote it and already told its visitor about anything it could not read.
  if (outcome.kind === 'ignored' || outcome.kind === 'unreadable') return;
  const next = cartReducer(snapshot.state, { type: 'restore', state: outcome.kind === 'ok' ? outcome.state : initialCartState });
  // Not written back: the other tab already did, and writing would echo between tabs.
  if (next !== snapshot.state) emit(next);
}

/**
 * Tells the visitor what could not be read of their stored cart. Deferred by one task: the store
 * starts from the first effects of the page, which may run before the shell's toast region listens.
 */
function notify(message: string): void {
  window.setTimeout(() => showToast({ message, tone: 'info' }), 0);
}

/**
 * Starts the store for a tenant (idempotent): reads the stored cart once and listens to other tabs.
 * Call it from an effect. What the visitor already put in the cart in this page is kept over a
 * stored entry (it is newer). A previous-format entry is migrated and written back; an entry read
 * only in part, or not at all, is said to the visitor in French (cart-storage.ts keeps what it can).
 */
export function startCartStore(site: number): void {
  if (siteId === site || typeof window === 'undefined') return;
  siteId = site;
  storage = browserCartStorage();
  const raw = readRaw();
  const outcome = parseStoredCart(raw, site);
  if (outcome.kind === 'ignored' || outcome.kind === 'unreadable') {
    reportError(`stored cart not read: ${outcome.reason}`, { where: 'cart storage', level: 'warning' });
  }
  if (outcome.kind === 'unreadable' && storage && raw !== null) setAsideUnreadable(storage, raw);
  if ((outcome.kind === 'ok' || outcome.kind === 'unreadable') && outcome.notice) notify(outcome.notice);
  let state = snapshot.state;
  if (state.lines.length > 0) persist(state);
  else if (outcome.kind === 'ok') {
    state = cartReducer(state, { type: 'restore', state: outcome.state });
    if (outcome.rewrite) persist(state);
  }
  window.addEventListener('storage', onStorage);
  emit(state);
}

/**
 * Applies an action: reducer, then storage, then subscribers. The state and its storage entry
 * change at once, whatever `when` says (`getCartSnapshot()` reads the new state, a page left right
 * after keeps it); `'after-paint'` only lets the frame that answers a tap be painted before the
 * components showing the cart render it again (issue 37).
 */
export function dispatchCart(action: CartAction, when: CartAnnounce = 'now'): void {
  const next = cartReducer(snapshot.state, action);
  if (next === snapshot.state) return;
  persist(next);
  emit(next, when);
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
