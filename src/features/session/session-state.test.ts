// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_SESSION } from '@/api/queries/user';
import { sessionReducer } from './session-state';

const marie = { id: 2, email: 'marie.lefebvre@exemple.fr', firstname: 'Marie', lastname: 'Lefebvre', phone: null, birthdate: null, role: 'USER' as const };

describe('sessionReducer', () => {
  it('starts anonymous and logs in with the user', () => {
    const state = sessionReducer(undefined, { type: 'loggedIn', user: marie });
    expect(state).toEqual({ logged: true, user: marie, staleToken: false });
  });

  it('clears a stale token flag when a login succeeds', () => {
    expect(sessionReducer({ ...ANONYMOUS_SESSION, staleToken: true }, { type: 'loggedIn', user: marie }).staleToken).toBe(false);
  });

  it('updates the profile of a logged-in member only', () => {
    const logged = sessionReducer(undefined, { type: 'loggedIn', user: marie });
    const renamed = { ...marie, firstname: 'Marie-Anne' };
    expect(sessionReducer(logged, { type: 'userUpdated', user: renamed }).user?.firstname).toBe('Marie-Anne');
    expect(sessionReducer(ANONYMOUS_SESSION, { type: 'userUpdated', user: renamed })).toEqual(ANONYMOUS_SESSION);
  });

  it('ends: flag false, no user', () => {
    const logged = sessionReducer(undefined, { type: 'loggedIn', user: marie });
    expect(sessionReducer(logged, { type: 'ended' })).toEqual({ logged: false, user: null, staleToken: false });
  });

  it('never mutates the previous state', () => {
    const logged = Object.freeze(sessionReducer(undefined, { type: 'loggedIn', user: marie }));
    sessionReducer(logged, { type: 'ended' });
    expect(logged.logged).toBe(true);
  });
});
