/**
 * Issue 8: the static deployment (dist/ on any static host, `index.html` for every path) still works:
 * the browser renders every page from the API, client navigation works, an unknown path shows the
 * 404 page (with `noindex`; a static host cannot send the status).
 */
import { startOwnServer, type OwnServer } from './support/own-server';
import { followMenuLink } from './support/menu';
import { expect, expectAccessible, test } from './support/test';

const staticHost = test.extend<object, { staticServer: OwnServer }>({
  staticServer: [
    // Playwright reads fixture dependencies from a destructuring pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startOwnServer(undefined, { staticMode: true });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

staticHost('sans rendu serveur, le navigateur affiche les pages, navigue et montre la page 404', async ({ page, request, staticServer }) => {
  // The served HTML is the empty shell: nothing was rendered on the server.
  const shell = await request.get(`${staticServer.url}/qui-suis-je`);
  expect(await shell.text()).toContain('<div id="root"></div>');

  await page.goto(`${staticServer.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText(/massage/i);
  // No theme stylesheet from a server: the browser puts the site's colours on the page (its code is a
  // chunk loaded with the app, src/features/theme/use-theme.ts).
  await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--color-primary'))).toBe('#2e6e7e');
  await followMenuLink(page, /qui suis-je/i);
  await expect(page).toHaveURL(/\/qui-suis-je$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto(`${staticServer.url}/page-qui-n-existe-pas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cette page est introuvable' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectAccessible(page);
});
