/**
 * The session's transitions (SPEC §4 logged-in flag), pure: the flag starts false, becomes true after
 * a login or when the server reports the visitor as logged in (the start-up `GET /logged`, in
 * `sessionQueryOptions`), and logout — or a 401, or a deleted account — resets it and clears the
 * user. The state itself lives in the query cache (`[siteId, 'session']`), so the server can render
 * it and hand it to the browser with the rest of the cache; components read it through
 * session-store.ts (`updateSession` applies this reducer there).
 */
import { produce } from 'immer';
import { ANONYMOUS_SESSION, type SessionData } from '@/api/queries/user';
import type { UserMe } from '@/api/generated/types';

/** Something that changes the session. */
export type SessionAction =
  | { type: 'loggedIn'; user: UserMe }
  /** The member's profile changed (PUT /user answers the new one). */
  | { type: 'userUpdated'; user: UserMe }
  /** Logout, expired session (401) or deleted account: everything about the user goes. */
  | { type: 'ended' };

/** The next session after `action`; `undefined` (nothing known yet) counts as anonymous. */
export function sessionReducer(state: SessionData | undefined, action: SessionAction): SessionData {
  return produce(state ?? ANONYMOUS_SESSION, (draft) => {
    switch (action.type) {
      case 'loggedIn':
        draft.logged = true;
        draft.user = action.user;
        draft.staleToken = false;
        break;
      case 'userUpdated':
        // A late answer after logout must not bring the user back.
        if (draft.logged) draft.user = action.user;
        break;
      case 'ended':
        return ANONYMOUS_SESSION;
    }
  });
}
