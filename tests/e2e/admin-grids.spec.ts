/**
 * Issue 14, the panel's grids (glide-data-grid, canvas) over the broken tenant (`fixtures/faulty`):
 * the pages grid and the block-failure grid list the pages and the deliberately broken blocks, filter
 * and sort from the keyboard, open a page from a row; axe passes on the panel.
 */
import { signInWithCookie } from './support/api-login';
import { startOwnServer, type OwnServer } from './support/own-server';
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

// The journey stays on the panel: the broken tenant's pages hold hostile HTML (a CSP report) and an
// invalid h1 block (axe), which resilience.spec.ts and xss.spec.ts cover.

faulty('les tableaux montrent les pages et les blocs en erreur, se filtrent, se trient et ouvrent une page', async ({ page, context, faultyServer }) => {
  faulty.setTimeout(60_000);
  await signInWithCookie(context, page.request, faultyServer.url, 'admin');
  await page.goto(`${faultyServer.url}/admin`);

  const pages = page.getByRole('region', { name: 'Pages du site' });
  await expect(pages.getByRole('status')).toHaveText('Pages affichées : 2 sur 2');
  // The same rows as the canvas, in the plain table behind the disclosure: title, URL, type, flags, counts.
  // Opened from the keyboard (at 390 px the page may still be smooth-scrolling under a pointer click).
  await pages.getByText('Voir les lignes en tableau simple (lecteurs d’écran)').press('Enter');
  const pageTable = pages.getByRole('table');
  await expect(pageTable).toHaveAccessibleName('Pages du site — Pages affichées : 2 sur 2');
  await expect(pageTable.getByRole('row').nth(1).getByRole('cell')).toHaveText(['/', 'Accueil', 'oui', 'non', 'Accueil (pleine largeur)', 'Pas encore vérifiée', 'non', '4', '2']);
  await expect(pageTable.getByRole('link', { name: 'Ouvrir « Texte hostile » avec les diagnostics' })).toBeVisible();

  const failures = page.getByRole('region', { name: 'Blocs en erreur' });
  await expect(failures.getByRole('status')).toHaveText('Blocs en erreur affichés : 2 sur 2');
  await failures.getByText('Voir les lignes en tableau simple (lecteurs d’écran)').press('Enter');
  const failureTable = failures.getByRole('table');
  await expect(failureTable.getByRole('row').filter({ hasText: 'hero-props-invalides' }).getByRole('cell')).toHaveText(['hero-props-invalides', 'hero', 'Propriétés invalides', /.+/]);
  await expect(failureTable.getByRole('row').filter({ hasText: 'bloc-inconnu' }).getByRole('cell').nth(2)).toHaveText('Composant inconnu');

  // Filter (accents and case ignored) and sort with ordinary controls: canvas and table follow.
  await pages.getByLabel('Filtrer').fill('HOSTILE');
  await expect(pages.getByRole('status')).toHaveText('Pages affichées : 1 sur 2');
  await expect(pageTable.getByRole('row')).toHaveCount(2);
  await pages.getByLabel('Filtrer').fill('');
  await pages.getByLabel('Trier par').selectOption({ label: 'Adresse' });
  await pages.getByRole('button', { name: 'Ordre croissant' }).press('Enter');
  await expect(pageTable.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('/texte-hostile');
  await expect(pageTable.getByRole('columnheader', { name: 'Adresse' })).toHaveAttribute('aria-sort', 'descending');

  await expectAccessible(page);

  // Keyboard: into the failures grid, down to the first row: the row's link (Enter on the canvas
  // follows it) opens its page, where admins see the diagnostics.
  await failures.getByTestId('data-grid-canvas').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(failures.locator('.admin-grid__action').getByRole('link')).toHaveAccessibleName('Ouvrir « Accueil » au bloc bloc-inconnu');
  await expect(failures.locator('.admin-grid__action').getByRole('link')).toHaveAttribute('href', '/');
  await page.keyboard.press('ArrowDown');
  await expect(failures.locator('.admin-grid__action').getByRole('link')).toHaveAccessibleName('Ouvrir « Accueil » au bloc hero-props-invalides');
});
