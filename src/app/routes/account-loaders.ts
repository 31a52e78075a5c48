/**
 * Loaders of the account routes (issue 15). They run on the server as in the browser: the session
 * comes from the query cache (`GET /logged` + `GET /user` when a token travels with the request),
 * never from browser globals, and a redirect is a thrown `redirect()`.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { newsletterListsQueryOptions, newsletterSubscriptionQueryOptions } from '@/api/queries/account';
import { ANONYMOUS_SESSION, sessionQueryOptions, type SessionData } from '@/api/queries/user';
import { loginPath, RETURN_PARAM, safeReturnPath } from '@/lib/return-path';
import { appPathname, loaderContextOf, type LoaderContext } from './loaders';
import { reportError } from '@/lib/report-error';

/** Where a member lands after logging in when no page asked for it. */
export const PERSONAL_SPACE_PATH = '/mon-compte';

/**
 * Route handle of the visitor's private pages (login, password reset): `noindex`, and the server
 * sends them `Cache-Control: private, no-store`.
 */
export const PRIVATE_PAGE_HANDLE = { cache: 'private' } as const;

/** Route handle of pages that need a login (personal space): private, and left at logout. */
export const MEMBER_PAGE_HANDLE = { cache: 'private', requiresLogin: true } as const;

/** The session, anonymous when it cannot be checked (the page then offers the login). */
export async function loadSession({ api, queryClient }: LoaderContext): Promise<SessionData> {
  try {
    return await queryClient.ensureQueryData(sessionQueryOptions(api));
  } catch (error) {
    reportError(error, { where: 'session check' });
    return ANONYMOUS_SESSION;
  }
}

/** `/auth`: a logged-in member has nothing to do here and goes where they were heading. */
export async function authLoader(args: LoaderFunctionArgs): Promise<null> {
  const session = await loadSession(loaderContextOf(args));
  if (session.logged) throw redirect(safeReturnPath(new URL(args.request.url).searchParams.get(RETURN_PARAM), PERSONAL_SPACE_PATH));
  return null;
}

/**
 * Wrap the loader of a page that needs a login: an anonymous visitor is sent to `/auth`, which brings
 * them back here after logging in.
 */
export function requireLogin<T>(load: (context: LoaderContext, session: SessionData) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    const context = loaderContextOf(args);
    const session = await loadSession(context);
    if (!session.logged) {
      // The return path inside the app, as the login page reads it (the router adds the locale
      // prefix): `/en/mon-compte` came back to `/en/en/mon-compte`, a 404.
      throw redirect(loginPath(`${appPathname(context, args.request)}${new URL(args.request.url).search}`));
    }
    return load(context, session);
  };
}

/**
 * `/mon-compte`: members only. The profile is the session's user (already loaded); the newsletter
 * lists and subscription start loading here but do not hold the page (the section shows its own
 * loading state).
 */
export const personalSpaceLoader = requireLogin(async ({ api, queryClient }) => {
  // prefetchQuery never throws: a failure stays in the cache for the section to show and retry.
  void queryClient.prefetchQuery(newsletterListsQueryOptions(api));
  void queryClient.prefetchQuery(newsletterSubscriptionQueryOptions(api));
  return null;
});
