/**
 * The session feature's public face (SPEC §4, §6): who is logged in (`useSession`), logging out
 * (`useLogout`), and the `SessionProvider` that the route tree mounts once. It owns the login
 * cookies and the session state; the HTTP client only reads the token. Logging in (`useLogin`) is
 * in use-login.ts: only the login and registration forms need it, and with it TanStack Query's
 * mutation hook, which no code of a page's first screen uses (issue 23, initial JS).
 *
 * Ending a session — logout, a 401 from any call, a deleted account — is one path: both cookies go
 * (same path and domain as written), the session becomes anonymous, and every user-scoped query is
 * dropped from the cache (`[siteId, 'user', …]`), so nothing of the previous user can be shown again.
 */
import { createContext, lazy, Suspense, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useApi } from '@/api/api-context';
import type { ApiClient } from '@/api/client';
import type { UserMe } from '@/api/generated/types';
import { userScopeKey } from '@/api/queries/keys';
import { endsSession, sessionQueryOptions } from '@/api/queries/user';
import { useI18n } from '@/features/i18n/use-i18n';
import { showToast } from '@/ui/ui-events';
import { cookieScope, loginCookies, logoutCookies, type CookieScope } from './session-cookies';
import { sessionReducer, type SessionAction } from './session-state';

/** Shown only after a session ended on a 401: its code and words load then, not with every page. */
const SessionExpiredNotice = lazy(() => import('./session-expired-notice').then((m) => ({ default: m.SessionExpiredNotice })));

/** Roles that see the admin panel and block diagnostics (SPEC §6). */
export const ADMIN_ROLES: ReadonlySet<UserMe['role']> = new Set(['ADMIN', 'SUPER_ADMIN']);

/** The one admin rule (SPEC §6): true when the user's role is an admin role. */
export function isAdminUser(user: UserMe | null | undefined): boolean {
  return user?.role !== undefined && ADMIN_ROLES.has(user.role);
}

/** The session as components see it. */
export interface Session {
  /** The member, or null when anonymous. */
  user: UserMe | null;
  /** The logged-in flag of SPEC §4. */
  isLoggedIn: boolean;
  /** ADMIN or SUPER_ADMIN (SPEC §6). */
  isAdmin: boolean;
  /** True only while the very first session check is in flight. */
  isLoading: boolean;
}

/** Current session, read from the query cache (the root loader fills it before the first paint). */
export function useSession(): Session {
  const api = useApi();
  const { data, isLoading } = useQuery(sessionQueryOptions(api));
  const user = data?.logged ? data.user : null;
  return { user, isLoggedIn: user !== null, isAdmin: isAdminUser(user), isLoading };
}

/** Why a session ends (decides what the visitor is told). */
type EndReason = 'logout' | 'expired' | 'deleted';

/** What the session's own hooks (use-login.ts) may do to the session; the provider holds it. */
export interface SessionControl {
  scope: () => CookieScope;
  end: (reason: EndReason) => void;
  /**
   * A login answered: store its cookies and forget whatever was cached for a previous user.
   * @returns false when the browser refused the cookie (nothing else is done then)
   */
  begin: (token: string, idSite: number) => boolean;
  /** The member read after a login becomes the session. */
  loggedIn: (user: UserMe) => void;
}

const SessionContext = createContext<SessionControl | null>(null);

/** The session's controls (inside `<SessionProvider>`), for the session feature's own hooks. */
export function useSessionControl(): SessionControl {
  const control = use(SessionContext);
  if (!control) throw new Error('Session actions need <SessionProvider> (mounted by the route tree).');
  return control;
}

function update(queryClient: QueryClient, api: ApiClient, action: SessionAction): void {
  queryClient.setQueryData(sessionQueryOptions(api).queryKey, (state) => sessionReducer(state, action));
}

/** Forget every answer that belonged to a user (profile, newsletter, orders, admin data). */
function dropUserData(queryClient: QueryClient, api: ApiClient): void {
  void queryClient.cancelQueries({ queryKey: userScopeKey(api) });
  queryClient.removeQueries({ queryKey: userScopeKey(api) });
}

function writeCookies(cookies: readonly string[]): void {
  for (const cookie of cookies) document.cookie = cookie;
}

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  /** The parent domain the login cookies are set on (app config `cookieDomain`); host-only when absent. */
  cookieDomain?: string | null | undefined;
  children: ReactNode;
}

/**
 * Mount once inside the router: provides login/logout, removes stale login cookies, and turns a 401
 * from any query or mutation into the end of the session, with a notice offering to log in again
 * while the page stays as it is.
 */
export function SessionProvider({ cookieDomain, children }: SessionProviderProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data } = useQuery(sessionQueryOptions(api));
  const [expired, setExpired] = useState(false);
  const location = useLocation();

  const control = useMemo<SessionControl>(() => {
    const scope = () => cookieScope(window.location, cookieDomain);
    return {
      scope,
      end: (reason) => {
        writeCookies(logoutCookies(scope()));
        update(queryClient, api, { type: 'ended' });
        dropUserData(queryClient, api);
        setExpired(reason === 'expired');
      },
      begin: (token, idSite) => {
        writeCookies(loginCookies(token, idSite, scope()));
        if (!api.hasToken()) return false;
        dropUserData(queryClient, api);
        return true;
      },
      loggedIn: (user) => update(queryClient, api, { type: 'loggedIn', user }),
    };
  }, [api, queryClient, cookieDomain]);

  // Public pages come from the server anonymous for every visitor (a CDN may share them:
  // docs/decisions/008-tenants-and-caching.md): a visitor holding a login cookie gets the session
  // here, once the page is hydrated, and the header shows their name.
  useEffect(() => {
    const key = sessionQueryOptions(api).queryKey;
    const session = queryClient.getQueryData(key);
    if (session && !session.logged && !session.staleToken && api.hasToken()) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }, [api, queryClient]);

  // The server no longer knows the token (expired, revoked, demo restarted): drop the cookies quietly.
  const staleToken = data?.staleToken === true;
  useEffect(() => {
    if (staleToken && api.hasToken()) writeCookies(logoutCookies(control.scope()));
  }, [staleToken, api, control]);

  // A 401 from any call that needs a login ends the session. The HTTP client knows nothing of UI;
  // the query cache reports every failure, and this listens.
  useEffect(() => {
    const onError = (error: unknown) => {
      if (!endsSession(error)) return;
      const session = queryClient.getQueryData(sessionQueryOptions(api).queryKey);
      if (session?.logged || api.hasToken()) control.end('expired');
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [api, queryClient, control]);

  const onLoginPage = location.pathname === '/auth';
  return (
    <SessionContext value={control}>
      {children}
      {expired && !data?.logged && !onLoginPage ? (
        <Suspense fallback={null}>
          <SessionExpiredNotice returnTo={`${location.pathname}${location.search}${location.hash}`} onClose={() => setExpired(false)} />
        </Suspense>
      ) : null}
    </SessionContext>
  );
}

/** Record a profile change in the session (the header shows the new first name at once). */
export function useUpdateSessionUser(): (user: UserMe) => void {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback((user: UserMe) => update(queryClient, api, { type: 'userUpdated', user }), [api, queryClient]);
}

/**
 * Log out: removes both cookies, forgets the user and every user-scoped query, and says so in a toast
 * (`message` replaces the default text, e.g. after deleting the account).
 */
export function useLogout(): (message?: string) => void {
  const control = useSessionControl();
  const { t } = useI18n();
  return useCallback(
    (message?: string) => {
      control.end(message ? 'deleted' : 'logout');
      showToast({ message: message ?? t('account.loggedOut'), tone: 'success' });
    },
    [control, t],
  );
}
