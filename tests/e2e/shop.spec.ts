/**
 * Shop, part 1 (issue 11): catalogue → product → cart, in the production build on the demo API, at
 * both widths. The cart lives in this browser's localStorage, so each test starts from a fresh
 * context (Playwright gives one per test).
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/test';
import { ONE_WIDTH } from './support/one-width';
import { openShopFilters } from './support/shop';

const CART_KEY = 'vitrine.cart';

/** The header's cart entry of the current width (desktop menu bar or mobile top bar). */
function cartEntry(page: Page) {
  return page.getByRole('link', { name: /^Panier/ }).filter({ visible: true });
}

test('parcours boutique : filtrer, choisir une déclinaison, ajouter, panier, codes promo, rechargement, second onglet, vider', async ({ page, context }) => {
  // One long journey with four axe scans: more than the default 30 s on a loaded 2-core machine.
  test.setTimeout(120_000);
  await page.goto('/boutique');
  await expect(page.getByRole('heading', { level: 1, name: 'La boutique' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '13 produits' })).toBeVisible();
  await expectAccessible(page);

  await openShopFilters(page);
  // A theme, written as French writes it (the demo's tags once read « Fidelite »), filters by its tag.
  const theme = page.getByRole('checkbox', { name: 'Fidélité' });
  // Ticked in the site's colour, not the browser's blue.
  expect(
    await theme.evaluate((box) => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.color = 'var(--color-primary)';
      const primary = getComputedStyle(probe).color;
      probe.remove();
      return getComputedStyle(box).accentColor === primary;
    }),
  ).toBe(true);
  await theme.check();
  await page.getByRole('button', { name: 'Afficher les produits' }).click();
  await expect(page).toHaveURL(/theme=fid%C3%A9lit%C3%A9/);
  await expect(page.getByRole('status').filter({ hasText: '2 produits' })).toBeVisible();
  await page.goto('/boutique');

  await openShopFilters(page);
  // Filter: oils only, then a search; both land in the URL. (The filter form is a plain GET form:
  // it works the same before and after the page's code has loaded.)
  await page.getByRole('checkbox', { name: 'Huiles de massage' }).check();
  await page.getByRole('button', { name: 'Afficher les produits' }).click();
  await expect(page).toHaveURL(/type=OIL/);
  await expect(page.getByRole('status').filter({ hasText: '4 produits' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('abricot');
  await page.getByRole('button', { name: 'Afficher les produits' }).click();
  await expect(page).toHaveURL(/q=abricot/);
  await expect(page.getByRole('status').filter({ hasText: '1 produit' })).toBeVisible();
  await page.getByRole('link', { name: 'Huile de noyau d’abricot — récolte' }).click();

  // Product page: a vintage item sold by 2; choose the 2025 declination.
  await expect(page).toHaveURL(/\/boutique\/huile-de-noyau-d-abricot-recolte-9$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Huile de noyau d’abricot — récolte' })).toBeVisible();
  // The add button is enabled once the page is interactive (cart read from storage).
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  await page.getByRole('radio', { name: /2025/ }).check();
  await expect(page.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue('2');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a été ajouté au panier' })).toBeVisible();
  await expect(cartEntry(page)).toHaveAccessibleName('Panier, 2 articles');

  // Drawer from the header.
  await cartEntry(page).click();
  const drawer = page.getByRole('dialog', { name: 'Mon panier' });
  await expect(drawer.getByText('5 cl · 2025')).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole('link', { name: 'Voir mon panier et commander' }).click();

  // Cart page: the vintage step is 2.
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  const line = page.getByRole('group', { name: /Quantité de Huile de noyau/ });
  await line.getByRole('button', { name: /^Ajouter 2/ }).click();
  await expect(line.getByRole('status')).toHaveText('4');
  await line.getByRole('button', { name: /^Retirer 2/ }).click();
  await expect(line.getByRole('status')).toHaveText('2');
  // Down to the minimum, « − » says it is unavailable and keeps the focus (disabled, it dropped it to the page).
  await expect(line.getByRole('button', { name: /^Retirer 2/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(line.getByRole('button', { name: /^Retirer 2/ })).toBeFocused();
  await expect(page.getByText('Plus que 5 bouteilles ou 40,20 € d’achats pour la livraison offerte.')).toBeVisible();

  // « Supprimer » lines up with its line: under the name on a phone, under the total from 768 px (the word's own edge, not its padded tap target).
  const edges = await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Supprimer Huile de noyau/ }) })
    .evaluate((item) => {
      const textBox = (selector: string) => {
        const range = document.createRange();
        range.selectNodeContents(item.querySelector(selector)!);
        const { left, right } = range.getBoundingClientRect();
        return { left, right };
      };
      return { remove: textBox('.cart-line__remove'), name: textBox('.cart-line__name'), total: textBox('.cart-line__total'), wide: innerWidth >= 768 };
    });
  if (edges.wide) expect(Math.abs(edges.remove.right - edges.total.right)).toBeLessThan(1);
  else expect(Math.abs(edges.remove.left - edges.name.left)).toBeLessThan(1);

  // Discount codes: a bad one says so in French, a good one changes the total (server figures).
  const code = page.getByRole('textbox', { name: 'Code promo' });
  await code.fill('FAUXCODE');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'FAUXCODE' })).toHaveText('Le code « FAUXCODE » n’existe pas ou n’est plus valable.');
  // The focus stays where the visitor is (it fell to the page: the button was disabled during the call).
  await expect(page.getByRole('button', { name: 'Appliquer' })).toBeFocused();
  await code.fill('bienvenue10');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText(/Code BIENVENUE10 appliqué/)).toBeVisible();
  await expect(code).toBeFocused();
  const total = page.locator('.cart-summary__total dd');
  await expect(total).toHaveText(/17,82\s€/);
  await expectAccessible(page);

  // Reload: the cart is restored from localStorage.
  await page.reload();
  await expect(line.getByRole('status')).toHaveText('2');
  await expect(total).toHaveText(/17,82\s€/);

  // A second tab sees changes made in the first.
  const other = await context.newPage();
  await other.goto('/panier');
  const otherLine = other.getByRole('group', { name: /Quantité de Huile de noyau/ });
  await expect(otherLine.getByRole('status')).toHaveText('2');
  await line.getByRole('button', { name: /^Ajouter 2/ }).click();
  await expect(otherLine.getByRole('status')).toHaveText('4');
  await expect(cartEntry(other)).toHaveAccessibleName('Panier, 4 articles');

  // Clearing empties everything, in both tabs, and removes the entry.
  await page.getByRole('button', { name: 'Vider le panier' }).click();
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();
  // The focus goes on to the shop (the button left with the lines, and the focus fell to the page).
  await expect(page.getByRole('main').getByRole('link', { name: 'Découvrir la boutique' })).toBeFocused();
  await expect(other.getByText('Votre panier est vide.')).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), CART_KEY)).toBeNull();
  await other.close();
});

// Stored data, not the layout (the cart and product pages at 390 px: the shop journey above).
test('un stockage local corrompu ne casse rien et ne dit rien d’alarmant', ONE_WIDTH, async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      window.localStorage.setItem(key, '{"version":1,"lines":[{"id":');
      sessionStorage.setItem('seeded', '1');
    }
  }, CART_KEY);
  await page.goto('/panier');
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await page.goto('/boutique/bougie-de-massage-150-g-11');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(cartEntry(page)).toHaveAccessibleName('Panier, 1 article');
  const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), CART_KEY);
  expect(stored.lines).toHaveLength(1);
});

test('supprimer une ligne au clavier passe le focus à la suivante, puis à la boutique quand le panier est vide', async ({ page }) => {
  for (const path of ['/boutique/bougie-de-massage-150-g-11', '/boutique/huile-de-noyau-d-abricot-recolte-9']) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'a été ajouté au panier' })).toBeVisible();
  }
  await page.goto('/panier');
  const main = page.getByRole('main');
  // Under the lines, « Continuer mes achats » and « Vider le panier » read level (the button's words stood 4 px lower).
  const wordsBottom = (name: string) =>
    main.getByText(name, { exact: true }).evaluate((element) => {
      const words = document.createRange();
      words.selectNodeContents(element);
      return words.getBoundingClientRect().bottom;
    });
  expect(Math.abs((await wordsBottom('Continuer mes achats')) - (await wordsBottom('Vider le panier')))).toBeLessThanOrEqual(1);
  await main.getByRole('button', { name: /^Supprimer Bougie/ }).press('Enter');
  await expect(main.getByRole('button', { name: /^Supprimer Bougie/ })).toHaveCount(0);
  // Its own button left with the line: the focus is on the next line's, not on the page.
  await expect(main.getByRole('button', { name: /^Supprimer Huile de noyau/ })).toBeFocused();
  await main.getByRole('button', { name: /^Supprimer Huile de noyau/ }).press('Enter');
  await expect(main.getByText('Votre panier est vide.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Découvrir la boutique' })).toBeFocused();
});

test('un produit en rupture de stock ne peut pas être ajouté, et le dit', ONE_WIDTH, async ({ page }) => {
  await page.goto('/boutique/huile-de-massage-neutre-jojoba-et-amande-douce-8?declinaison=18');
  await expect(page.getByText('Rupture de stock : ce produit ne peut pas être commandé pour le moment.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /75 cl/ })).toBeChecked();
  await expectAccessible(page);
});

test.describe('produit inconnu', () => {
  // The API's 404 for the unknown id is the point of the test.
  test.use({
    allowedConsoleErrors: [
      [/HTTP 404 GET .*\/api\/v2\/product\/999$/, /Failed to load resource: the server responded with a status of 404/],
      { scope: 'test' },
    ],
  });
  // A status (the 404 page at 390 px: shell.spec).
  test('un produit inconnu est une page 404', ONE_WIDTH, async ({ page }) => {
    await page.goto('/boutique/produit-disparu-999');
    await expect(page.getByRole('heading', { level: 1, name: 'Cette page est introuvable' })).toBeVisible();
  });
});

test('les bons cadeaux de « Offrir un massage » vont au panier ; l’échec de validation rafraîchit les stocks et garde le message', async ({
  page,
  request,
}) => {
  await page.goto('/offrir-un-massage');
  await page.getByRole('button', { name: 'Offrir ce massage : Bon cadeau — massage californien' }).click();
  await expect(cartEntry(page)).toHaveAccessibleName('Panier, 1 article');
  await page.goto('/panier');
  await expect(page.getByRole('link', { name: 'Bon cadeau — massage californien' })).toBeVisible();

  // The demo API refuses the cart (fault switch) for the time of one click.
  await request.post('/api/__demo/faults', { data: { faults: 'validateOrder=envelope' } });
  const refreshed = page.waitForRequest((r) => r.url().endsWith('/api/product/quantities') && r.method() === 'PUT');
  try {
    await page.getByRole('button', { name: 'Commander' }).click();
    await refreshed;
    await expect(page.getByRole('alert').filter({ hasText: 'Erreur simulée' })).toBeVisible();
  } finally {
    await request.post('/api/__demo/faults', { data: { faults: '' } });
  }
  await expect(page).toHaveURL(/\/panier$/);
  const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), CART_KEY);
  expect(stored.error).toMatchObject({ scope: 'cart' });
  await expectAccessible(page);
});
