/** Foundation smoke test: the production build on the demo API shows the French home page and menu. */
import { test, expect, expectAccessible } from './support/test';

test('la page d’accueil affiche le site, son menu et son texte en français', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The menu: in the top bar on desktop, behind the bottom bar's "Menu" button below 960 px.
  const small = (page.viewportSize()?.width ?? 1280) < 960;
  if (small) await page.getByRole('navigation', { name: 'Accès rapides' }).getByRole('button', { name: 'Menu' }).click();
  const menu = small ? page.getByRole('dialog', { name: 'Menu' }) : page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: /qui suis-je/i }).first()).toBeVisible();
  if (small) await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText(/massage/i);
  await expectAccessible(page);
  // The server embeds the configuration in the page: no round-trip to /config.json before the API.
  expect(requested).not.toContain('/config.json');
});

test('le serveur envoie une politique de sécurité stricte', async ({ request }) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain('frame-ancestors');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('robots.txt est un vrai fichier', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/User-agent/i);
});
