/**
 * Issue 8, server rendering: every route answers its real status with its content in the HTML the
 * server sends (before any script runs), the page works with JavaScript disabled, hydration is
 * silent, and a client navigation after hydration asks the API nothing the server already answered.
 */
import type { APIRequestContext } from '@playwright/test';
import { followMenuLink } from './support/menu';
import { expect, expectAccessible, test } from './support/test';
import { recordLayoutShifts } from './support/layout-shifts';
import { APP_PAGE } from './support/pages';

/** The first `<h1>`'s text in served HTML (tags inside it removed). */
function h1Of(html: string): string | null {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match ? match[1]!.replace(/<[^>]+>/g, '').trim() : null;
}

/** The first link of `html` whose path starts with `prefix` (e.g. an article from the listing). */
function firstLink(html: string, prefix: string): string {
  const match = new RegExp(`href="(${prefix.replace(/\//g, '\\/')}[^"#?]+)"`).exec(html);
  if (!match) throw new Error(`no link starting with ${prefix}`);
  return match[1]!;
}

async function served(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), html: await response.text() };
}

test.describe('HTML from the server', () => {
  test.use({ axeOnLastPage: false });

  test('each route answers its status, with its heading in the HTML', async ({ request }) => {
    const listing = await served(request, '/articles-de-massages');
    const shop = await served(request, '/boutique');
    const workshops = await served(request, '/ateliers');
    const pages: Array<{ path: string; status: number; heading: RegExp }> = [
      { path: '/', status: 200, heading: /\S/ },
      { path: '/qui-suis-je', status: 200, heading: /\S/ },
      { path: '/mes-prestations/massages-en-vendee', status: 200, heading: /\S/ },
      { path: '/articles-de-massages', status: 200, heading: /Articles/ },
      { path: firstLink(listing.html, '/blog/'), status: 200, heading: /\S/ },
      { path: '/boutique', status: 200, heading: /boutique/i },
      { path: firstLink(shop.html, '/boutique/'), status: 200, heading: /\S/ },
      { path: firstLink(workshops.html, '/element/'), status: 200, heading: /\S/ },
      { path: '/galerie', status: 200, heading: /Galerie/ },
      { path: '/actualites', status: 200, heading: /Actualités/ },
      { path: '/auth', status: 200, heading: /\S/ },
      { path: '/legal-notice', status: 200, heading: /\S/ },
      { path: '/page-qui-n-existe-pas', status: 404, heading: /Cette page est introuvable/ },
      { path: '/blog/un-article-qui-n-existe-pas', status: 404, heading: /introuvable/ },
      { path: '/element/ateliers/inconnu/999999', status: 404, heading: /introuvable/ },
    ];
    for (const { path, status, heading } of pages) {
      const page = await served(request, path);
      expect(page.status, path).toBe(status);
      expect(h1Of(page.html) ?? '', path).toMatch(heading);
      if (status >= 400) {
        expect(page.html, path).toContain('<meta name="robots" content="noindex">');
        expect(page.headers['cache-control'], path).toContain('no-store');
      }
    }
  });

  test('public pages are cacheable briefly by a CDN; private ones never', async ({ request }) => {
    const home = await served(request, '/qui-suis-je');
    expect(home.headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(home.headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);
    for (const path of ['/panier', '/commande/contact', '/auth']) {
      const page = await served(request, path);
      expect(page.headers['cache-control'], path).toBe('private, no-store');
    }
    // A login-only page is a real redirect to the login page, which brings the visitor back.
    const account = await served(request, '/mon-compte');
    expect(account.status).toBe(302);
    expect(account.headers.location).toMatch(/\/auth\?retour=%2Fmon-compte$/);
  });
});

test("the page wears the site's theme before any script runs, and the browser leaves it alone", async ({ page, request }) => {
  const home = await served(request, '/');
  const version = /<html[^>]* data-theme="([0-9a-f]{8})"/.exec(home.html)?.[1];
  expect(version, 'theme version on <html>').toBeDefined();
  expect(home.html).toContain(`<link rel="stylesheet" href="/theme.css?v=${version}">`);
  const css = await request.get(`/theme.css?v=${version}`);
  expect(css.status()).toBe(200);
  expect(css.headers()['content-type']).toMatch(/^text\/css/);
  expect(css.headers()['cache-control']).toMatch(/immutable/);
  expect(await css.text()).toMatch(/--color-primary: #[0-9a-f]{6};/);

  // Layout shifts from the first paint on: applying the theme in the browser used to move the header.
  const shifted = await recordLayoutShifts(page);
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.evaluate((h1) => getComputedStyle(h1).fontFamily);
  expect(before, 'the title font of the theme, from the first paint').toMatch(/Georgia/);
  await page.waitForLoadState('networkidle');
  // Hydrated: the root carries no inline copy of the variables the stylesheet already set.
  await expect(page.locator('html')).not.toHaveAttribute('style', /--color-primary/);
  expect(await shifted()).toBeLessThan(0.01);
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  // axe runs in the page, which has no JavaScript here: the same pages are scanned with it elsewhere.
  test.use({ javaScriptEnabled: false, axeOnLastPage: false });

  test('the home page shows its text and its links lead to server-rendered pages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText(/massage/i);
    // Desktop menu links are plain links; on mobile the footer lists the same pages.
    const link = page.locator('a[href="/qui-suis-je"]').locator('visible=true').first();
    await link.click();
    await expect(page).toHaveURL(/\/qui-suis-je$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main p').first()).not.toBeEmpty();
  });
});

test('hydration is silent, and a client navigation asks the API only for what is new', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
  });
  const apiCalls: string[] = [];
  const documents: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${url.pathname}${url.search}`);
    if (request.resourceType() === 'document') documents.push(url.pathname);
  });
  // A page the app runs: its links navigate client-side.
  await page.goto(APP_PAGE);
  await page.waitForLoadState('networkidle');
  // The server answered the start-up calls (site, parameters, page tree, page): the browser does not ask again.
  const afterLoad = [...apiCalls];
  expect(
    afterLoad.filter((call) => /\/api\/(site|parameter|page)/.test(call)),
    'start-up calls repeated by the browser',
  ).toEqual([]);

  // A client-side navigation (the router, not a new document) to a CMS page.
  await followMenuLink(page, /qui suis-je/i);
  await expect(page).toHaveURL(/\/qui-suis-je$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(documents, 'one document: the navigation stayed in the browser').toEqual([APP_PAGE]);
  const navigation = apiCalls.slice(afterLoad.length);
  expect(navigation.length, 'the new page was asked for').toBeGreaterThan(0);
  expect(new Set(navigation).size, `no call made twice: ${navigation.join(', ')}`).toBe(navigation.length);
  expect(
    navigation.filter((call) => /\/api\/(site|parameter)/.test(call)),
    'site-wide data reused',
  ).toEqual([]);
  expect(
    messages.filter((text) => /hydrat|did not match|server rendered/i.test(text)),
    'hydration warnings',
  ).toEqual([]);
  await expectAccessible(page);
});

test('a client navigation to a text page shows its HTML, which the page tree in the data block no longer holds', async ({ page }) => {
  const documents: string[] = [];
  const pageCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'document') documents.push(url.pathname);
    if (url.pathname.startsWith('/api/page/')) pageCalls.push(url.pathname);
  });
  await page.goto(APP_PAGE);
  const state = await page.locator('#vitrine-state').textContent();
  expect(state).not.toContain('sage-femme ou d’un kinésithérapeute');
  await page.getByRole('main').getByRole('link', { name: 'Précautions et contre-indications' }).first().click();
  await expect(page).toHaveURL(/\/precautions-et-contre-indications$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: /précautions/i })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('sage-femme ou d’un kinésithérapeute');
  expect(documents, 'the navigation stayed in the browser').toEqual([APP_PAGE]);
  expect(pageCalls).toContain('/api/page/precautions-et-contre-indications');
});
