/**
 * False on the server and while React hydrates the server's HTML, true afterwards (and at once for
 * trees that mount on the client, e.g. after a navigation). Components use it to render the same
 * thing as the server during hydration, then switch to browser-only content.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** True once the component runs in a hydrated (or client-rendered) tree. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * `useSyncExternalStore` for a store only the browser can read (localStorage: the cart, the checkout
 * draft). The server and hydration render `getServerSnapshot()`, and the browser's value replaces it
 * in a transition after the hydration commit — not, as `useSyncExternalStore` alone does, in a
 * synchronous re-render at the end of the commit's effects: that one ran in the same task as every
 * effect of the page and rendered the whole cart or checkout step at once (issue 23, Total Blocking
 * Time; a transition renders in slices, in later tasks). A tree that mounts after hydration (a
 * client-side navigation, a static host) reads the store at once. Updates from the store afterwards
 * (a click on "Ajouter au panier", another tab) are rendered as `useSyncExternalStore` renders them.
 */
export function useBrowserStore<T>(subscribeToStore: (listener: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const hydrated = useHydrated();
  const [reading, setReading] = useState(hydrated);
  useEffect(() => {
    if (!reading) startTransition(() => setReading(true));
  }, [reading]);
  return useSyncExternalStore(subscribeToStore, reading ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
