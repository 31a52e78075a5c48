// @vitest-environment node
/**
 * What a server-rendered page hands the browser in its data block (issue 23, the HTML's weight):
 * the shell's data, without the site's legal texts (≈ 21 KB, shown by the legal pages only) and
 * without the page tree's `cms` HTML (every page's text, ≈ 17 KB, read by no component). Rendered
 * by the real request handler against the demo API. And what the page announces before its
 * scripts: its LCP image alone, at high priority (nothing else competes with it on a slow phone).
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '@fixtures/server/app';
import { BROTLI_QUALITY } from '../../../scripts/lib/compression';
import { createApiClient } from '@/api/client';
import type { Page, Parameter, Product } from '@/api/generated/types';
import { LEGAL_TEXT_PARAMETERS } from '@/api/queries/site';
import { createRequestHandler, tenantsFromSettings } from '../entry-server';
import type { ServerState } from './state';
import { serverStateOf } from '@tests/support/server-state';

const TEMPLATE = readFileSync(path.resolve('index.html'), 'utf8');

let handle: (request: Request) => Promise<Response>;
let apiFetch: typeof fetch;
let legalTexts: Parameter[];
let parameters: Parameter[];
let tree: Page[];

beforeAll(async () => {
  const app = new Hono();
  app.route('/api', await createDemoApi({ log: () => {} }));
  apiFetch = async (input, init) => app.fetch(new Request(input, init));
  handle = createRequestHandler({ tenants: tenantsFromSettings({}), template: TEMPLATE, fetch: apiFetch });
  // What the API itself answers, to look for it in the pages.
  const api = createApiClient({ apiUrl: 'http://127.0.0.1/api', siteId: 51, getLocale: () => 'fr_FR', fetch: apiFetch });
  const legal: ReadonlySet<string> = new Set(LEGAL_TEXT_PARAMETERS);
  parameters = await api.call('getParameters');
  legalTexts = parameters.filter((parameter) => legal.has(parameter.type) && (parameter.value ?? '').length > 200);
  tree = await api.call('getPageTree');
});

/** The page's HTML and its data block, read back as the browser does. */
async function render(url: string): Promise<{ html: string; state: ServerState; data: string[] }> {
  const response = await handle(new Request(url));
  expect(response.status).toBe(200);
  const html = await response.text();
  const { state } = serverStateOf(html);
  return { html, state, data: stringsOf(state) };
}

/** Every string inside `value` (the data block's texts, unescaped). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(stringsOf);
}

/** The data the page hands the browser for the query `key`, or undefined. */
function sent(state: ServerState, key: readonly unknown[]): unknown {
  return state.queries.data.find(([queryKey]) => JSON.stringify(queryKey) === JSON.stringify(key))?.[1];
}

/** How many strings of `data` hold `text`. */
const copies = (data: string[], text: string) => data.filter((value) => value.includes(text)).length;

/** Every page of the tree with its children. */
function allPages(pages: readonly Page[]): Page[] {
  return pages.flatMap((page) => [page, ...allPages(page.children ?? [])]);
}

/** `text` as React writes it in the markup. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A piece of `html` long enough to be found only where the whole text is. */
const sample = (html: string) => html.slice(40, 140);

describe('the data block of a server-rendered page', () => {
  it('carries neither the legal texts nor the page tree’s HTML on a CMS page, and keeps what the shell reads', async () => {
    expect(legalTexts.length).toBe(LEGAL_TEXT_PARAMETERS.length);
    const { state, data } = await render('http://127.0.0.1/qui-suis-je');
    for (const text of legalTexts) expect(copies(data, sample(text.value ?? '')), text.type).toBe(0);
    const otherPages = allPages(tree).filter((page) => page.url !== 'qui-suis-je' && (page.cms ?? '').length > 200);
    expect(otherPages.length).toBeGreaterThan(3);
    for (const page of otherPages) expect(copies(data, sample(page.cms ?? '')), page.url).toBe(0);
    // The shell still has its settings (company data) and its menu; a setting travels as its type
    // and value, without the admin's label of it.
    expect(data).toContain('COMPANY_NAME');
    const settings = sent(state, [51, 'settings']) as object[];
    expect(settings.length).toBeGreaterThan(20);
    for (const setting of settings) expect(Object.keys(setting).sort()).toEqual(['type', 'value']);
    const labels = parameters.map((parameter) => parameter.label).filter((label) => label.length > 12);
    expect(labels.length).toBeGreaterThan(20);
    for (const label of labels) expect(data, label).not.toContain(label);
    const menu = sent(state, [51, 'getPageTree', null, null]) as Page[];
    expect(allPages(menu).map((page) => page.url)).toEqual(allPages(tree).map((page) => page.url));
  });

  it('carries only the summaries of the products a product-offers block shows on site 52’s home, never a whole product', async () => {
    const api52 = createApiClient({ apiUrl: 'http://127.0.0.1/api', siteId: 52, getLocale: () => 'fr_FR', fetch: apiFetch });
    const conf = await api52.call('getComponentConf', { pathParams: { slug: 'accueil' } });
    const offers =
      JSON.stringify(conf)
        .match(/"productId":\d+/g)
        ?.map((match) => Number(match.slice('"productId":'.length))) ?? [];
    expect(offers.length).toBeGreaterThan(2);
    const products: Product[] = await Promise.all(offers.map((id) => api52.call('getProduct', { pathParams: { id } })));
    const { html, state, data } = await render('http://vins.localhost/');
    const keys = state.queries.data.map(([key]) => key);
    // The whole products stay on the server: their descriptions, their box contents, their references.
    expect(keys.filter((key) => key[1] === 'getProduct')).toEqual([]);
    for (const product of products) {
      expect(copies(data, sample(product.description ?? '')), `description of ${product.id}`).toBe(0);
      if (product.reference) expect(data, `reference of ${product.id}`).not.toContain(product.reference);
      for (const item of product.products ?? []) expect(copies(data, sample(item.description ?? '')), `contents of ${product.id}`).toBe(0);
      // What the card shows is there, once, and on the page.
      expect(sent(state, [52, 'productSummary', product.id])).toMatchObject({
        id: product.id,
        name: product.name,
        price: product.price,
        images: product.images?.slice(0, 1).map(({ url }) => ({ url })),
      });
      expect(html).toContain(`>${escapeText(product.name)}<`);
    }
  });

  it('carries the catalogue’s entries on the shop’s page, never a whole product (issue 37: its HTML fits the first round trip)', async () => {
    const api = createApiClient({ apiUrl: 'http://127.0.0.1/api', siteId: 51, getLocale: () => 'fr_FR', fetch: apiFetch });
    const { products } = await api.call('getProducts', { query: { page: '1', nbItem: '100', orderBy: 'price' } });
    expect(products.filter((product) => (product.description ?? '').length > 150).length).toBeGreaterThan(3);
    expect(products.some((product) => (product.products ?? []).length > 0)).toBe(true);
    const { html, state, data } = await render('http://127.0.0.1/boutique');
    // The whole answer stays on the server: descriptions, box contents, references, images' storage.
    expect(state.queries.data.map(([key]) => key[1])).not.toContain('getProducts');
    for (const product of products) {
      expect(copies(data, sample(product.description ?? '')), `description of ${product.id}`).toBe(0);
      if (product.reference) expect(data, `reference of ${product.id}`).not.toContain(product.reference);
      for (const item of product.products ?? []) expect(copies(data, sample(item.description ?? '')), `contents of ${product.id}`).toBe(0);
      expect(html).toContain(`>${escapeText(product.name)}<`);
    }
    // What the list shows and filters on is there: a card's fields, the tags, the declinations' options.
    const page = sent(state, [51, 'catalogue', null, { nbItem: '100', page: '1', orderBy: 'price' }]) as { products: object[]; total: number };
    expect(page.total).toBe(products.length);
    const first = products[0];
    expect(page.products[0]).toEqual({
      id: first?.id,
      name: first?.name,
      type: first?.type,
      kind: first?.kind ?? null,
      kindLabel: first?.kindLabel ?? null,
      price: first?.price,
      discount: first?.discount ?? null,
      quantity: first?.quantity,
      tags: first?.tags ?? [],
      declinations: first?.declinations.map(({ id, price, discount, quantity, variation1, variation2, variation3 }) => ({
        id,
        price,
        discount: discount ?? null,
        quantity,
        variation1: variation1 ?? null,
        variation2: variation2 ?? null,
        variation3: variation3 ?? null,
      })),
      images: first?.images?.slice(0, 1).map(({ url, alt }) => ({ url, alt: alt ?? null })),
    });
    // Its HTML in Brotli, as the Node server sends it (scripts/lib/compression.ts), with its headers
    // (≈ 0.9 KB) within the 14.6 KB of a phone's first round trip: 14.5 KB before, with the whole
    // products (docs/decisions/006-server-rendering.md).
    expect(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length).toBeLessThan(13_000);
  });

  it('writes each query as its key and its data, with one clock for all (issue 37: ≈ 3 KB of the home’s data block before)', async () => {
    const { state } = await render('http://127.0.0.1/');
    expect(state.queries.data.length).toBeGreaterThan(8);
    const text = JSON.stringify(state.queries);
    const entries = state.queries.data.reduce((sum, entry) => sum + JSON.stringify(entry).length + 1, 0);
    expect(text.length - entries).toBeLessThan(60);
    expect(text).not.toMatch(/queryHash|dataUpdatedAt|dehydratedAt|fetchFailureReason/);
  });

  it('keeps the home’s data block small enough for its HTML to arrive in the first round trip (issue 37)', async () => {
    // The HTML, gzip -9, plus its headers (≈ 0.9 KB) must fit in the first 14.6 KB a phone receives
    // (docs/decisions/006-server-rendering.md). The home's block was 9.4 KB gzip, its HTML 16.8; now
    // 6.6 and 13.4 (6,639 B here, rendered from source). This bound fails if a query's bookkeeping or a
    // left-out field comes back; content added to the demo home may need it raised, with its reason.
    // Raised once (30 November, 6,900 → 7,900): the home became an islands page (decision 011, step 4),
    // whose block also carries the shell's parts' props (`islands`, as every article's does) and its
    // block island's conf block: 7,628 B here; the built home's HTML 15.6 → 16.7 KB gzip, two round
    // trips before and after.
    const { html } = await render('http://127.0.0.1/');
    const block = serverStateOf(html).text;
    expect(gzipSync(block, { level: 9 }).length).toBeLessThan(7_900);
  });

  it('carries the services without their text and the page tree without its pages’ descriptions, which only their own pages show (issue 37)', async () => {
    const api = createApiClient({ apiUrl: 'http://127.0.0.1/api', siteId: 51, getLocale: () => 'fr_FR', fetch: apiFetch });
    const { services } = await api.call('getServices', { query: { page: '1', nbItem: '100' } });
    const texts = services.map((service) => service.content ?? '').filter((text) => text.length > 150);
    expect(texts.length).toBeGreaterThan(3);
    const descriptions = allPages(tree)
      .filter((page) => page.url !== 'accueil')
      .map((page) => page.metaDescription ?? '')
      .filter((text) => text.length > 60);
    expect(descriptions.length).toBeGreaterThan(3);
    const { state, data } = await render('http://127.0.0.1/');
    // The home's structured data reads the services (their prices): their titles travel, not their text.
    const listed = state.queries.data.find(([key]) => key[1] === 'getServices')?.[1] as { services: object[] } | undefined;
    expect(listed?.services.length).toBe(services.length);
    for (const text of texts) expect(copies(data, sample(text))).toBe(0);
    for (const text of descriptions) expect(data).not.toContain(text);
    expect(allPages(sent(state, [51, 'getPageTree', null, null]) as Page[]).map((page) => page.url)).toEqual(allPages(tree).map((page) => page.url));
  });

  it('carries the site info without what no page reads: the development address, the server, the languages, the images’ storage details (issue 37)', async () => {
    const { state } = await render('http://127.0.0.1/');
    const info = sent(state, [51, 'getSiteInfo', null, null]) as Record<string, unknown>;
    expect(info).toMatchObject({ name: expect.any(String), url: expect.any(String), prodUrl: expect.any(String), fonts: expect.any(Array) });
    for (const field of ['devUrl', 'server', 'dashboardType', 'isBuilding', 'languages']) expect(info, field).not.toHaveProperty(field);
    const logos = info.logos as Array<{ onlineImage: object }>;
    expect(logos.length).toBeGreaterThan(1);
    for (const logo of logos) expect(Object.keys(logo.onlineImage).sort()).toEqual(['id', 'url']);
  });

  it('carries the legal text a legal page shows, once', async () => {
    const notice = legalTexts.find((text) => text.type === 'LEGAL_NOTICE');
    const { html, data } = await render('http://127.0.0.1/legal-notice');
    expect(html).toContain('Mentions légales');
    expect(copies(data, sample(notice?.value ?? ''))).toBe(1);
  });
});

describe('the images a server-rendered page announces', () => {
  it.each([
    ['site 51', 'http://127.0.0.1/', '/demo/services/massage-californien.svg'],
    ['site 52', 'http://vins.localhost/', '/demo/52/domaine/vignes.svg'],
  ])('%s home: only its hero, at high priority, and the hero itself is eager', async (_site, url, hero) => {
    const { html } = await render(url);
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([link]) => link);
    expect(preloads).toEqual([`<link rel="preload" as="image" href="${hero}" fetchPriority="high"/>`]);
    // Before any stylesheet-blocked content: the preload scanner finds it at the top of the body.
    expect(html.indexOf(preloads[0] ?? '')).toBeLessThan(html.indexOf('<main'));
    expect(html).toMatch(new RegExp(`<img class="vb-hero__img" src="${hero}"[^>]*loading="eager"[^>]*fetchPriority="high"`));
  });

  it('its web title font, preloaded from the head beside the stylesheets (site 51: Lora; site 52 uses system fonts)', async () => {
    const { html } = await render('http://127.0.0.1/qui-suis-je');
    const head = html.slice(0, html.indexOf('</head>'));
    const fonts = [...head.matchAll(/<link rel="preload" as="font"[^>]*>/g)].map(([link]) => link);
    expect(fonts).toEqual(['<link rel="preload" as="font" type="font/woff2" href="/demo/fonts/lora-latin-600-normal.woff2" crossorigin>']);
    // The theme stylesheet declares the same file: the preload is what the @font-face then finds.
    const theme = /<link rel="stylesheet" href="(\/theme\.css\?v=[0-9a-f]+)">/.exec(head)?.[1];
    const css = await (await handle(new Request(`http://127.0.0.1${theme ?? ''}`))).text();
    expect(css).toContain('url("/demo/fonts/lora-latin-600-normal.woff2")');
    const { html: wine } = await render('http://vins.localhost/');
    expect(wine.slice(0, wine.indexOf('</head>'))).not.toContain('as="font"');
  });

  it.each([
    ['site 51', 'http://127.0.0.1/boutique/huile-de-massage-relaxante-lavande-bio-6'],
    ['site 52', 'http://vins.localhost/boutique/cuvee-des-ormeaux-rouge-fiefs-vendeens-brem-1'],
  ])('%s product page: only the product’s picture, at high priority (awards, thumbnails and cards are lazy)', async (_site, url) => {
    const { html } = await render(url);
    const picture = /<img class="product-page__image" src="([^"]+)"[^>]*fetchPriority="high"/.exec(html)?.[1];
    expect(picture).toBeTruthy();
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([link]) => link);
    expect(preloads).toEqual([`<link rel="preload" as="image" href="${picture}" fetchPriority="high"/>`]);
    expect(html.indexOf(preloads[0] ?? '')).toBeLessThan(html.indexOf('<main'));
  });
});
