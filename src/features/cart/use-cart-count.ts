/**
 * The header's cart count, without the cart's code in the page's initial JS: the count is `null`
 * (nothing shown) on the server and during hydration; then, only when this browser holds a cart
 * (or another tab creates one, or the cart is opened), the store chunk loads and publishes the count.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY, getCartCount, hasStoredCart, subscribeCartCount } from './cart-count';
import { reportError } from '@/lib/report-error';

const serverCount = () => null;

/** Loads the cart store chunk and starts it (idempotent); resolves when the stored cart is read. */
export function loadCartStore(siteId: number): Promise<void> {
  return import('./cart-store').then((store) => store.startCartStore(siteId));
}

/** Items in the cart (sum of quantities), or null while unknown. */
export function useCartCount(siteId: number): number | null {
  const count = useSyncExternalStore(subscribeCartCount, getCartCount, serverCount);
  const load = useCallback(() => {
    loadCartStore(siteId).catch((error: unknown) => reportError(error, { where: 'cart load', level: 'warning' }));
  }, [siteId]);
  useEffect(() => {
    if (hasStoredCart()) load();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY && event.newValue !== null) load();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [load]);
  return count;
}
