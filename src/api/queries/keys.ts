import type { ApiClient } from '../client';

/** Tenant-scoped query key: `[siteId, resource, …]` (DESIGN.md §5), so two tenants never share cache. */
export function tenantKey<const T extends readonly unknown[]>(api: Pick<ApiClient, 'siteId'>, ...parts: T): readonly [number, ...T] {
  return [api.siteId, ...parts] as const;
}
