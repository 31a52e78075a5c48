/**
 * Issue 4 resilience: a page whose conf holds, among N blocks, one unknown component, one block with
 * invalid props and one block that throws (its data call fails) renders its N−3 good blocks with no
 * uncaught error for visitors, and 3 diagnostic boxes with the right reasons for an admin.
 */
import { RESILIENCE_BASE } from './support/ports';
import { expect, test } from './support/test';
import { RESILIENCE_BAD_BLOCKS, RESILIENCE_GOOD_BLOCKS, RESILIENCE_SLUG } from './support/start-resilience-server';

const BASE = RESILIENCE_BASE;

test.use({
  // Expected: the failed reviews call (500), the throwing form block's missing form (404), the shell's
  // missing favicon (404), the renderer's one
  // report per failed block, and React's own log of the error its block boundary caught (until the
  // app's root passes `onCaughtError: rootCaughtErrorHandler`).
  // (An array option is passed to test.use as [value, fixture options].)
  allowedConsoleErrors: [
    [
      /HTTP 500 GET .*\/api\/google\/reviews$/,
      /HTTP 404 GET .*\/api\/forms\/999999$/,
      /Failed to load resource: the server responded with a status of (404|500)/,
      /\[vitrine\] bloc/,
      /Erreur simulée par le serveur de démonstration/,
    ],
    { scope: 'test' },
  ],
});

async function visibleGoodBlocks(page: import('@playwright/test').Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Page d’essai de résilience' })).toBeVisible();
  await expect(page.getByText('Ce texte doit toujours s’afficher, quoi qu’il arrive aux blocs voisins.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Réserver un massage' }).last()).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Encadré intact' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Section intacte' })).toContainText('Un enfant valide dans une section valide.');
  await expect(page.getByRole('region', { name: 'Témoignages intacts' })).toBeVisible();
}

test('a visitor sees the N−3 good blocks and nothing of the broken ones', async ({ page }) => {
  const reports: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && msg.text().startsWith('[vitrine] bloc')) reports.push(msg.text());
  });
  await page.goto(`${BASE}/${RESILIENCE_SLUG}`);
  await visibleGoodBlocks(page);
  // Wait for the throwing block to settle (its call fails after the client's retries).
  await expect.poll(() => reports.length, { timeout: 10_000 }).toBe(3);
  // Blocks sit in display:contents wrappers (.vr-static / .vr-island, src/renderer): count what they hold.
  await expect(page.locator('.vr-page > :not(.vr-static, .vr-island), .vr-page > :is(.vr-static, .vr-island) > *')).toHaveCount(RESILIENCE_GOOD_BLOCKS.length);
  await expect(page.locator('.vr-page').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Les avis de mes clients' })).toHaveCount(0);
  for (const { block } of RESILIENCE_BAD_BLOCKS) expect(reports.some((r) => r.includes(`« ${block.id} »`))).toBe(true);
});

test('an admin sees a diagnostic box for each broken block, with the right reason', async ({ page, context }) => {
  const login = await page.request.post(`${BASE}/api/login`, {
    headers: { 'idSite': '51', 'userLang': 'fr_FR', 'Content-Type': 'application/json' },
    data: { email: 'admin@vitrine-demo.fr', password: 'Admin-2026' },
  });
  expect(login.ok()).toBe(true);
  const body: unknown = await login.json();
  const token =
    typeof body === 'object' && body !== null && 'data' in body && typeof body.data === 'object' && body.data !== null && 'token' in body.data
      ? String(body.data.token)
      : '';
  expect(token).not.toBe('');
  await context.addCookies([{ name: 'token', value: token, url: BASE }]);

  await page.goto(`${BASE}/${RESILIENCE_SLUG}`);
  await visibleGoodBlocks(page);
  const boxes = page.locator('.vr-page').getByRole('alert').filter({ hasText: 'Bloc non affiché pour les visiteurs' });
  await expect(boxes).toHaveCount(3, { timeout: 10_000 });
  for (const { block, reason } of RESILIENCE_BAD_BLOCKS) {
    const box = page.locator(`.vr-diagnostic[data-block-id="${block.id}"]`);
    await expect(box).toHaveAttribute('data-reason', reason);
    await expect(box).toContainText(block.component);
  }
  await expect(page.locator('.vr-diagnostic[data-block-id="casse-invalide"]')).toContainText('propriété obligatoire « text » absente');
  // What is wrong and what to do, in the owner's words (they read « Composant inconnu », « Propriétés invalides »).
  const invalid = page.locator('.vr-diagnostic[data-block-id="casse-invalide"]');
  await expect(invalid).toContainText('Réglages incomplets ou incorrects');
  await expect(invalid.getByRole('list', { name: 'Réglages à corriger' }).getByRole('listitem')).toHaveText([
    'Titre : à remplir',
    'Niveau du titre : 4 au plus',
  ]);
  await expect(page.locator('.vr-diagnostic[data-block-id="casse-inconnu"]')).toContainText(
    'Ce bloc (« carrousel-magique ») n’existe pas sur ce site : supprimez-le de la page dans l’éditeur.',
  );
});
