/**
 * Logging in (SPEC §4): `useLogin` and what its callers tell apart. Apart from use-session.tsx so
 * that the mutation hook it needs loads with the login and registration forms, not with every page.
 */
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { ApiError } from '@/api/api-error';
import { loginMutation } from '@/api/mutations/session';
import { loginCookies, writeCookies } from './session-cookies';
import { dropUserData, sessionCookieScope, updateSession } from './session-store';

/** Thrown when the browser refused the login cookie (cookies blocked, wrong cookie domain); the form says so in the page's language. */
export class CookieRefusedError extends Error {
  override readonly name = 'CookieRefusedError';
  constructor() {
    super('The browser refused the login cookie');
  }
}

/**
 * Log in (`POST /login`): stores `data.token` and `data.idSite` in the login cookies, then reads the
 * member (`GET /user`, now authorised) into the session. Anything cached for a previous user is
 * dropped first. Resolves with the member.
 */
export function useLogin() {
  const api = useApi();
  return useMutation({
    ...loginMutation(api, (token, idSite) => {
      writeCookies(loginCookies(token, idSite, sessionCookieScope()));
      if (!api.hasToken()) throw new CookieRefusedError();
      dropUserData();
    }),
    onSuccess: (user) => updateSession({ type: 'loggedIn', user }),
  });
}

/** True when `error` is the API refusing a login or identifier/password pair (not a technical failure). */
export function isRefusedCredentials(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 401 || error.status === 403);
}
