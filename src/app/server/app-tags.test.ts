// @vitest-environment node
/**
 * The one server app names what a public page was built from (Vitrine-Tags: the site, the path and
 * whatever the renderer named), so the page cache and the CDN purge it by tag (issue 34); a
 * visitor's page names nothing.
 */
import { expect, it } from 'vitest';
import { createPageCache } from '../../../scripts/lib/page-cache';
import { createServerApp } from './app';
import { createTenantTable, DEMO_TENANTS, staticTenantSource } from './tenants';

let renders = 0;
const pages = createPageCache({ maxEntries: 10, maxBytes: 1e6 });
const app = createServerApp({
  tenants: staticTenantSource(createTenantTable(DEMO_TENANTS)),
  render: async (request) => {
    renders += 1;
    const path = new URL(request.url).pathname;
    const cacheControl = path === '/mon-compte' ? 'private, no-store' : 'public, max-age=0, s-maxage=60';
    return new Response(`page ${renders}`, { headers: { 'Cache-Control': cacheControl, 'Content-Type': 'text/html', 'Vitrine-Tags': 's52:r:product' } });
  },
  api: null,
  files: async (_c, next) => next(),
  health: { fetch, draining: () => false },
  pages,
});

it('tags public pages with their site and path, which a purge by tag then reaches', async () => {
  const boutique = await app.request('http://vins.localhost/boutique');
  expect(boutique.headers.get('Vitrine-Tags')).toBe('s52 s52:p:/boutique s52:r:product');
  expect((await app.request('http://vins.localhost/mon-compte')).headers.get('Vitrine-Tags')).toBeNull();
  expect(await (await app.request('http://vins.localhost/boutique')).text()).toBe('page 1');
  pages.purge(['s52:p:/boutique']);
  expect(await (await app.request('http://vins.localhost/boutique')).text()).toBe('page 3');
});
