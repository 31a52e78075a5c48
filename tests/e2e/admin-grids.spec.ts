/**
 * Issue 14, the panel's grids (glide-data-grid, canvas) over the broken tenant (`fixtures/faulty`):
 * the pages grid and the block-failure grid list the pages and the deliberately broken blocks, filter
 * and sort from the keyboard, open a page from a row; axe passes on the panel. Its hostile CMS HTML
 * renders sanitized with no CSP violation (Chromium reported one per `onerror` while parsing).
 */
import { signInWithCookie } from './support/api-login';
import { startOwnServer, type OwnServer } from './support/own-server';
import { ONE_WIDTH } from './support/one-width';
import { expect, expectAccessible, test } from './support/test';

/** The broken tenant on a server of its own, one per worker. */
const faulty = test.extend<object, { faultyServer: OwnServer }>({
  faultyServer: [
    // Playwright reads fixture dependencies from a destructuring pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startOwnServer('fixtures/faulty');
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

// The grids journey stays on the panel: the broken tenant's home has an invalid h1 block (axe), which
// resilience.spec.ts covers; its hostile HTML is the last journey below (no CSP report since the
// sanitizer strips handlers and styles before parsing) and xss.spec.ts's.

faulty('les tableaux montrent les pages et les blocs en erreur, se filtrent, se trient et ouvrent une page', async ({ page, context, faultyServer }) => {
  faulty.setTimeout(60_000);
  await signInWithCookie(context, page.request, faultyServer.url, 'admin');
  await page.goto(`${faultyServer.url}/admin`);

  const pages = page.getByRole('region', { name: 'Pages du site' });
  await expect(pages.getByRole('status')).toHaveText('Pages affichées : 2 sur 2');
  // The same rows as the canvas, in the plain table behind the disclosure: title, URL, type, flags, counts.
  // Opened from the keyboard (at 390 px the page may still be smooth-scrolling under a pointer click).
  await pages.getByText('Voir les lignes en tableau simple (lecteurs d’écran)').press('Enter');
  const pageTable = pages.getByRole('table');
  await expect(pageTable).toHaveAccessibleName('Pages du site — Pages affichées : 2 sur 2');
  await expect(pageTable.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    'Modifier',
    '/',
    'Accueil',
    'oui',
    'non',
    'Accueil (pleine largeur)',
    'Pas encore vérifiée',
    'non',
    '4',
    '2',
  ]);
  await expect(pageTable.getByRole('link', { name: 'Ouvrir « Texte hostile » avec les diagnostics' })).toBeVisible();
  await expect(pageTable.getByRole('link', { name: 'Modifier « Texte hostile »' })).toHaveAttribute('href', '/admin/editeur/texte-hostile');

  const failures = page.getByRole('region', { name: 'Blocs en erreur' });
  // What the grid lists, in the owner's words (it said « blocs vérifiés sans rendu »).
  await expect(failures.getByText(/^Les blocs que les visiteurs ne voient pas/u)).toHaveText(
    'Les blocs que les visiteurs ne voient pas, page par page, et ce qu’il faut faire pour chacun : ceux que le site ne peut pas afficher tels qu’ils sont réglés, et ceux qui n’ont pas pu s’afficher pendant la dernière vérification des pages.',
  );
  await expect(failures.getByRole('status')).toHaveText('Blocs en erreur affichés : 2 sur 2');
  await failures.getByText('Voir les lignes en tableau simple (lecteurs d’écran)').press('Enter');
  const failureTable = failures.getByRole('table');
  // The block is named for the owner (« Bandeau »), its technical id last (the columns were the id, then « hero »);
  // what is wrong and what to do in the owner's words, each setting named as the editor's form names it (they read
  // « Propriétés invalides », « Les propriétés ne respectent pas le schéma du bloc. », « Composant inconnu »).
  await expect(failureTable.getByRole('row').filter({ hasText: 'hero-props-invalides' }).getByRole('cell')).toHaveText([
    'Bandeau',
    'Réglages incomplets ou incorrects',
    'Ce bloc a des réglages incomplets ou incorrects : corrigez-les dans l’éditeur — Titre : un texte est attendu ; Photo : à remplir à nouveau.',
    'hero-props-invalides',
  ]);
  await expect(failureTable.getByRole('row').filter({ hasText: 'bloc-inconnu' }).getByRole('cell')).toHaveText([
    'carrousel-3d',
    'Bloc indisponible sur ce site',
    'Ce bloc (« carrousel-3d ») n’existe pas sur ce site : supprimez-le de la page dans l’éditeur.',
    'bloc-inconnu',
  ]);

  // Filter (accents and case ignored) and sort with ordinary controls: canvas and table follow.
  await pages.getByLabel('Filtrer').fill('HOSTILE');
  await expect(pages.getByRole('status')).toHaveText('Pages affichées : 1 sur 2');
  await expect(pageTable.getByRole('row')).toHaveCount(2);
  await pages.getByLabel('Filtrer').fill('');
  await pages.getByLabel('Trier par').selectOption({ label: 'Adresse' });
  await pages.getByRole('button', { name: 'Ordre croissant' }).press('Enter');
  await expect(pageTable.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('/texte-hostile');
  await expect(pageTable.getByRole('columnheader', { name: 'Adresse' })).toHaveAttribute('aria-sort', 'descending');

  await expectAccessible(page);

  // Keyboard: into the failures grid, down to the first row: the row's link (Enter on the canvas
  // follows it) opens its page, where admins see the diagnostics.
  await failures.getByTestId('data-grid-canvas').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(failures.locator('.admin-grid__action').getByRole('link')).toHaveAccessibleName('Ouvrir « Accueil » au bloc « carrousel-3d »');
  await expect(failures.locator('.admin-grid__action').getByRole('link')).toHaveAttribute('href', '/');
  await page.keyboard.press('ArrowDown');
  await expect(failures.locator('.admin-grid__action').getByRole('link')).toHaveAccessibleName('Ouvrir « Accueil » au bloc « Bandeau »');
});

// The grid was read-only: an owner found no way from a page's row to its editor (only « Ouvrir … avec les
// diagnostics », the public page). Each row now has its « Modifier »: a click on that cell of the canvas,
// Enter on it, the link under the grid for the selected row, and the plain table's link.
test('chaque page du tableau a son « Modifier », qui ouvre la page dans l’éditeur', async ({ page, context, request, baseURL }) => {
  await signInWithCookie(context, request, baseURL ?? '', 'admin');
  await page.goto('/admin');
  const pages = page.getByRole('region', { name: 'Pages du site' });
  await expect(pages.getByRole('status')).toHaveText(/^Pages affichées\s: \d+ sur \d+$/u);
  await pages.getByText('Voir les lignes en tableau simple (lecteurs d’écran)').press('Enter');
  await expect(pages.getByRole('table').getByRole('link', { name: 'Modifier « Qui suis-je ? »' })).toHaveAttribute('href', '/admin/editeur/qui-suis-je');

  // From the keyboard: the first row's « Modifier » cell, then the link under the grid.
  const canvas = pages.getByTestId('data-grid-canvas');
  await canvas.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  const under = pages.locator('.admin-grid__action');
  await expect(under.getByRole('link', { name: /^Modifier « /u })).toHaveAttribute('href', '/admin/editeur/');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/editeur\/$/u);
  await page.goBack();

  // A title longer than the title column's 260 px wraps, and its row grows to show it whole: at
  // 120 px the canvas cut it (« Vous avez besoin d »), in a one-line row.
  await pages.getByLabel('Filtrer').fill('souffler');
  await expect(pages.getByRole('status')).toHaveText(/^Pages affichées\s: 1 sur \d+$/u);
  await expect.poll(async () => (await pages.locator('.dvn-scroller').boundingBox())?.height).toBeGreaterThanOrEqual(40 + 60);

  // A click on « Modifier » in the row of « Qui suis-je ? » (found by filtering: one row, the first).
  await pages.getByLabel('Filtrer').fill('qui-suis-je');
  await expect(pages.getByRole('status')).toHaveText(/^Pages affichées\s: 1 sur \d+$/u);
  // The canvas (under glide's scroller, which takes the pointer): a 40 px header, then 40 px rows;
  // « Modifier » is the second column, after the title's 260 px (site 51 has titles longer than that).
  await pages.locator('.dvn-scroller').click({ position: { x: 260 + 30, y: 40 + 20 } });
  await expect(page).toHaveURL(/\/admin\/editeur\/qui-suis-je$/u);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier « Qui suis-je ? »' })).toBeVisible();
});

faulty.describe('le contenu CMS hostile du site en panne', () => {
  faulty.use({
    // The broken tenant's home: the renderer reports its two broken blocks; its missing data files
    // answer 500; the sanitized `<img src="x">` of the hostile text is a 404.
    allowedConsoleErrors: [
      [/^\[vitrine\] bloc/, /Failed to load resource: the server responded with a status of (404|500)/, /^HTTP (404|500) GET /],
      { scope: 'test' },
    ],
    // The faulty home's h1 is its deliberately invalid hero (shown as a diagnostic): axe's verdict on
    // that page says nothing about the sanitizer.
    axeOnLastPage: false,
  });

  // The sanitizer and the CSP (rules, not layout): one width, as xss.spec.ts. The panel at 390 px: the grids journey above.
  faulty(
    's’affiche nettoyé sans la moindre violation CSP (le parseur ne voit plus ni onerror ni style)',
    ONE_WIDTH,
    async ({ page, context, faultyServer }) => {
      await signInWithCookie(context, page.request, faultyServer.url, 'admin');
      // Server-rendered then hydrated (the browser sanitizes again), then a client navigation.
      await page.goto(`${faultyServer.url}/`);
      await expect(page.getByText('Ce bloc-ci est valide : il doit s’afficher malgré ses voisins cassés.')).toBeVisible();
      await expect(page.getByText('Bonjour', { exact: true })).toBeVisible();
      await page.goto(`${faultyServer.url}/admin`);
      await page.getByRole('region', { name: 'Pages du site' }).getByText('Voir les lignes en tableau simple (lecteurs d’écran)').press('Enter');
      await page.getByRole('link', { name: 'Ouvrir « Texte hostile » avec les diagnostics' }).click();
      await expect(page).toHaveURL(/\/texte-hostile/);
      await expect(page.getByText('Ce paragraphe est sûr.')).toBeVisible();
      const leftovers = await page.evaluate(() => ({
        executed: 'pirate' in window || '__pirate' in window,
        handlers: [...document.querySelectorAll('main *')].flatMap((el) => el.getAttributeNames().filter((name) => /^on|^style$/i.test(name))),
      }));
      expect(leftovers).toEqual({ executed: false, handlers: [] });
      // The shared fixture fails the test on any CSP violation (script-src-attr, style-src-attr) seen meanwhile.
    },
  );
});
