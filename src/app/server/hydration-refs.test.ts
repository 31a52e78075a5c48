// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { referenceQueryData, resolveQueryData } from './hydration-refs';

/** A cache holding a conf as `ensureQueryData` leaves it, and loader data that returns the same object. */
async function page() {
  const client = new QueryClient();
  const conf = { slug: 'accueil', blocks: [{ id: 'hero', component: 'hero', props: { title: 'Bienvenue' } }] };
  const tree = [{ id: 1, url: 'accueil' }];
  const fetched = await client.ensureQueryData({ queryKey: ['conf', 'accueil'], queryFn: () => Promise.resolve(conf) });
  await client.ensureQueryData({ queryKey: ['tree'], queryFn: () => Promise.resolve(tree) });
  const loaderData = { 'root': null, '0-0': { slug: 'accueil', canonicalPath: '/', conf: fetched, extra: { list: [1, 2], label: 'x' } } };
  return { loaderData, queries: dehydrate(client), conf };
}

describe('hydration refs', () => {
  it('writes a value the loader data shares with the cache once, and the browser gets it back whole', async () => {
    const { loaderData, queries, conf } = await page();
    const written = referenceQueryData(loaderData, queries);
    const html = JSON.stringify({ router: written, queries });
    // The conf's text appears once in what the page carries.
    expect(html.split('Bienvenue')).toHaveLength(2);
    expect(written['0-0']).toEqual({ slug: 'accueil', canonicalPath: '/', conf: { $query: '["conf","accueil"]' }, extra: { list: [1, 2], label: 'x' } });
    // The browser parses the page's JSON and puts the cache's value back.
    const parsed = JSON.parse(html) as { router: Record<string, unknown>; queries: typeof queries };
    expect(resolveQueryData(parsed.router, parsed.queries)).toEqual({ ...loaderData, '0-0': { ...loaderData['0-0'], conf } });
  });

  it('leaves loader data alone when it shares nothing with the cache, and an unknown reference as it is', async () => {
    const { queries } = await page();
    const own = { '0': { title: 'Blog', posts: [{ id: 1 }] } };
    expect(referenceQueryData(own, queries)).toEqual(own);
    const unknown = { '0': { conf: { $query: '["nope"]' } } };
    expect(resolveQueryData(unknown, queries)).toEqual(unknown);
  });
});
