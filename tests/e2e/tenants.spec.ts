/**
 * Two sites from one process, chosen by Host (issue 20), as a visitor's browser sees them: a server of
 * this spec's own, over the demo data of sites 51 and 52 and a tenants table where each site has its
 * own tools — site 51 a Matomo and a font host, site 52 Google Tag Manager and Stripe.
 *  - signed in on one host, anonymous on the other (host-only login cookies; the public page comes
 *    from the server the same for everyone and the browser fills in the member's name);
 *  - each host's CSP names only its own tools;
 *  - site 51's title font, a real WOFF2 from its font host, loads under its CSP (a font host missing
 *    from `font-src` would be a CSP violation: the shared fixture fails the test on any).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve';
import { createTenantTable } from '../../src/app/server/tenants';
import { signInWithCookie } from './support/api-login';
import { copyDemoData, type DataCopy } from './support/data-copy';
import { expect, test } from './support/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Site 51's font host in this spec (answered by the test: the network is never reached). */
const FONT_HOST = 'https://polices.vitrine-test.fr';
const FONT_FILE = path.join(ROOT, 'public/demo/fonts/lora-latin-600-normal.woff2');
const MATOMO = 'https://stats.massages-test.fr/';

/** Sites 51 and 52 of the demo data, site 51's font files moved to its font host (a copy per worker). */
function prepareData(): DataCopy {
  const data = copyDemoData('tenants', ['51', '52']);
  const infoFile = path.join(data.dir, 'sites/51/site-info.json');
  const info = JSON.parse(readFileSync(infoFile, 'utf8')) as { fonts: Array<{ files: Array<{ name: string; url: string }> }> };
  const files = info.fonts.flatMap((font) => font.files);
  expect(files.length, 'site 51 ships a font file').toBeGreaterThan(0);
  for (const file of files) file.url = `${FONT_HOST}/${file.name}`;
  writeFileSync(infoFile, JSON.stringify(info, null, 2));
  return data;
}

let server: { url: string; close(): Promise<void> } | null = null;
let data: DataCopy | null = null;
let port = '';

test.beforeAll(async () => {
  const tenants = createTenantTable([
    { hosts: ['127.0.0.1', 'massages.localhost'], siteId: 51, apiUrl: '/api', analytics: { matomo: { url: MATOMO, siteId: '7' } }, fontHosts: [FONT_HOST] },
    { hosts: ['vins.localhost'], siteId: 52, apiUrl: '/api', analytics: { gtm: { id: 'GTM-VINS52' } }, paymentProvider: 'stripe' },
  ]);
  data = prepareData();
  server = await startServer({ port: 0, noBuild: true, testSurface: true, dataDir: data.dir, tenants, log: false });
  port = new URL(server.url).port;
});

test.afterAll(async () => {
  await server?.close();
  data?.remove();
});

const massages = () => `http://127.0.0.1:${port}`;
const vins = () => `http://vins.localhost:${port}`;

test.beforeEach(async ({ context }) => {
  await context.route(`${FONT_HOST}/**`, (route) =>
    route.fulfill({
      status: 200,
      body: readFileSync(FONT_FILE),
      contentType: 'font/woff2',
      headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'max-age=3600' },
    }),
  );
});

test('signed in on one site, anonymous on the other: the login cookie stays on its host', async ({ page, context, request }) => {
  await signInWithCookie(context, request, massages(), 'member');
  await page.goto(`${massages()}/qui-suis-je`);
  // The public page is the same for every visitor; the browser fills in the member after hydration.
  await expect(
    page
      .getByRole('button', { name: /Mon compte \(Marie\)/ })
      .filter({ visible: true })
      .first(),
  ).toBeVisible();

  await page.goto(`${vins()}/`);
  await expect(page).toHaveTitle(/Garnaudière/);
  await expect(page.getByRole('link', { name: 'Se connecter' }).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Mon compte/ })).toHaveCount(0);
  expect((await context.cookies(vins())).map((cookie) => cookie.name)).not.toContain('token');

  // Back on the first site, still signed in.
  await page.goto(`${massages()}/`);
  await expect(
    page
      .getByRole('button', { name: /Mon compte \(Marie\)/ })
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
});

test('each host’s security policy names its own tools and font host, never the other site’s', async ({ page }) => {
  // Through the browser, which reaches *.localhost hosts (Node's resolver may not).
  const csp = async (base: string) => (await page.goto(`${base}/`))?.headers()['content-security-policy'] ?? '';
  const a = await csp(massages());
  const b = await csp(vins());
  expect(a).toContain(new URL(MATOMO).origin);
  expect(a).toMatch(new RegExp(`font-src 'self' data: ${FONT_HOST.replace(/\./g, '\\.')}(;|$)`));
  expect(a).not.toMatch(/googletagmanager|stripe/);
  expect(b).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
  expect(b).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
  expect(b).not.toContain('massages-test.fr');
  expect(b).not.toContain(FONT_HOST);
  // An alias host lands on the canonical one.
  const alias = await page.goto(`http://massages.localhost:${port}/boutique`);
  expect(alias?.request().redirectedFrom()?.url()).toBe(`http://massages.localhost:${port}/boutique`);
  expect(page.url()).toBe(`${massages()}/boutique`);
});

test('site 51’s title font comes from its font host and loads under its CSP', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('requestfinished', (req) => {
    if (req.url().startsWith(FONT_HOST)) fontRequests.push(req.url());
  });
  await page.goto(`${massages()}/`);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/["']/g, ''));
  });
  expect(loaded).toContain('Lora');
  expect(fontRequests.length).toBeGreaterThan(0);
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Lora/);
});
