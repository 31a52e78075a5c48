/**
 * Who a request's login token belongs to, read by the server without a query cache nor React (the
 * server app's gate of a site under construction, src/app/server/app.ts): the browser reads the same
 * through the session query (src/api/queries/user.ts).
 */
import type { ApiClient } from './client';
import type { UserMe } from './generated/types';

/** The signed-in user of `api`'s token; null when there is no token, a stale one, or no answer. */
export async function signedInUser(api: ApiClient): Promise<UserMe | null> {
  if (!api.hasToken()) return null;
  return api.call('getUser').catch(() => null);
}
