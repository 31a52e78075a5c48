// @vitest-environment node
/**
 * A public page names every API resource it was built from in its Vitrine-Tags (issue 34), beside
 * its site and path: a change to one resource (a page's blocks published) purges the pages built from
 * it — in the CDN, the page cache and the last good pages — and not the rest of the site.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { createDemoApi } from '@fixtures/server/app';
import { purgeTagsOf } from '@/lib/cache-tags';
import { createRequestHandler, tenantsFromSettings } from '../entry-server';
import { createStalePages } from './stale-pages';

it('names the resources a page read, so a publish purges its last good copy and not the other pages’', async () => {
  const api = new Hono().route('/api', await createDemoApi({ log: () => undefined, stateDir: 'memory' }));
  const stalePages = createStalePages();
  const handle = createRequestHandler({
    tenants: tenantsFromSettings({}),
    template: readFileSync(path.resolve('index.html'), 'utf8'),
    fetch: async (url, init) => api.fetch(new Request(url, init)),
    stalePages,
  });
  const home = await handle(new Request('http://127.0.0.1/'));
  expect(home.status).toBe(200);
  const tags = (home.headers.get('Vitrine-Tags') ?? '').split(' ');
  expect(tags.slice(0, 2)).toEqual(['s51', 's51:p:/']);
  expect(tags).toEqual(expect.arrayContaining(['s51:r:component/conf/accueil', 's51:r:parameter']));
  expect(tags.every((tag) => tag.startsWith('s51'))).toBe(true);
  const shop = await handle(new Request('http://127.0.0.1/boutique'));
  expect(shop.headers.get('Vitrine-Tags')).toMatch(/(^| )s51:r:component\/conf\/boutique( |$)/);
  expect(shop.headers.get('Vitrine-Tags')).not.toMatch(/component\/conf\/accueil/);
  // A visitor's own page names nothing (the server app would not let a CDN keep it anyway).
  expect((await handle(new Request('http://127.0.0.1/panier'))).headers.get('Vitrine-Tags')).toBeNull();

  expect(stalePages.size().entries).toBe(2);
  stalePages.purge(purgeTagsOf(51, { tags: ['component/conf/accueil'] }));
  expect(stalePages.size().entries).toBe(1);
});
