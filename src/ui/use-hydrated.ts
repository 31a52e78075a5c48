/**
 * Whether a component renders in a tree React hydrates from the server's HTML, or in a live tree
 * (mounted on the client, e.g. after a navigation). Components use it to render the same thing as
 * the server during hydration, then switch to browser-only content.
 *
 * None of these hooks re-renders a component synchronously at the end of the hydration commit (issue
 * 23, Total Blocking Time): `useSyncExternalStore` with a true/false pair of snapshots did, for every
 * component that asked (each `SafeHtml`, block list, logo, island), in the same task as every effect
 * of the page, though most of them only needed the answer at mount (`useMountedHydrating`).
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Empty inner HTML: React leaves the server's children of an element rendered with it (and
 * `suppressHydrationWarning`) untouched while it hydrates — a static block (renderer/static-block.tsx),
 * a block island, an icon's drawing.
 */
export const UNTOUCHED = { __html: '' };

/**
 * False on the server and while React hydrates the server's HTML; true afterwards, the switch
 * rendered in a transition after the hydration commit (in slices, in later tasks), and true at once in
 * a live tree (after a navigation). A component that only needs to know at mount uses
 * `useMountedHydrating()`, which never renders it again.
 */
export function useHydrated(): boolean {
  const hydrating = useMountedHydrating();
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Whether this component is mounting while React hydrates the server's HTML, learnt without the
 * re-render a true/false pair of snapshots costs: while hydrating, React asks a store for its server
 * snapshot, and for its client snapshot otherwise. Both snapshots here are the same constant, so React never sees a
 * mismatch and never schedules the synchronous re-render that a true/false pair does at
 * the end of the hydration commit (issue 23, TBT: it re-rendered the whole checkout step in the same
 * task as every effect of the page). The answer is the one at mount (a useState initialiser reads it).
 */
export function useMountedHydrating(): boolean {
  const [mount] = useState<{ hydrating: boolean | null }>(() => ({ hydrating: null }));
  useSyncExternalStore(
    subscribe,
    () => {
      mount.hydrating ??= false;
      return 0;
    },
    () => {
      mount.hydrating ??= true;
      return 0;
    },
  );
  return mount.hydrating === true;
}

/**
 * `useSyncExternalStore` for a store only the browser can read (localStorage: the cart, the checkout
 * draft). The server and hydration render `getServerSnapshot()`, and the browser's value replaces it
 * in a transition after the hydration commit — not, as `useSyncExternalStore` alone does, in a
 * synchronous re-render at the end of the commit's effects: that one ran in the same task as every
 * effect of the page and rendered the whole cart or checkout step at once (issue 23, Total Blocking
 * Time; a transition renders in slices, in later tasks). Whether the component is hydrating is learnt
 * without a re-render of its own (`useMountedHydrating`). `start` (optional, idempotent) starts the
 * store: at mount, or while hydrating in the task that reads it. A tree that mounts after hydration (a
 * client-side navigation, a static host) reads the store at once. Updates from the store afterwards
 * (a click on "Ajouter au panier", another tab) are rendered as `useSyncExternalStore` renders them.
 */
export function useBrowserStore<T>(
  subscribeToStore: (listener: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
  start?: () => void,
): T {
  const hydrating = useMountedHydrating();
  const [reading, setReading] = useState(!hydrating);
  useEffect(() => {
    if (reading) {
      start?.();
      return undefined;
    }
    // Hydrating: `start` (reading storage, checking it, telling the header's count) runs in a task of
    // its own, not in the hydration commit's, which already runs every effect of the page.
    const timer = window.setTimeout(() => {
      start?.();
      startTransition(() => setReading(true));
    }, 0);
    return () => window.clearTimeout(timer);
  }, [reading, start]);
  return useSyncExternalStore(subscribeToStore, reading ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
