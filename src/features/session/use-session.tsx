/**
 * The session feature's public face (SPEC §4, §6): who is logged in (`useSession`), logging out
 * (`useLogout`), recording a profile change (`useUpdateSessionUser`), and the `SessionProvider` that
 * the route tree mounts once. The feature owns the login cookies and the session state; the HTTP
 * client only reads the token. Logging in (`useLogin`) is in use-login.ts: only the login and
 * registration forms need it, and with it TanStack Query's mutation hook, which no code of a page's
 * first screen uses (issue 23, initial JS).
 *
 * The session lives in the query cache (`[siteId, 'session']`: the server renders it, the loaders
 * gate pages on it); every change is written there. `useSession` reads it from session-store.ts, the
 * cache's mirror that `SessionProvider` connects: any React root of the page reads the same session
 * at once, without the router or the query cache (docs/decisions/011-first-screen-javascript.md).
 *
 * Ending a session — logout, a 401 from any call, a deleted account — is one path (`endSession`):
 * both cookies go (same path and domain as written), the session becomes anonymous, and every
 * user-scoped query is dropped from the cache (`[siteId, 'user', …]`), so nothing of the previous
 * user can be shown again.
 */
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { UserMe } from '@/api/generated/types';
import { sessionQueryOptions } from '@/api/queries/user';
import { useI18n } from '@/features/i18n/use-i18n';
import { showToast } from '@/ui/ui-events';
import { connectSessionStore, endSession, updateSession } from './session-store';
import { sessionOf } from './session-mirror';
import { ServerSessionContext, useSession } from './current-session';

/** Shown only after a session ended on a 401: its code and words load then, not with every page. */
const SessionExpiredNotice = lazy(() => import('./session-expired-notice'));

export { isAdminUser, type Session } from './session-mirror';
export { useSession };

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  /** The parent domain the login cookies are set on (app config `cookieDomain`); host-only when absent. */
  cookieDomain?: string | null | undefined;
  children: ReactNode;
}

/**
 * Mount once inside the router (the notice after a 401 links to the login): connects the session
 * store to the page's query cache (session-store.ts: the session's mirror; login, logout and profile
 * changes from any root; the session asked again after hydration when a login cookie is there; a 401
 * from any query or mutation ends the session) and shows, after a 401, a notice offering to log in
 * again while the page stays as it is. Its query observer keeps the session query in the cache.
 */
export function SessionProvider({ cookieDomain, children }: SessionProviderProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data } = useQuery(sessionQueryOptions(api));
  const [expired, setExpired] = useState(false);
  // The session this page was rendered with, read once: what every useSession shows while hydrating.
  const [rendered] = useState(() => sessionOf(queryClient.getQueryState(sessionQueryOptions(api).queryKey)));

  useEffect(
    () => connectSessionStore({ queryClient, api, cookieDomain, onEnd: (reason) => setExpired(reason === 'expired') }, rendered),
    [api, queryClient, cookieDomain, rendered],
  );

  return (
    <ServerSessionContext value={rendered}>
      {children}
      {expired && !data?.logged ? (
        <Suspense fallback={null}>
          <SessionExpiredNotice onClose={() => setExpired(false)} />
        </Suspense>
      ) : null}
    </ServerSessionContext>
  );
}

function updateSessionUser(user: UserMe): void {
  updateSession({ type: 'userUpdated', user });
}

/** Record a profile change in the session (the header shows the new first name at once). */
export function useUpdateSessionUser(): (user: UserMe) => void {
  return updateSessionUser;
}

/**
 * Log out: removes both cookies, forgets the user and every user-scoped query, and says so in a toast
 * (`message` replaces the default text, e.g. after deleting the account).
 */
export function useLogout(): (message?: string) => void {
  const { t } = useI18n();
  return useCallback(
    (message?: string) => {
      endSession(message ? 'deleted' : 'logout');
      showToast({ message: message ?? t('account.loggedOut'), tone: 'success' });
    },
    [t],
  );
}
