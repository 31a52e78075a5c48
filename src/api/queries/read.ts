/**
 * One factory for every read (GET) call of the contract, keyed by the one scheme of `keys.ts`
 * (`[siteId, callId, pathParams, query]`, login-only calls under `[siteId, 'user', …]`): `readQueryOptions(api, 'getPage', { pathParams: { slug } })`.
 * List calls go through `listQueryOptions`, which builds their query string with the one list-query
 * builder (`src/lib/list-query.ts`: `nbItem`, `page`, `orderBy`, prefixed filters, empty values
 * skipped). Named factories, with the spec's defaults (SPEC §9), are in the other files of this folder.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CallArgs, ApiClient, RequestArgs } from '../client';
import type { CallId, Calls } from '../generated/calls';
import { buildListQuery, type ListQuery } from '@/lib/list-query';
import { callKey } from './keys';

/** Calls that read (GET): the ones a query may run. */
export type ReadCallId = { [K in CallId]: K extends `get${string}` | 'searchCities' ? K : never }[CallId];

/** Read calls that are lists (their query has paging). */
export type ListCallId = { [K in ReadCallId]: Calls[K]['query'] extends { nbItem?: unknown; page?: unknown } ? K : never }[ReadCallId];

/** Arguments of a read call, without the abort signal (the query supplies it). */
export type ReadArgs<K extends ReadCallId> = Omit<CallArgs<K>, 'signal'>;

/**
 * How a read is kept: how long it stays fresh (`staleTime`, else the query client's 60 s), and what
 * of the call's answer the cache holds (`view`, else the whole answer). A view is applied once, when
 * the answer arrives (not TanStack's per-observer `select`): what the cache holds is also what a
 * server-rendered page sends in its data block, so fields no page reads (a page's HTML in the menu,
 * the API's bookkeeping) never travel (issue 37). The key stays the call's: invalidating the call
 * by prefix reaches its view.
 */
export interface ReadOptions<K extends ReadCallId, T> {
  staleTime?: number;
  view?: (answer: Calls[K]['data']) => T;
}

/** The query options of a read whose cache holds `T`. */
function readOptions<K extends ReadCallId, T>(api: ApiClient, id: K, args: RequestArgs, { staleTime, view }: ReadOptions<K, T>) {
  return queryOptions({
    queryKey: callKey(api, id, args.pathParams ?? null, args.query ?? null),
    queryFn: async ({ signal }): Promise<T> => {
      const answer = await api.request(id, { ...args, signal });
      // Without a view, `T` is the answer's type (the default of the factories below).
      return view ? view(answer) : (answer as T);
    },
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/**
 * Read options, typed from the call and the view only: `NoInfer` keeps a caller's context
 * (`useQuery({ ...readQueryOptions(…), staleTime: 0 })`) from inferring what the cache holds.
 */
type ReadQueryOptions<K extends ReadCallId, T> = NoInfer<ReturnType<typeof readOptions<K, T>>>;

/** queryOptions for one read call. */
export function readQueryOptions<K extends ReadCallId, T = Calls[K]['data']>(
  api: ApiClient,
  id: K,
  args?: ReadArgs<K>,
  options: ReadOptions<K, T> = {},
): ReadQueryOptions<K, T> {
  const pathParams = args && 'pathParams' in args ? args.pathParams : undefined;
  const query = args && 'query' in args ? args.query : undefined;
  return readOptions(api, id, { pathParams, query }, options);
}

/** Options of a list query: paging, sort and filters (SPEC §3, §7) plus the call's path parameters. */
export interface ListQueryArgs<K extends ListCallId, T> extends ReadOptions<K, T> {
  list?: ListQuery;
  pathParams?: Calls[K]['pathParams'];
}

/**
 * queryOptions for a list call; its query string comes from `buildListQuery` (the key holds the
 * same parameters, so two components asking for the same page share one request).
 */
export function listQueryOptions<K extends ListCallId, T = Calls[K]['data']>(
  api: ApiClient,
  id: K,
  { list = {}, pathParams, ...options }: ListQueryArgs<K, T> = {},
): ReadQueryOptions<K, T> {
  return readOptions(api, id, { pathParams: pathParams ?? undefined, query: Object.fromEntries(buildListQuery(list)) }, options);
}
