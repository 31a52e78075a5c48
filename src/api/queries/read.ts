/**
 * One factory for every read (GET) call of the contract: `readQueryOptions(api, 'getNews', { query })`.
 * Keys are tenant-scoped and hierarchical — `[siteId, callId, pathParams, query]` — so a feature can
 * invalidate one resource by prefix (`[siteId, 'getNews']`). Calls that need a login (`auth` user or
 * admin in the contract) sit under the user scope — `[siteId, 'user', callId, pathParams, query]` —
 * so logout drops them together (`userScopeKey`). Named factories for each resource, with
 * the spec's default paging (SPEC §9), are in content.ts, catalogue.ts and account.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CallArgs, ApiClient } from '../client';
import { callDefs, type CallId, type Calls } from '../generated/calls';
import { tenantKey, userScopeKey } from './keys';

type GetCallId = { [K in CallId]: K extends `get${string}` | 'searchCities' ? K : never }[CallId];

/** Arguments of a read call, without the abort signal (the query supplies it). */
export type ReadArgs<K extends GetCallId> = Omit<CallArgs<K>, 'signal'>;

/** queryOptions for one read call; `staleTime` defaults to the query client's (60 s). */
export function readQueryOptions<K extends GetCallId>(api: ApiClient, id: K, args?: ReadArgs<K>, staleTime?: number) {
  const { pathParams, query } = (args ?? {}) as { pathParams?: unknown; query?: unknown };
  // `call` is typed per call id; with a generic id TypeScript cannot pick the overload, so the one
  // widening happens here and the result is typed back from the contract.
  const call = api.call as (id: CallId, args: { pathParams?: unknown; query?: unknown; signal?: AbortSignal }) => Promise<Calls[K]['data']>;
  return queryOptions({
    queryKey: callDefs[id].auth === 'none' ? tenantKey(api, id, pathParams ?? null, query ?? null) : [...userScopeKey(api), id, pathParams ?? null, query ?? null],
    queryFn: ({ signal }) => call(id, { pathParams, query, signal }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}
