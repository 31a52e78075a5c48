/** The signed-in visitor: the session (SPEC §4 logged-in flag) and the member's own data. */
import { queryOptions } from '@tanstack/react-query';
import { callDefs, type CallId } from '../generated/calls';
import type { UserMe } from '../generated/types';
import { ApiError } from '../api-error';
import type { ApiClient } from '../client';
import { tenantKey } from './keys';

/** Who the visitor is, as far as the server knows. */
export interface SessionData {
  /** The logged-in flag (SPEC §4): false until a login, or until `GET /logged` says true. */
  logged: boolean;
  /** The member (`GET /user`), or null when anonymous. */
  user: UserMe | null;
  /**
   * A token was sent but the server no longer knows it (expired, revoked): the login cookies are stale
   * and the browser removes them.
   */
  staleToken: boolean;
}

/** The anonymous session. */
export const ANONYMOUS_SESSION: SessionData = { logged: false, user: null, staleToken: false };

/**
 * The session at start-up (browser and server alike): without a token nobody can be logged in, so no
 * call is made; with one, `GET /logged` (the flag) and `GET /user` (the member, for the header and
 * the role) run in parallel. Keyed outside the user scope: logout replaces it rather than dropping it.
 */
export function sessionQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: tenantKey(api, 'session'),
    queryFn: async ({ signal }): Promise<SessionData> => {
      if (!api.hasToken()) return ANONYMOUS_SESSION;
      const [logged, user] = await Promise.all([
        api.call('getLogged', { signal }),
        // A stale token answers 401 here: that is what `GET /logged` reports too, not a failure.
        api.call('getUser', { signal }).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 401) return null;
          throw error;
        }),
      ]);
      return logged && user ? { logged: true, user, staleToken: false } : { ...ANONYMOUS_SESSION, staleToken: true };
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * True when `error` means the session is over: a 401 on a call that needs a login. (A 401 from a
 * public call, such as a refused login on some APIs, says nothing about the session.)
 */
export function endsSession(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  return isCallId(error.callId) && callDefs[error.callId].auth !== 'none';
}

function isCallId(id: string): id is CallId {
  return Object.hasOwn(callDefs, id);
}
