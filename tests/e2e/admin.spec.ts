/**
 * Issue 14, the admin panel: the role gate (a real 404 and no admin code for visitors and members),
 * the admin bar and the panel for the demo admin.
 */
import type { Page } from '@playwright/test';
import { signInVinsAdmin, signInWithCookie } from './support/api-login';
import { startOwnServer, type OwnServer } from './support/own-server';
import { expect, test } from './support/test';
import { ONE_WIDTH } from './support/one-width';

/** Every built asset under src/app/admin/ is named admin-*.js / admin-*.css (see src/app/admin/README.md). */
const ADMIN_ASSET = /\/assets\/admin-[^/]*\.(js|css)$/;

function watchAdminAssets(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (ADMIN_ASSET.test(path)) seen.push(path);
  });
  return seen;
}

async function expectNotFound(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Cette page est introuvable' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Administration du site' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Barre d’administration' })).toHaveCount(0);
}

// A status and the assets asked for, not the layout.
test(
  'un visiteur et un membre obtiennent la page 404 pour /admin, sans télécharger de code d’administration',
  ONE_WIDTH,
  async ({ page, context, request, baseURL }) => {
    const adminAssets = watchAdminAssets(page);
    await page.goto('/admin');
    await expectNotFound(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await signInWithCookie(context, request, baseURL ?? '', 'member');
    await page.goto('/admin');
    await expectNotFound(page);
    await page.goto('/qui-suis-je');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Barre d’administration' })).toHaveCount(0);
    expect(adminAssets).toEqual([]);
  },
);

// A status and who may see it, not the layout (the catalogue's layout: docs/adding-a-block.md's walk).
test('le catalogue des blocs s’ouvre à son adresse pour l’administrateur, pas pour un visiteur', ONE_WIDTH, async ({ page, context, request, baseURL }) => {
  // The server rendered /blocs as a visitor's page (without the login cookie): a 404 for the admin too,
  // who reached it only through the admin bar's link (a client navigation).
  await page.goto('/blocs');
  await expectNotFound(page);
  await signInWithCookie(context, request, baseURL ?? '', 'admin');
  const answer = await page.goto('/blocs');
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue des blocs' })).toBeVisible();
});

test('l’administrateur voit la barre d’administration et le panneau', async ({ page, context, request, baseURL }) => {
  const adminAssets = watchAdminAssets(page);
  await signInWithCookie(context, request, baseURL ?? '', 'admin');
  await page.goto('/qui-suis-je');
  const bar = page.getByRole('complementary', { name: 'Barre d’administration' });
  await expect(bar).toBeVisible();
  await bar.getByRole('link', { name: 'Panneau d’administration' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration du site' })).toBeVisible();
  await expect(page.getByText('Connecté en tant que admin@vitrine-demo.fr (administrateur).')).toBeVisible();
  expect(adminAssets.length).toBeGreaterThan(0);
});

test('sur une page en anglais, la barre mène à l’éditeur, à l’aperçu et au panneau de la même page, à son adresse française', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const vins = await signInVinsAdmin(context, request, baseURL ?? '');
  const bar = page.getByRole('complementary', { name: 'Barre d’administration' });

  // The English page has a slug of its own (`/en/the-estate` is `/le-domaine`): « Modifier » opened
  // /en/admin/editeur/the-estate, « Aucune page ne correspond à /the-estate. »
  await page.goto(`${vins}/en/the-estate`);
  await expect(bar.getByRole('link', { name: 'Aperçu en direct de cette page' })).toHaveAttribute('href', '/admin/apercu/le-domaine');
  await bar.getByRole('link', { name: 'Modifier cette page' }).click();
  await expect(page).toHaveURL(`${vins}/admin/editeur/le-domaine`);
  await expect(page.getByRole('heading', { level: 1, name: /^Modifier « \p{L}/u })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Blocs de la page' }).getByRole('listitem').first()).toBeVisible();

  await page.goto(`${vins}/en/the-estate`);
  await bar.getByRole('link', { name: 'Panneau d’administration' }).click();
  await expect(page).toHaveURL(`${vins}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration du site' })).toBeVisible();
});

// A rule of the server and the router, not a layout: the panel and the editor at 390 px are the journeys above and editor.spec's.
test(
  'l’administration est en français seulement : /en/admin… mène à /admin…, le reste de l’adresse et la requête gardés ; aucune autre langue n’y est proposée',
  ONE_WIDTH,
  async ({ page, context, request, baseURL }) => {
    // Five pages, three of them the admin's (its panel and editor chunks): past the default 30 s on a
    // loaded 2-core machine.
    test.setTimeout(60_000);
    const vins = await signInVinsAdmin(context, request, baseURL ?? '');

    // /en/admin answered the French panel as an English page (lang="en", at an English address).
    const answer = await page.goto(`${vins}/en/admin`);
    await expect(page).toHaveURL(`${vins}/admin`);
    expect(
      await answer
        ?.request()
        .redirectedFrom()
        ?.response()
        .then((first) => first?.status()),
    ).toBe(301);
    await expect(page.getByRole('heading', { level: 1, name: 'Administration du site' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await page.goto(`${vins}/en/admin/editeur/le-domaine?source=favori`);
    await expect(page).toHaveURL(`${vins}/admin/editeur/le-domaine?source=favori`);
    await expect(page.getByRole('heading', { level: 1, name: /^Modifier « \p{L}/u })).toBeVisible();

    // An admin who reads the site in English (their earlier choice): its French pages offer English,
    // the admin offers no other language — no « Read in English » card over the editor, no switcher.
    await context.addCookies([{ name: 'locale', value: 'en_GB', url: vins }]);
    await page.goto(`${vins}/le-domaine`);
    await expect(page.getByRole('complementary', { name: 'Suggested language' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Langue du site' })).toHaveCount(1);
    // The card's English words, had it anything to offer here (its effect asks for them as it mounts).
    const suggested: string[] = [];
    page.on('request', (asked) => {
      if (/\/assets\/language-suggestion\.en-gb-[^/]+\.js$/u.test(asked.url())) suggested.push(asked.url());
    });
    await page.goto(`${vins}/admin/editeur/le-domaine`);
    await expect(page.getByRole('heading', { level: 1, name: /^Modifier « \p{L}/u })).toBeVisible();
    // The suggestion's code has come and run (not `networkidle`: the editor page never reached it on a
    // loaded machine, though every request it made had finished).
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/language-suggestion-[^/.]+\.js$/u.test(entry.name)));
    expect(suggested).toEqual([]);
    await expect(page.getByRole('complementary', { name: 'Suggested language' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Langue du site' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Langue du site' })).toHaveCount(0);
  },
);

/** A fresh demo API per worker: the hash check's "changed, then unchanged" must start from nothing stored. */
const withOwnServer = test.extend<object, { ownServer: OwnServer }>({
  ownServer: [
    // Playwright reads fixture dependencies from a destructuring pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startOwnServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

/** The hashes the previews were sent with (the demo API's record of the uploads), in order. */
async function sentHashes(page: Page, url: string): Promise<string[]> {
  const writes = JSON.stringify(await (await page.request.get(`${url}/api/__demo/writes`)).json());
  return [...writes.matchAll(/"hash":"([0-9a-f]+)"/g)].map((match) => match[1] ?? '');
}

withOwnServer(
  'la vérification des empreintes envoie un aperçu PNG par page modifiée, puis tout est inchangé au second passage',
  // The run renders every page offscreen at the desktop width whatever the viewport, so the mobile
  // project would repeat the same ~20 s of work (and start a server of its own for a skipped test);
  // the panel at 390 px is covered by the journey above.
  ONE_WIDTH,
  async ({ page, context, ownServer }) => {
    test.setTimeout(180_000);
    const summary = await runCheck(page, context, ownServer);
    // Each count says itself as French does: « 0 inchangée » (it was « 0 inchangées », « 1 aperçus envoyés »).
    await expect(summary).toHaveText(/^Vérification terminée\s: (\d+) mises en page, \1 aperçus envoyés, 0 inchangée, 0 en échec\.$/u, { timeout: 90_000 });
    const total = Number(/(\d+) mises en page/.exec((await summary.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(10);
    const first = await sentHashes(page, ownServer.url);
    expect(first).toHaveLength(total);
    for (const hash of first) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    // The owner reads what happened to each page, in French: no column of fingerprints (« Empreinte »,
    // 4acc4b8c43cd…) a site owner cannot make anything of.
    const table = page.getByRole('table', { name: 'Résultat de la vérification, page par page' });
    await expect(table.getByRole('columnheader')).toHaveText(['Page', 'Mise en page', 'Résultat']);
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([/^\p{L}/u, 'Aperçu envoyé']);
    await expect(page.getByRole('region', { name: 'Aperçus des pages' }).getByText(/empreinte|HTML/iu)).toHaveCount(0);

    // Each preview arrived as a real PNG file under `image`, with the hash of the HTML it shows.
    const writes: unknown = await (await page.request.get(`${ownServer.url}/api/__demo/writes`)).json();
    const previews = JSON.stringify(writes);
    expect(previews.match(/"type":"image\/png"/g)).toHaveLength(total);
    expect(previews).toContain(`"hash":"${first[0]}"`);
    const image = await page.request.get(`${ownServer.url}/api/__demo/previews/0`);
    expect(image.headers()['content-type']).toBe('image/png');
    expect([...(await image.body()).subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    // The same pages rendered again give the same HTML, so the same hashes: nothing to upload.
    await page.getByRole('button', { name: 'Vérifier à nouveau' }).click();
    await expect(summary).toHaveText(`Vérification terminée : ${total} mises en page, 0 aperçu envoyé, ${total} inchangées, 0 en échec.`, {
      timeout: 90_000,
    });
    // Nothing new was sent: the server found each page's HTML as it was.
    expect(await sentHashes(page, ownServer.url)).toEqual(first);
  },
);

async function runCheck(page: Page, context: import('@playwright/test').BrowserContext, ownServer: OwnServer) {
  await signInWithCookie(context, page.request, ownServer.url, 'admin');
  await page.goto(`${ownServer.url}/admin`);
  const check = page.getByRole('region', { name: 'Aperçus des pages' });
  await check.getByRole('button', { name: 'Vérifier toutes les pages' }).click();
  return check.getByRole('status');
}
