/**
 * The session as every React root of the page reads it (`useSession`, current-session.tsx): the
 * page's one value and its subscribers, with no code of the query cache — the islands entry
 * (src/app/islands/main.tsx) reads it without loading TanStack Query (decision 011, step 3). Only the
 * session store (session-store.ts), the query cache's mirror, publishes it; until a `SessionProvider`
 * has connected that store there is no session here, and a root reads the one it was rendered with.
 */
import type { QueryState } from '@tanstack/react-query';
import type { UserMe } from '@/api/generated/types';
import type { SessionData } from '@/api/queries/user';

/** Roles that see the admin panel and block diagnostics (SPEC §6). */
const ADMIN_ROLES: ReadonlySet<UserMe['role']> = new Set(['ADMIN', 'SUPER_ADMIN']);

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

/** The session of a cache's session query state (undefined: never asked). */
export function sessionOf(state: QueryState<SessionData> | undefined): Session {
  const user = state?.data?.logged ? state.data.user : null;
  return { user, isLoggedIn: user !== null, isAdmin: isAdminUser(user), isLoading: !state?.data && state?.fetchStatus === 'fetching' };
}

/** Nobody logged in (also what a root that no `SessionProvider` wraps was rendered with). */
export const ANONYMOUS: Session = sessionOf(undefined);

let current: Session | null = null;
const listeners = new Set<() => void>();

/** The session in this browser, or null until a `SessionProvider` has connected the store. */
export function getSession(): Session | null {
  return current;
}

/** Subscribes to session changes (useSyncExternalStore). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The store's one way to change the session (session-store.ts): the subscribers hear of a new one. */
export function publishSession(next: Session): void {
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
}
