/** The visitor's session as components see it: the user (or null), logged-in and admin flags. */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { currentUserQueryOptions } from '@/api/queries/user';

/** Roles that see the admin panel and block diagnostics (SPEC §6). */
export const ADMIN_ROLES: ReadonlySet<string> = new Set(['ADMIN', 'SUPER_ADMIN']);

export interface Session {
  user: { id: number; email: string; role?: string | null } | null;
  isLoggedIn: boolean;
  isAdmin: boolean;
  isLoading: boolean;
}

/** Current session from `GET /user` (no request for anonymous visitors). */
export function useSession(): Session {
  const api = useApi();
  const { data, isLoading } = useQuery(currentUserQueryOptions(api));
  const user = data ?? null;
  const role = user && 'role' in user && typeof user.role === 'string' ? user.role : null;
  return { user, isLoggedIn: user !== null, isAdmin: role !== null && ADMIN_ROLES.has(role), isLoading };
}
