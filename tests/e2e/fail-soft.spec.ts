/**
 * Issue 22, render errors: a block that throws while rendering on the server (a test registry entry
 * the resilience tenant's composition root adds, tests/e2e/support/throwing-block.tsx) is left out
 * of the HTML; the page answers 200, stays indexable and keeps its other blocks; an admin sees the
 * block's diagnostic box.
 */
import { RESILIENCE_BASE } from './support/ports';
import { expect, test } from './support/test';
import { signInWithCookie } from './support/api-login';
import { THROWING_BLOCK, THROWING_BLOCK_ID, THROWING_SLUG } from './support/start-resilience-server';

const BASE = RESILIENCE_BASE;
const URL = `${BASE}/${THROWING_SLUG}`;

test.use({
  // Expected: the browser's one report of the block it cannot render (its registry does not know
  // the test block), the tenant's failing reviews call, the shell's missing favicon.
  allowedConsoleErrors: [
    [
      new RegExp(`\\[vitrine\\] block: bloc « ${THROWING_BLOCK_ID} »`),
      /HTTP 500 GET .*\/api\/google\/reviews$/,
      /Failed to load resource: the server responded with a status of (404|500)/,
    ],
    { scope: 'test' },
  ],
});

test('the server answers 200, indexable, with the other blocks and without the throwing one', async ({ request }) => {
  const response = await request.get(URL);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('public');
  expect(response.headers()['x-robots-tag']).toBeUndefined();
  const html = await response.text();
  expect(html).not.toContain('name="robots" content="noindex"');
  expect(html).toContain('Ce texte doit toujours s’afficher, quoi qu’il arrive aux blocs voisins.');
  expect(html).toContain('Encadré intact');
  // Nothing of the failure reaches the HTML but the report's id (no message, no stack).
  expect(html).not.toContain('plantage volontaire');
  expect(html).toMatch(/data-dgst="err-[0-9a-f]{8}"/);
});

test('a visitor sees the page with its good blocks and no trace of the broken one', async ({ page }) => {
  const reports: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes(`« ${THROWING_BLOCK_ID} »`)) reports.push(msg.text());
  });
  await page.goto(URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Page d’essai de résilience' })).toBeVisible();
  await expect(page.getByText('Ce texte doit toujours s’afficher, quoi qu’il arrive aux blocs voisins.')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Encadré intact' })).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.locator('.vr-page').getByRole('alert')).toHaveCount(0);
  await expect(page.locator(`[data-block-id="${THROWING_BLOCK_ID}"]`)).toHaveCount(0);
  // Reported once by the browser (the server reported its own render once, in its log).
  await expect.poll(() => reports.length).toBe(1);
});

test('an admin sees the diagnostic box of the block that failed', async ({ page, context, request }) => {
  await signInWithCookie(context, request, BASE, 'admin');
  await page.goto(URL);
  await expect(page.getByText('Ce texte doit toujours s’afficher, quoi qu’il arrive aux blocs voisins.')).toBeVisible();
  const box = page.locator(`.vr-diagnostic[data-block-id="${THROWING_BLOCK_ID}"]`);
  await expect(box).toBeVisible();
  await expect(box).toContainText('Bloc non affiché pour les visiteurs');
  await expect(box).toContainText(THROWING_BLOCK);
});
