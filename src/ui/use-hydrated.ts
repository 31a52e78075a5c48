/**
 * False on the server and while React hydrates the server's HTML, true afterwards (and at once for
 * trees that mount on the client, e.g. after a navigation). Components use it to render the same
 * thing as the server during hydration, then switch to browser-only content.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** True once the component runs in a hydrated (or client-rendered) tree. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
