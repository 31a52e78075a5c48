/**
 * The query cache a server-rendered page hands the browser, and how it is written: the one module
 * for that format, on both sides (the server's `pageQueries` and `referenceQueryData`, the
 * browser's `dehydratedStateOf` and `resolveQueryData`, src/app/main.tsx).
 *
 * Which queries go (`pageQueries`): the finished ones (a failed one too: the page rendered its
 * failure, and the browser must render the same), except those marked `keptOutOfPage` (a raw answer
 * whose smaller views are sent instead; `src/api/queries/site.ts`).
 *
 * How (issue 37, the HTML's weight): as {@link PageQueries}, each query its key and its data, one
 * clock for all. TanStack Query's `dehydrate` wrote ≈ 300 B more per query (its hash — the key
 * again, as a string —, the time of each fetch and of the dehydration, a dozen counters and flags
 * that are the same for every query a page carries); the browser rebuilds that shape
 * (`dehydratedStateOf`) before `hydrate`: the cache it gets is the one it got before, each query
 * fresh from the moment the server fetched it (its `staleTime` counts from there: nothing is
 * fetched again on start).
 *
 * One copy of each value (issue 23): a loader often returns what `ensureQueryData` gave it (a CMS
 * page's component conf), so the same object sat twice in the page, in React Router's loader data
 * and in the cache. The server writes it once, in the cache, and leaves `{ "$query": <index> }` (its
 * place in `data`) in the loader data; the browser puts the cache's value back before the router
 * reads it.
 */
import { hashKey, type DehydratedState, type QueryClient, type QueryKey, type QueryState } from '@tanstack/react-query';
import { isKeptOutOfPage } from '@/api/query-client';

/** The page's query cache as its data block carries it (`ServerState.queries`, ./state.ts). */
export interface PageQueries {
  /** When the oldest of these queries was answered (ms since the epoch): each one's "updated at" in the browser. */
  fetchedAt: number;
  /** The queries that succeeded: `[queryKey, data]`. */
  data: Array<[queryKey: QueryKey, data: unknown]>;
  /**
   * The queries that failed: `[queryKey, error]` (`[queryKey, error, data]` for one that had data
   * before it failed). Absent when none did. The error crosses as JSON writes it (its own fields),
   * as `dehydrate`'s did.
   */
  failed?: Array<[queryKey: QueryKey, error: Error | null, data?: unknown]>;
}

/** Server: the queries the page hands the browser (see the module's header), as the page writes them. */
export function pageQueries(queryClient: QueryClient): PageQueries {
  const sent = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => (query.state.status === 'success' || query.state.status === 'error') && !isKeptOutOfPage(query))
    // In the order of their keys, not of their creation: which loader or block asked first depends on
    // timing (answers from the cache or the API, other renders at once), and the same page must be the same bytes.
    .sort((a, b) => (a.queryHash < b.queryHash ? -1 : a.queryHash > b.queryHash ? 1 : 0));
  const times = sent.map((query) => (query.state.status === 'success' ? query.state.dataUpdatedAt : query.state.errorUpdatedAt));
  const data: PageQueries['data'] = [];
  const failed: NonNullable<PageQueries['failed']> = [];
  for (const { queryKey, state } of sent) {
    if (state.status === 'success') data.push([queryKey, state.data]);
    else failed.push(state.data === undefined ? [queryKey, state.error] : [queryKey, state.error, state.data]);
  }
  return { fetchedAt: times.length > 0 ? Math.min(...times) : Date.now(), data, ...(failed.length > 0 ? { failed } : {}) };
}

/** What TanStack Query's state of a query is before any fetch (the fields the page does not carry). */
const BLANK: Omit<QueryState, 'data' | 'status'> = {
  dataUpdateCount: 0,
  dataUpdatedAt: 0,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  fetchStatus: 'idle',
};

/**
 * Browser: the page's queries in the shape `hydrate` takes, as `dehydrate` wrote them on the server
 * (one fetch each, answered at `fetchedAt`; the query's hash is its key's, as the cache computes it).
 */
export function dehydratedStateOf({ fetchedAt, data, failed = [] }: PageQueries): DehydratedState {
  const succeeded = data.map(([queryKey, value]) => ({
    queryKey,
    queryHash: hashKey(queryKey),
    dehydratedAt: fetchedAt,
    state: { ...BLANK, data: value, dataUpdateCount: 1, dataUpdatedAt: fetchedAt, status: 'success' as const },
  }));
  const errors = failed.map(([queryKey, error, value]) => ({
    queryKey,
    queryHash: hashKey(queryKey),
    dehydratedAt: fetchedAt,
    state: {
      ...BLANK,
      data: value,
      ...(value === undefined ? {} : { dataUpdateCount: 1, dataUpdatedAt: fetchedAt }),
      error,
      errorUpdateCount: 1,
      errorUpdatedAt: fetchedAt,
      fetchFailureCount: 1,
      fetchFailureReason: error,
      // As TanStack Query marks a query whose fetch failed.
      isInvalidated: true,
      status: 'error' as const,
    },
  }));
  return { mutations: [], queries: [...succeeded, ...errors] };
}

/** The key of a reference to a query's data. */
const REF_KEY = '$query';

type LoaderData = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Rebuild `value` with `replace` applied to every array and plain object inside (depth first, from the top). */
function mapTree(value: unknown, replace: (node: object) => unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const replaced = replace(value);
  if (replaced !== value) return replaced;
  if (Array.isArray(value)) return value.map((item) => mapTree(item, replace));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapTree(item, replace)]));
}

/**
 * Server: `loaderData` with every object that is also a query's data in `queries` (the same object,
 * as `ensureQueryData` returns it) replaced by a reference to that query.
 */
export function referenceQueryData(loaderData: LoaderData, queries: PageQueries): LoaderData {
  const places = new Map<unknown, number>();
  queries.data.forEach(([, data], index) => {
    if (typeof data === 'object' && data !== null && !places.has(data)) places.set(data, index);
  });
  if (places.size === 0) return loaderData;
  return Object.fromEntries(
    Object.entries(loaderData).map(([id, data]) => [id, mapTree(data, (node) => (places.has(node) ? { [REF_KEY]: places.get(node) } : node))]),
  );
}

/** Browser: the loader data the server referenced, each reference replaced by its query's data. */
export function resolveQueryData(loaderData: LoaderData, queries: PageQueries): LoaderData {
  const resolve = (node: object): unknown => {
    if (!isPlainObject(node)) return node;
    const place = node[REF_KEY];
    const entry = typeof place === 'number' && Object.keys(node).length === 1 ? queries.data[place] : undefined;
    return entry ? entry[1] : node;
  };
  return Object.fromEntries(Object.entries(loaderData).map(([id, value]) => [id, mapTree(value, resolve)]));
}
