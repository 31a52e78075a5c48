/**
 * The one query-key scheme of Vitrine (DESIGN.md §5). Every query of the app is keyed
 *
 *     [siteId, callId, pathParams | null, query | null]
 *
 * - `siteId` first: two tenants never share a cache entry, and `[siteId]` clears a tenant.
 * - `callId` is the contract's call name (`schemas/calls.json`: `getPage`, `getNews`…): one resource,
 *   one name, the same in the client, the demo API and the keys.
 * - then the call's path parameters and its query string (list queries: the parameters built by
 *   `src/lib/list-query.ts`), `null` when the call has none.
 *
 * Keys are hierarchical, so invalidation goes by prefix:
 *   `queryClient.invalidateQueries({ queryKey: callKeyPrefix(api, 'getNews') })` refreshes every news
 *   list; `callKeyPrefix(api, 'getBlog', { id: 12 })` one article. Build keys only with these helpers
 *   (query factories in this folder do): never write a key by hand.
 */
import type { ApiClient } from '../client';
import type { CallId } from '../generated/calls';

/** The full key of one call with its arguments. */
export function callKey<const K extends CallId>(api: Pick<ApiClient, 'siteId'>, id: K, pathParams?: object | null, query?: object | null): readonly [number, K, object | null, object | null] {
  return [api.siteId, id, pathParams ?? null, query ?? null];
}

/**
 * A key prefix for invalidation: every query of a call (`callKeyPrefix(api, 'getNews')`), or of a
 * call with these path parameters (`callKeyPrefix(api, 'getBlog', { id: 12 })`).
 */
export function callKeyPrefix(api: Pick<ApiClient, 'siteId'>, id: CallId, pathParams?: object | null): readonly unknown[] {
  return pathParams === undefined ? [api.siteId, id] : [api.siteId, id, pathParams];
}
