/**
 * One factory for every read (GET) call of the contract, keyed by the one scheme of `keys.ts`
 * (`[siteId, callId, pathParams, query]`, login-only calls under `[siteId, 'user', …]`): `readQueryOptions(api, 'getPage', { pathParams: { slug } })`.
 * List calls go through `listQueryOptions`, which builds their query string with the one list-query
 * builder (`src/lib/list-query.ts`: `nbItem`, `page`, `orderBy`, prefixed filters, empty values
 * skipped). Named factories, with the spec's defaults (SPEC §9), are in the other files of this folder.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CallArgs, ApiClient } from '../client';
import type { CallId, Calls } from '../generated/calls';
import { buildListQuery, type ListQuery } from '@/lib/list-query';
import { callKey } from './keys';

/** Calls that read (GET): the ones a query may run. */
export type ReadCallId = { [K in CallId]: K extends `get${string}` | 'searchCities' ? K : never }[CallId];

/** Read calls that are lists (their query has paging). */
export type ListCallId = { [K in ReadCallId]: Calls[K]['query'] extends { nbItem?: unknown; page?: unknown } ? K : never }[ReadCallId];

/** Arguments of a read call, without the abort signal (the query supplies it). */
export type ReadArgs<K extends ReadCallId> = Omit<CallArgs<K>, 'signal'>;

/** queryOptions for one read call; `staleTime` defaults to the query client's (60 s). */
export function readQueryOptions<K extends ReadCallId>(api: ApiClient, id: K, args?: ReadArgs<K>, staleTime?: number) {
  const pathParams = args && 'pathParams' in args ? args.pathParams : undefined;
  const query = args && 'query' in args ? args.query : undefined;
  return queryOptions({
    queryKey: callKey(api, id, pathParams, query),
    queryFn: ({ signal }) => api.request(id, { pathParams, query, signal }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/** Options of a list query: paging, sort and filters (SPEC §3, §7) plus the call's path parameters. */
export interface ListQueryArgs<K extends ListCallId> {
  list?: ListQuery;
  pathParams?: Calls[K]['pathParams'];
  staleTime?: number;
}

/**
 * queryOptions for a list call; its query string comes from `buildListQuery` (the key holds the
 * same parameters, so two components asking for the same page share one request).
 */
export function listQueryOptions<K extends ListCallId>(api: ApiClient, id: K, { list = {}, pathParams, staleTime }: ListQueryArgs<K> = {}) {
  const query: Record<string, string> = Object.fromEntries(buildListQuery(list));
  return queryOptions({
    queryKey: callKey(api, id, pathParams ?? null, query),
    queryFn: ({ signal }) => api.request(id, { pathParams: pathParams ?? undefined, query, signal }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}
