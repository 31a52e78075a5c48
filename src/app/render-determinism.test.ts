// @vitest-environment node
/**
 * Deterministic HTML (issue 21): the same URL renders the same HTML on every request, whatever order
 * the API's answers come back in. The demo API answers through a transport with random delays, as
 * a network does; the product page (whose recommendations used to race the render) and the home
 * page are rendered 20 times each by the real request handler, and compared but for the query
 * cache's timestamps (tests/support/per-response.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createDemoApi } from '@fixtures/server/app';
import { withoutPerResponseValues } from '@tests/support/per-response';
import { createRequestHandler, tenantsFromSettings } from './entry-server';

const TEMPLATE = readFileSync(path.resolve('index.html'), 'utf8');

async function jitteryHandler() {
  const app = new Hono();
  app.route('/api', await createDemoApi({ log: () => {} }));
  const jitteryFetch: typeof fetch = async (input, init) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 25));
    return app.fetch(new Request(input, init));
  };
  return createRequestHandler({ tenants: tenantsFromSettings({}), template: TEMPLATE, fetch: jitteryFetch });
}

async function render20(handle: (request: Request) => Promise<Response>, url: string): Promise<string[]> {
  const pages: string[] = [];
  for (let i = 0; i < 20; i++) {
    const response = await handle(new Request(url));
    expect(response.status).toBe(200);
    pages.push(withoutPerResponseValues(await response.text()));
  }
  return pages;
}

describe('server rendering is deterministic', () => {
  it('a product page includes its recommendations on every render, identical 20 times', async () => {
    const handle = await jitteryHandler();
    const pages = await render20(handle, 'http://vins.localhost/boutique/cuvee-des-ormeaux-rouge-fiefs-vendeens-brem-1');
    expect(pages[0]).toContain('Vous aimerez aussi');
    expect(new Set(pages).size).toBe(1);
  }, 60_000);

  it('an unknown product’s 404 page is identical 20 times', async () => {
    const handle = await jitteryHandler();
    const pages: string[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await handle(new Request('http://vins.localhost/boutique/produit-inexistant-99999'));
      expect(response.status).toBe(404);
      pages.push(withoutPerResponseValues(await response.text()));
    }
    expect(new Set(pages).size).toBe(1);
  }, 60_000);

  it('the home page is identical 20 times', async () => {
    const handle = await jitteryHandler();
    const pages = await render20(handle, 'http://127.0.0.1/');
    expect(new Set(pages).size).toBe(1);
  }, 60_000);

  it('pages of two sites and two languages rendered at once by the one route table are each their own', async () => {
    // The table is built once per process; each request's loaders read its own context (React
    // Router's request context): interleaved requests must not see each other's site or language.
    const handle = await jitteryHandler();
    const urls = ['http://vins.localhost/en/the-estate', 'http://vins.localhost/le-domaine', 'http://127.0.0.1/qui-suis-je', 'http://vins.localhost/en/'];
    const alone = [];
    for (const url of urls) alone.push(withoutPerResponseValues(await (await handle(new Request(url))).text()));
    const together = await Promise.all([...urls, ...urls].map(async (url) => withoutPerResponseValues(await (await handle(new Request(url))).text())));
    expect(together).toEqual([...alone, ...alone]);
    expect(alone.map((html) => /<html lang="([^"]+)"/.exec(html)?.[1])).toEqual(['en', 'fr', 'fr', 'en']);
  }, 60_000);
});
