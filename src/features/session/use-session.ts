/** The visitor's session as components see it: the user (or null), logged-in and admin flags. */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { currentUserQueryOptions } from '@/api/queries/user';
import type { UserMe } from '@/api/generated/types';

/** Roles that see the admin panel and block diagnostics (SPEC §6). */
export const ADMIN_ROLES: ReadonlySet<UserMe['role']> = new Set(['ADMIN', 'SUPER_ADMIN']);

/** The one admin rule (SPEC §6): true when the user's role is an admin role. */
export function isAdminUser(user: UserMe | null | undefined): boolean {
  return user?.role !== undefined && ADMIN_ROLES.has(user.role);
}

export interface Session {
  user: UserMe | null;
  isLoggedIn: boolean;
  isAdmin: boolean;
  isLoading: boolean;
}

/** Current session from `GET /user` (no request for anonymous visitors). */
export function useSession(): Session {
  const api = useApi();
  const { data, isLoading } = useQuery(currentUserQueryOptions(api));
  const user = data ?? null;
  return { user, isLoggedIn: user !== null, isAdmin: isAdminUser(user), isLoading };
}
