import type { ApiClient } from '../client';

/** Tenant-scoped query key: `[siteId, resource, …]` (DESIGN.md §5), so two tenants never share cache. */
export function tenantKey<const T extends readonly unknown[]>(api: Pick<ApiClient, 'siteId'>, ...parts: T): readonly [number, ...T] {
  return [api.siteId, ...parts] as const;
}

/**
 * Prefix of every query whose answer depends on who is logged in (`[siteId, 'user', …]`): the
 * member's profile, newsletter, orders, admin data. Logout and an expired session drop them all with
 * one `removeQueries({ queryKey: userScopeKey(api) })`, so nothing of the previous user stays in the
 * cache. Calls the contract marks `auth: user | admin` are keyed under it by `readQueryOptions`.
 */
export function userScopeKey(api: Pick<ApiClient, 'siteId'>): readonly [number, 'user'] {
  return tenantKey(api, 'user');
}
