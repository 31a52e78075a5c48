/**
 * One copy of each value in the page's hydration data (issue 23). A loader often returns what
 * `ensureQueryData` gave it (a CMS page's component conf), so the same object sat twice in the
 * page: in React Router's loader data and in the dehydrated query cache (6 KB of the home's HTML).
 * The server writes it once, in the cache, and leaves `{ "$query": <queryHash> }` in the loader
 * data; the browser puts the cache's value back before the router reads it. Nothing is lost: the
 * cache keeps every query, the loader data gets every value back. And which queries go at all
 * (`pageQueries`): a raw answer whose smaller views are sent instead stays out.
 */
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { isKeptOutOfPage } from '@/api/query-client';

/**
 * The queries a page hands the browser: the finished ones (a failed one too: the page rendered its
 * failure, and the browser must render the same), except those marked `keptOutOfPage` (a raw
 * answer whose smaller views are sent instead; `src/api/queries/site.ts`).
 */
export function pageQueries(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => (query.state.status === 'success' || query.state.status === 'error') && !isKeptOutOfPage(query),
  });
}

/** The key of a reference to a dehydrated query's data. */
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
 * Server: `loaderData` with every object that is also a dehydrated query's data (the same object,
 * as `ensureQueryData` returns it) replaced by a reference to that query.
 */
export function referenceQueryData(loaderData: LoaderData, queries: DehydratedState): LoaderData {
  const hashes = new Map<unknown, string>();
  for (const query of queries.queries) if (typeof query.state.data === 'object' && query.state.data !== null) hashes.set(query.state.data, query.queryHash);
  if (hashes.size === 0) return loaderData;
  return Object.fromEntries(
    Object.entries(loaderData).map(([id, data]) => [id, mapTree(data, (node) => (hashes.has(node) ? { [REF_KEY]: hashes.get(node) } : node))]),
  );
}

/** Browser: the loader data the server referenced, each reference replaced by its query's data. */
export function resolveQueryData(loaderData: LoaderData, queries: DehydratedState): LoaderData {
  const data = new Map<string, unknown>(queries.queries.map((query) => [query.queryHash, query.state.data]));
  const resolve = (node: object): unknown => {
    if (!isPlainObject(node)) return node;
    const keys = Object.keys(node);
    const hash = node[REF_KEY];
    return keys.length === 1 && typeof hash === 'string' && data.has(hash) ? data.get(hash) : node;
  };
  return Object.fromEntries(Object.entries(loaderData).map(([id, value]) => [id, mapTree(value, resolve)]));
}
