/**
 * Who is logged in, as every React root of the page reads it (`useSession`): the page's session
 * (session-mirror.ts) once the app's `SessionProvider` (use-session.tsx) has connected it to the
 * query cache, else the session the root was rendered with. Needs neither the router nor the query
 * cache: the header's account entry reads it in the app and on a page the islands entry started.
 */
import { createContext, use, useSyncExternalStore } from 'react';
import { ANONYMOUS, getSession, subscribeSession, type Session } from './session-mirror';

/**
 * What the server rendered: the session of the request's cache (in the browser, of the cache hydrated
 * from it), given by `SessionProvider`. Read while rendering on the server and while hydrating; a root
 * without a `SessionProvider` was rendered anonymous.
 */
export const ServerSessionContext = createContext<Session>(ANONYMOUS);

/**
 * Current session, from the page's one session store (session-store.ts): every root of the page sees
 * a login, a profile change or a logout at once. Needs neither the router nor the query cache.
 */
export function useSession(): Session {
  const server = use(ServerSessionContext);
  return useSyncExternalStore(
    subscribeSession,
    () => getSession() ?? server,
    () => server,
  );
}
