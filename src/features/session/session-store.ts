/**
 * Who is logged in, as one small store that any number of React roots on the page read at once
 * (`useSession`, use-session.tsx) — with or without the router and the query cache around them —
 * and the session's changes, callable from any of them (docs/decisions/011-first-screen-javascript.md,
 * step 1: the header's parts can then hydrate as roots of their own).
 *
 * **One source of truth: the query cache's session entry** (`[siteId, 'session']`,
 * `sessionQueryOptions`). The server renders from the request's cache, the loaders gate pages on it
 * (`requireLogin`, `requireAdmin`), and every change is written there: the session query's answer
 * (start-up, the check after hydration, a refetch), and through `updateSession` (session-state.ts's
 * reducer) a login, a profile change, a logout, a 401, a deleted account. The store is that entry's
 * mirror in the browser and nothing else writes it: `SessionProvider` connects it to the page's query
 * cache, which tells its listeners synchronously, so the store holds the new session before the
 * call that changed the cache returns — a root reading the store and a loader reading the cache
 * never see two sessions.
 *
 * Browser-only state: the store is connected from an effect, never on the server (which renders many
 * tenants and visitors). Server rendering and hydration read the server's snapshot instead
 * (`useSyncExternalStore`'s third argument, given by `SessionProvider`): what the request's cache held
 * when the page was rendered. The changes below need the connected page (its cache, API client and
 * cookie domain); they are called from event handlers and effects, so in the browser only.
 */
import type { MutationCacheNotifyEvent, QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { userScopeKey } from '@/api/queries/keys';
import { endsSession, sessionQueryOptions } from '@/api/queries/user';
import { cookieScope, logoutCookies, writeCookies, type CookieScope } from './session-cookies';
import { sessionReducer, type SessionAction } from './session-state';
import { getSession, publishSession, sessionOf, type Session } from './session-mirror';

/** Why a session ends (decides what the visitor is told). */
export type EndReason = 'logout' | 'expired' | 'deleted';

/** The page the store is connected to. */
export interface SessionPage {
  queryClient: QueryClient;
  api: ApiClient;
  /** The parent domain of the login cookies (app config `cookieDomain`); host-only when absent. */
  cookieDomain: string | null | undefined;
  /** Told how each session ended (`SessionProvider` shows the notice after a 401). */
  onEnd: (reason: EndReason) => void;
}

let page: SessionPage | null = null;

/**
 * Connects the store to the page's query cache (one a page): the store becomes the mirror of its
 * session entry, and the session's rules that watch the cache start. `rendered` is the session the
 * components already show (the server's): while the cache says the same, the store hands back that
 * very object, so nothing renders again. Returns the disconnection (the store keeps its last session).
 */
export function connectSessionStore(connected: SessionPage, rendered: Session): () => void {
  page = connected;
  const { queryClient, api } = connected;
  const key = sessionQueryOptions(api).queryKey;
  const read = (event?: QueryCacheNotifyEvent | MutationCacheNotifyEvent) => {
    // A 401 from any call that needs a login ends the session: the HTTP client knows nothing of UI,
    // the query and mutation caches report every failure.
    if (event?.type === 'updated' && event.action.type === 'error' && endsSession(event.action.error) && (getSession()?.isLoggedIn || api.hasToken()))
      endSession('expired');
    const state = queryClient.getQueryState(key);
    if (state?.data?.logged === false && api.hasToken()) {
      // The server no longer knows the token (expired, revoked, demo restarted): drop the cookies quietly.
      if (state.data.staleToken) writeCookies(logoutCookies(sessionCookieScope()));
      // Public pages come from the server anonymous for every visitor (a CDN may share them:
      // docs/decisions/008-tenants-and-caching.md): a visitor holding a login cookie gets the
      // session once the page is hydrated (the store is connected then), and the header shows their name.
      else if (!event) void queryClient.invalidateQueries({ queryKey: key, exact: true });
    }
    const next = sessionOf(state);
    const current = getSession();
    publishSession([rendered, current].find((known) => known?.user === next.user && known.isLoading === next.isLoading) ?? next);
  };
  read();
  const offQueries = queryClient.getQueryCache().subscribe(read);
  const offMutations = queryClient.getMutationCache().subscribe(read);
  return () => {
    offQueries();
    offMutations();
    if (page === connected) page = null;
  };
}

function connectedPage(): SessionPage {
  if (!page) throw new Error('No <SessionProvider> on this page');
  return page;
}

/** Where this page's login cookies are written (domain, Secure). */
export function sessionCookieScope(): CookieScope {
  return cookieScope(window.location, connectedPage().cookieDomain);
}

/** A change of the session, written where the session lives: the page's query cache (the store follows at once). */
export function updateSession(action: SessionAction): void {
  const { queryClient, api } = connectedPage();
  queryClient.setQueryData(sessionQueryOptions(api).queryKey, (state) => sessionReducer(state, action));
}

/** Forget every answer that belonged to a user (profile, newsletter, orders, admin data). */
export function dropUserData(): void {
  const { queryClient, api } = connectedPage();
  void queryClient.cancelQueries({ queryKey: userScopeKey(api) });
  queryClient.removeQueries({ queryKey: userScopeKey(api) });
}

/**
 * Ends the session — logout, a 401, a deleted account: both cookies go (same path and domain as
 * written), the session becomes anonymous, every user-scoped query is dropped.
 */
export function endSession(reason: EndReason): void {
  writeCookies(logoutCookies(sessionCookieScope()));
  updateSession({ type: 'ended' });
  dropUserData();
  connectedPage().onEnd(reason);
}
