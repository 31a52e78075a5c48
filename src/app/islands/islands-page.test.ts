// @vitest-environment node
/**
 * Which pages the server hands to the islands entry (decision 011, step 3), rendered by the real
 * request handler against the demo API: a page with nothing to hydrate but the shell is marked
 * `data-entry="islands"` and carries the shell's parts' props; a page with an interactive block, a
 * route with controls of its own, or an error page is the app's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '@fixtures/server/app';
import { createRequestHandler, tenantsFromSettings } from '@/app/entry-server';
import type { ServerState } from '@/app/server/state';
import { serverStateOf } from '@tests/support/server-state';

const TEMPLATE = readFileSync(path.resolve('index.html'), 'utf8');

let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  const app = new Hono();
  app.route('/api', await createDemoApi({ log: () => {} }));
  handle = createRequestHandler({ tenants: tenantsFromSettings({}), template: TEMPLATE, fetch: async (input, init) => app.fetch(new Request(input, init)) });
});

/** The page's status, its HTML, its data block's attributes and its state. */
async function render(url: string): Promise<{ status: number; html: string; attributes: string; state: ServerState }> {
  const response = await handle(new Request(url));
  const html = await response.text();
  const { attributes, state } = serverStateOf(html);
  return { status: response.status, html, attributes, state };
}

describe('the pages the islands start', () => {
  it('an article: marked for the islands, with the shell’s parts as the server rendered them', async () => {
    const { attributes, state } = await render('http://127.0.0.1/blog/premiere-seance-de-massage');
    expect(attributes).toContain('data-entry="islands"');
    const page = state.islands;
    expect(page?.location.pathname).toBe('/blog/premiere-seance-de-massage');
    expect(page?.locales).toEqual(['fr_FR']);
    expect(page?.parts.header.menu.items.map((item) => item.label)).toContain('Qui suis-je');
    expect(page?.parts.header.siteId).toBe(51);
    // The logos' markup stays in the HTML; the data names which logos were inlined.
    expect(page?.parts.header.logoMarkup.svgs).toBeUndefined();
    expect(page?.parts.footer.newsletter).toBe(true);
    expect(page?.parts.footer.site.company.untranslated).toEqual([]);
  });

  it('site 52 in English: marked for the islands too, its parts in English and the page’s French version named', async () => {
    const { attributes, state } = await render('http://vins.localhost/en/the-estate');
    expect(attributes).toContain('data-entry="islands"');
    expect(state.locale).toBe('en_GB');
    expect(state.basename).toBe('/en');
    expect(state.islands?.locales).toEqual(['fr_FR', 'en_GB']);
    expect(state.islands?.location.pathname).toBe('/the-estate');
    expect(state.islands?.languageLinks.fr_FR).toEqual({ href: '/le-domaine', translated: true });
  });

  it('the home and a CMS page whose interactive blocks need no router: marked for the islands, each such block an island of its own', async () => {
    for (const [url, islands] of [
      ['http://127.0.0.1/', ['google-reviews']],
      ['http://127.0.0.1/qui-suis-je', ['newsletter']],
      ['http://127.0.0.1/offrir-un-massage', ['product-offers']],
      ['http://vins.localhost/', ['product-offers', 'google-reviews']],
    ] as const) {
      const { html, attributes, state } = await render(url);
      expect(attributes, url).toContain('data-entry="islands"');
      expect(state.islands?.location.pathname, url).toBe(new URL(url).pathname);
      const blocks = Object.entries(state.blockIslands ?? {});
      expect(
        blocks.map(([, island]) => island.block.component),
        url,
      ).toEqual(islands);
      // Each one's element in the page, rendered in a render of its own.
      for (const [key] of blocks) expect(html, url).toContain(`<div class="vr-block-island" data-block-island="${key}">`);
    }
    // Its ids from its own prefix, the same whichever entry hydrates it (the newsletter's form: the
    // reviews show their placeholder on the server, which never waits for them).
    const { html, state } = await render('http://127.0.0.1/qui-suis-je');
    const [key] = Object.keys(state.blockIslands ?? {});
    const element = html.slice(html.indexOf(`data-block-island="${key}"`));
    expect(element).toMatch(new RegExp(`^[^]*?<section [^>]*aria-labelledby="_b${key}-[^"]*"[^>]*>[^]*?<input [^>]*id="_b${key}-`));
  });

  it('a page with another interactive block, a route with controls of its own, an error: the app', async () => {
    for (const url of ['http://127.0.0.1/boutique', 'http://127.0.0.1/articles-de-massages', 'http://127.0.0.1/politique-de-cookies']) {
      const { attributes, state } = await render(url);
      expect(attributes, url).not.toContain('data-entry');
      expect(state.islands, url).toBeUndefined();
    }
    const missing = await render('http://127.0.0.1/cette-page-n-existe-pas');
    expect(missing.status).toBe(404);
    expect(missing.state.islands).toBeUndefined();
  });
});
