// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from '@/api/query-client';
import { dehydratedStateOf, pageQueries, referenceQueryData, resolveQueryData, type PageQueries } from './hydration-refs';

/** A cache holding a conf as `ensureQueryData` leaves it, and loader data that returns the same object. */
async function page() {
  const client = new QueryClient();
  const conf = { slug: 'accueil', blocks: [{ id: 'hero', component: 'hero', props: { title: 'Bienvenue' } }] };
  const tree = [{ id: 1, url: 'accueil' }];
  await client.ensureQueryData({ queryKey: ['tree'], queryFn: () => Promise.resolve(tree) });
  const fetched = await client.ensureQueryData({ queryKey: ['conf', 'accueil'], queryFn: () => Promise.resolve(conf) });
  const loaderData = { 'root': null, '0-0': { slug: 'accueil', canonicalPath: '/', conf: fetched, extra: { list: [1, 2], label: 'x' } } };
  return { client, loaderData, queries: pageQueries(client), conf };
}

/** What the browser reads back: the page's JSON, parsed. */
const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('hydration refs', () => {
  it('writes a value the loader data shares with the cache once, and the browser gets it back whole', async () => {
    const { loaderData, queries, conf } = await page();
    const written = referenceQueryData(loaderData, queries);
    const html = JSON.stringify({ router: written, queries });
    // The conf's text appears once in what the page carries.
    expect(html.split('Bienvenue')).toHaveLength(2);
    expect(written['0-0']).toEqual({ slug: 'accueil', canonicalPath: '/', conf: { $query: 0 }, extra: { list: [1, 2], label: 'x' } });
    // The browser parses the page's JSON and puts the cache's value back.
    const parsed = JSON.parse(html) as { router: Record<string, unknown>; queries: PageQueries };
    expect(resolveQueryData(parsed.router, parsed.queries)).toEqual({ ...loaderData, '0-0': { ...loaderData['0-0'], conf } });
  });

  it('leaves loader data alone when it shares nothing with the cache, and an unknown reference as it is', async () => {
    const { queries } = await page();
    const own = { '0': { title: 'Blog', posts: [{ id: 1 }] } };
    expect(referenceQueryData(own, queries)).toEqual(own);
    const unknown = { '0': { conf: { $query: 7 } }, '1': { conf: { $query: 0, other: true } } };
    expect(resolveQueryData(unknown, queries)).toEqual(unknown);
  });
});

describe('the page’s queries', () => {
  it('are written as key and data, one clock for all: a few bytes per query besides them', async () => {
    const { client, queries } = await page();
    const entries = queries.data.map(([key, data]) => JSON.stringify(key).length + JSON.stringify(data).length);
    const overhead = JSON.stringify(queries).length - entries.reduce((sum, size) => sum + size, 0);
    expect(queries.data.map(([key]) => key)).toEqual([['conf', 'accueil'], ['tree']]);
    expect(overhead).toBeLessThanOrEqual(40 + 5 * queries.data.length);
    // TanStack Query's own dehydration wrote ≈ 300 bytes more per query.
    expect(JSON.stringify(dehydrate(client)).length - JSON.stringify(queries).length).toBeGreaterThan(250 * queries.data.length);
  });

  it('are written in the order of their keys, whichever was asked first: the same page is the same bytes', async () => {
    const filled = async (keys: string[][]) => {
      const client = new QueryClient();
      for (const key of keys) await client.ensureQueryData({ queryKey: key, queryFn: () => Promise.resolve(key.join('/')) });
      return JSON.stringify({ ...pageQueries(client), fetchedAt: 0 });
    };
    const keys = [['tree'], ['conf', 'accueil'], ['news', 'promoted'], ['product', '15']];
    expect(await filled([...keys].reverse())).toBe(await filled(keys));
  });

  it('hydrate the browser’s cache as dehydrate did: same data and errors, fresh, and nothing fetched on start', async () => {
    const server = createQueryClient({ server: true });
    const conf = { slug: 'accueil', blocks: [] };
    await server.ensureQueryData({ queryKey: [51, 'conf'], queryFn: () => Promise.resolve(conf) });
    const failure = Object.assign(new Error('Introuvable'), { status: 404 });
    await server.prefetchQuery({ queryKey: [51, 'page', 'nulle-part'], queryFn: () => Promise.reject(failure) });
    server.getQueryCache().build(server, { queryKey: [51, 'pending'], queryFn: () => new Promise(() => undefined) });

    const before = createQueryClient();
    hydrate(before, roundTrip(dehydrate(server, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' })));
    const after = createQueryClient();
    const written = roundTrip(pageQueries(server));
    expect(written.failed?.map(([key]) => key)).toEqual([[51, 'page', 'nulle-part']]);
    hydrate(after, dehydratedStateOf(written));

    for (const key of [
      [51, 'conf'],
      [51, 'page', 'nulle-part'],
    ]) {
      const { dataUpdatedAt, errorUpdatedAt, ...state } = after.getQueryState(key) ?? {};
      const { dataUpdatedAt: dataAt, errorUpdatedAt: errorAt, ...expected } = before.getQueryState(key) ?? {};
      expect(state, JSON.stringify(key)).toEqual(expected);
      // The clock of the oldest answer: never later than the query's own.
      expect(dataUpdatedAt).toBeLessThanOrEqual(dataAt ?? 0);
      expect(Boolean(dataUpdatedAt)).toBe(Boolean(dataAt));
      expect(errorUpdatedAt).toBeLessThanOrEqual(errorAt ?? 0);
    }
    expect(after.getQueryState([51, 'pending'])).toBeUndefined();
    // A component reading the conf on start finds it fresh (staleTime 60 s): no request.
    let fetched = 0;
    const observer = new QueryObserver(after, {
      queryKey: [51, 'conf'],
      queryFn: () => {
        fetched += 1;
        return conf;
      },
      staleTime: 60_000,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult()).toMatchObject({ data: conf, isStale: false, fetchStatus: 'idle' });
    unsubscribe();
    expect(fetched).toBe(0);
  });
});
