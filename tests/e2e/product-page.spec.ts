/**
 * A product page hydrates by parts (issue 23, product TBT): the buying column (declinations,
 * quantity, "Ajouter au panier") is an island of its own, with its own code; the description,
 * awards and recommended products keep their server HTML. What a visitor does in the column before
 * it has hydrated is kept and replayed, and the page works the same after a client-side navigation.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { ONE_WIDTH } from './support/one-width';

const PRODUCT = '/boutique/huile-de-massage-relaxante-lavande-bio-6';

/** The header's cart entry of the current width (desktop menu bar or mobile top bar). */
function cartEntry(page: Page) {
  return page.getByRole('link', { name: /^Panier/ }).filter({ visible: true });
}

/** Every document (full page load) the page requests from now on. */
function recordDocuments(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  return documents;
}

test('une déclinaison, une quantité et « Ajouter au panier » choisis avant que l’offre ne soit active sont gardés et rejoués', async ({ page }) => {
  // The buying column's code held back: the page around it has hydrated (its island listens), the
  // column itself is still the server's HTML while the visitor chooses, types and clicks.
  const held: Array<() => Promise<void>> = [];
  await page.route(/\/assets\/product-offer-[^/]+\.js$/, (route) => {
    held.push(() => route.continue());
  });
  await page.goto(PRODUCT, { waitUntil: 'commit' });
  // Asked for once the column is seen: from then on its island holds a click for it.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const documents = recordDocuments(page);
  await page.getByRole('radio', { name: /1 L/ }).check();
  await page.getByRole('spinbutton', { name: 'Quantité' }).fill('3');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  // Nothing happened yet (no native submit, nothing added): the click waits for the code.
  await expect(cartEntry(page)).toHaveAccessibleName('Panier');
  await Promise.all(held.map((release) => release()));
  await expect(page.getByRole('status').filter({ hasText: '« Huile de massage relaxante lavande bio » a été ajouté au panier.' })).toBeVisible();
  await expect(cartEntry(page)).toHaveAccessibleName('Panier, 3 articles');
  // The declination the visitor chose (its price), the quantity they typed, no page load.
  await expect(page.locator('.product-page__price strong')).toHaveText('74 €');
  await expect(page.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue('3');
  expect(documents).toEqual([]);
  await cartEntry(page).click();
  await expect(page.getByRole('dialog', { name: 'Mon panier' }).getByText('1 L', { exact: true })).toBeVisible();
});

// Layout-free: the product page at 390 px stays in view through the journey above and shop.spec.ts.
test('depuis la boutique, une fiche s’affiche d’un coup, son titre avec elle', ONE_WIDTH, async ({ page }) => {
  await page.goto('/boutique');
  // The loader brings the buying column's code, the words and the HTML sanitizer the page renders with:
  // no frame of the product's page without its h1 (it came 300 ms after the page, React holding it).
  await page.evaluate(() => {
    const seen = { withoutTitle: 0 };
    Object.assign(window, { vitrineSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('main .product-page') && !document.querySelector('main h1')) seen.withoutTitle += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page
    .getByRole('main')
    .getByRole('link', { name: /Huile de noyau d’abricot/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Huile de noyau d’abricot — récolte' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { vitrineSeen: { withoutTitle: number } }).vitrineSeen.withoutTitle), 'frames without the h1').toBe(0);
});

test('un produit recommandé s’ouvre sans recharger la page, et son offre fonctionne', ONE_WIDTH, async ({ page }) => {
  await page.goto(PRODUCT);
  const documents = recordDocuments(page);
  // The description and the recommendations are the server's HTML: their links navigate in the app.
  await expect(page.getByRole('heading', { level: 2, name: 'Description' })).toBeVisible();
  await page.getByRole('link', { name: 'Huile de noyau d’abricot — récolte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Huile de noyau d’abricot — récolte' })).toBeVisible();
  expect(documents).toEqual([]);
  await page.getByRole('radio', { name: /2025/ }).check();
  await expect(page.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue('2');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a été ajouté au panier' })).toBeVisible();
  await expect(cartEntry(page)).toHaveAccessibleName('Panier, 2 articles');
  // The page it left is rendered from its code on the way back (no server HTML to keep now).
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Distinctions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Vous aimerez aussi' })).toBeVisible();
});

test('« Ajouter au panier » : une quantité refusée le dit en français sans rien ajouter ; acceptée, le message, le compteur et le lien du panier suivent, et une page quittée aussitôt garde le panier', async ({
  page,
}) => {
  await page.goto('/boutique/huile-de-noyau-d-abricot-recolte-9');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('radio', { name: /2025/ }).check();
  const quantity = page.getByRole('spinbutton', { name: 'Quantité' });
  await quantity.fill('3');
  await expect(page.getByRole('alert').filter({ hasText: 'Ce produit se vend par multiple de 2.' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(cartEntry(page)).toHaveAccessibleName('Panier');
  expect(await page.evaluate(() => window.localStorage.getItem('vitrine.cart'))).toBeNull();

  await quantity.fill('4');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('status').filter({ hasText: '« Huile de noyau d’abricot — récolte » a été ajouté au panier.' })).toBeVisible();
  // French typography: the guillemets keep to the name (no line starting with « » » at 390 px).
  expect(await page.getByRole('status').filter({ hasText: 'a été ajouté au panier' }).textContent()).toContain(
    '«\u00a0Huile de noyau d’abricot — récolte\u00a0» a été ajouté au panier.',
  );
  await expect(cartEntry(page)).toHaveAccessibleName('Panier, 4 articles');
  await expect(page.getByRole('link', { name: 'Voir mon panier (4)' })).toBeVisible();

  // Added again and the page left at once, before anything shows it: the cart was written in the tap.
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.reload();
  await expect(cartEntry(page)).toHaveAccessibleName('Panier, 8 articles');
});
