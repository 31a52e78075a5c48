/**
 * The cart's item count as a tiny channel, so the header can show it without loading the cart:
 * the store (cart-store.ts, a lazy chunk) publishes here; the header's hook subscribes. This file is
 * in every page's initial JS — keep it free of the reducer, immer and the storage validator.
 */

/** The localStorage key of the cart (one entry, SPEC §4). */
export const CART_STORAGE_KEY = 'vitrine.cart';

let count: number | null = null;
const listeners = new Set<() => void>();

/** Called by the store whenever the cart changes (null = not loaded yet). */
export function publishCartCount(next: number): void {
  if (next === count) return;
  count = next;
  listeners.forEach((listener) => listener());
}

/** The last published count; null until the store has read the stored cart. */
export function getCartCount(): number | null {
  return count;
}

/** Subscribes to count changes (useSyncExternalStore). */
export function subscribeCartCount(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when this browser holds a cart entry (cheap: no parsing); false where storage is unavailable. */
export function hasStoredCart(): boolean {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
