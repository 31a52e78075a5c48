/**
 * The one query-key scheme of Vitrine (DESIGN.md §5). A query of one call of the contract is keyed
 *
 *     [siteId, callId, pathParams | null, query | null]            public calls (`auth: none`)
 *     [siteId, 'user', callId, pathParams | null, query | null]    calls that need a login
 *
 * - `siteId` first: two tenants never share a cache entry, and `[siteId]` clears a tenant.
 * - `'user'`: everything that depends on who is logged in sits under one prefix
 *   (`userScopeKey`), so logout drops it all at once and nothing of the previous user stays.
 * - `callId` is the contract's call name (`schemas/calls.json`: `getPage`, `getNews`…): one resource,
 *   one name, the same in the client, the demo API and the keys.
 * - then the call's path parameters and its query string (list queries: the parameters built by
 *   `src/lib/list-query.ts`), `null` when the call has none.
 * - A query that combines calls names itself right after the site id (the session:
 *   `[siteId, 'session']`), never the name of a call.
 *
 * Keys are hierarchical, so invalidation goes by prefix:
 *   `queryClient.invalidateQueries({ queryKey: callKeyPrefix(api, 'getNews') })` refreshes every news
 *   list; `callKeyPrefix(api, 'getBlog', { id: 12 })` one article. Build keys only with these helpers
 *   (the factories of this folder do): never write a key by hand.
 */
import type { ApiClient } from '../client';
import { callDefs, type CallId } from '../generated/calls';

/** Tenant-scoped key `[siteId, …parts]`: the base of every key (use the helpers below). */
export function tenantKey<const T extends readonly unknown[]>(api: Pick<ApiClient, 'siteId'>, ...parts: T): readonly [number, ...T] {
  return [api.siteId, ...parts] as const;
}

/**
 * Prefix of every query whose answer depends on who is logged in (`[siteId, 'user', …]`): the
 * member's profile, newsletter, orders, admin data. Logout and an expired session drop them all with
 * one `removeQueries({ queryKey: userScopeKey(api) })`. Calls the contract marks `auth: user | admin`
 * are keyed under it by {@link callKey}.
 */
export function userScopeKey(api: Pick<ApiClient, 'siteId'>): readonly [number, 'user'] {
  return tenantKey(api, 'user');
}

/** The scope of a call: `[siteId]`, or `[siteId, 'user']` when the call needs a login. */
function scopeOf(api: Pick<ApiClient, 'siteId'>, id: CallId): readonly unknown[] {
  return callDefs[id].auth === 'none' ? tenantKey(api) : userScopeKey(api);
}

/** The full key of one call with its arguments. */
export function callKey(api: Pick<ApiClient, 'siteId'>, id: CallId, pathParams?: object | null, query?: object | null): readonly unknown[] {
  return [...scopeOf(api, id), id, pathParams ?? null, query ?? null];
}

/**
 * A key prefix for invalidation: every query of a call (`callKeyPrefix(api, 'getNews')`), or of a
 * call with these path parameters (`callKeyPrefix(api, 'getBlog', { id: 12 })`).
 */
export function callKeyPrefix(api: Pick<ApiClient, 'siteId'>, id: CallId, pathParams?: object | null): readonly unknown[] {
  return pathParams === undefined ? [...scopeOf(api, id), id] : [...scopeOf(api, id), id, pathParams];
}
