/**
 * Whether a component renders in a tree React hydrates from the server's HTML, or in a live tree
 * (mounted on the client, e.g. after a navigation). Components use it to render the same thing as
 * the server during hydration, then switch to browser-only content.
 *
 * None of these hooks re-renders a component synchronously at the end of the hydration commit (issue
 * 23, Total Blocking Time): `useSyncExternalStore` with a shared `() => true` / `() => false` pair did,
 * for every component that asked (each `SafeHtml`, block list, logo, island), in the same task as
 * every effect of the page — though most only needed the answer at mount.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and when this component mounted while React hydrated the server's HTML, true
 * when it mounted in a live tree. Decided at mount and never changes, so it never renders the
 * component again: what a component needs to choose, once, between keeping the server's markup and
 * rendering its own.
 */
export function useHydratedAtMount(): boolean {
  // useSyncExternalStore is React's public way to tell a hydration render (it calls getServerSnapshot
  // only then) from a client render (getSnapshot). These snapshots are this component's own: the first
  // one React asks for fixes the answer and every later call repeats it, so when React compares after
  // the hydration commit it finds nothing changed and has nothing to render again.
  const [snapshots] = useState(() => {
    let live: boolean | undefined;
    return { client: () => (live ??= true), server: () => (live ??= false) };
  });
  return useSyncExternalStore(subscribe, snapshots.client, snapshots.server);
}

/**
 * False on the server and while React hydrates the server's HTML; true afterwards, the switch
 * rendered in a transition after the hydration commit (in slices, in later tasks), and true at once in
 * a live tree (after a navigation).
 */
export function useHydrated(): boolean {
  const atMount = useHydratedAtMount();
  const [hydrated, setHydrated] = useState(atMount);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
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
  const reading = useHydrated();
  return useSyncExternalStore(subscribeToStore, reading ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
