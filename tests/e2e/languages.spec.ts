/**
 * Sites in more than one language (issue 36): site 52 in French (no prefix) and English (/en/), site
 * 51 in French only. The switcher keeps the visitor on the same page in the other language, the
 * cart is the same cart in both, every translated page names its versions with hreflang (absolute,
 * reciprocal, x-default → French), and an English page shows no French interface word.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_PORT } from './support/ports';
import { ONE_WIDTH } from './support/one-width';
import { openShopFilters } from './support/shop';
import { DATES, datedTest, fixClocks, journeyInstant } from './support/clock';

const VINS = `http://vins.localhost:${E2E_PORT}`;
const MASSAGES = `http://127.0.0.1:${E2E_PORT}`;
const SITE_URL = 'https://www.domaine-garnaudiere.fr';

/** French words of the interface (not of the content) that must never show on an English page. */
const FRENCH_INTERFACE_WORDS = [
  'Accueil',
  'Panier',
  'Se connecter',
  'Ajouter au panier',
  'Quantité',
  'Vendu par',
  'Récolte',
  'Millésime',
  'Référence',
  'Choisissez',
  'Idéal pour',
  'Distinctions',
  'Dans ce coffret',
  'Vous aimerez aussi',
  'Télécharger',
  'Mon panier',
  'Sous-total',
  'Commander',
  'Vider le panier',
  'Continuer mes achats',
  'Récapitulatif',
  'Livraison',
  'Code promo',
  'Fil d’Ariane',
  'Menu principal',
  'Aller au contenu',
  'Pied de page',
  'Mentions légales',
  'Politique de confidentialité',
  // The checkout's
  'Coordonnées',
  'Adresse e-mail',
  'Téléphone',
  'Continuer',
  'Retour',
  'Étape',
  'Mode de livraison',
  'Retrait sur place',
  'Livraison à domicile',
  'Transporteur',
  'Code postal',
  'Adresse de livraison',
  'Adresse de facturation',
  'Prénom',
  'Moyen de paiement',
  'Carte bancaire',
  'Virement',
  'Chèque',
  'Commander et payer',
  'conditions générales',
  'Paiement',
  'démonstration',
  'Merci',
  'Et maintenant',
  'Chargement',
  'TTC',
  // The shop list's and the footer's newsletter
  'Rechercher',
  'Afficher les produits',
  'du moins cher',
  'Recevoir la lettre',
  'Votre adresse',
  // Login, registration, password reset and the personal space
  'Connexion',
  'Mot de passe',
  'obligatoire',
  'facultatif',
  'Afficher',
  'Masquer',
  'Il doit contenir',
  'au moins',
  'Bonjour',
  'connecté',
  'Mon espace',
  'Mes informations',
  'Se déconnecter',
  'Enregistrer',
  'Supprimer',
  'Annuler',
  'Lettre d’information',
  'abonnements',
  'Réessayez',
  'Réessayer',
  'Nouvel essai',
  'corrigez',
  'Indiquez',
  // The forms (rjsf) and the contact details
  'Envoyer',
  'Objet',
  'Votre message',
  'astérisque',
  'Le formulaire contient',
  'Ce champ',
  'Horaires',
  'Adresse',
  // The booking request's
  'Prestation',
  'Choisir la date',
  'Quel jour',
  'Mois suivant',
  'Mois précédent',
  'Jours grisés',
  'heure de Paris',
  'horaire libre',
  'Vérifier ma demande',
  'Vérifiez votre demande',
  'Modifier',
  'Annulation',
  'sans frais',
  'Envoyer ma demande',
  'Demande de rendez-vous',
  'Réserver',
  'Durée',
];

/** The words of `FRENCH_INTERFACE_WORDS` found in the page's header and main content. */
async function frenchInterfaceWords(page: Page): Promise<string[]> {
  const parts = [page.locator('header.site-header'), page.getByRole('main'), page.getByRole('contentinfo')];
  const texts = await Promise.all(
    parts.map((part) =>
      part.evaluate((el) => `${el.textContent ?? ''} ${[...el.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')).join(' ')}`),
    ),
  );
  const labels = await page.locator('.site-footer__legal a').allTextContents();
  const all = [...texts, ...labels].join(' ');
  return FRENCH_INTERFACE_WORDS.filter((word) => all.includes(word));
}

/** The hreflang links of the page's head, as `{ hreflang: href }`. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((els) => els.map((el) => [el.getAttribute('hreflang') ?? '', el.getAttribute('href') ?? '']));
  return Object.fromEntries(links);
}

/** The message files (`*.fr-fr-*.js`, `*.en-gb-*.js`) a page fetches until it has hydrated, and those its HTML names. */
async function messageFilesOf(page: Page, url: string): Promise<{ french: string[]; english: string[]; named: string[] }> {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    // The language suggestion's card speaks the language it offers, not the page's: left out.
    if (/\.(fr-fr|en-gb)-[\w-]+\.js$/.test(file) && !file.includes('/language-suggestion.')) fetched.push(file);
  });
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const named = ((await page.locator('body > script#vitrine-state').getAttribute('data-modules')) ?? '').split(' ').filter(Boolean);
  return { french: fetched.filter((file) => file.includes('.fr-fr-')), english: fetched.filter((file) => file.includes('.en-gb-')), named };
}

// Which message files a page fetches (a rule): the shell is the same markup at both widths (CSS decides
// what shows), so 390 px fetches the same files. At 390 px the product page in both languages stays in
// view in « from a French product page: switch to English… », the French home in site-52.spec « l’accueil est celui du domaine ».
test('a page loads only its own language’s words, named by the server and fetched with the app', ONE_WIDTH, async ({ page }) => {
  for (const path of ['/en/', '/en/boutique/cuvee-des-ormeaux-red-fiefs-vendeens-brem-1']) {
    const english = await messageFilesOf(page, `${VINS}${path}`);
    expect(
      english.named.some((file) => file.includes('/shell.en-gb-')),
      path,
    ).toBe(true);
    expect(english.english, path).toEqual(expect.arrayContaining(english.named));
    expect(english.french, path).toEqual([]);
  }
  for (const path of ['/', '/boutique/cuvee-des-ormeaux-rouge-fiefs-vendeens-brem-1']) {
    const french = await messageFilesOf(page, `${VINS}${path}`);
    expect(
      french.named.some((file) => file.includes('/shell.fr-fr-')),
      path,
    ).toBe(true);
    expect(french.french, path).toEqual(expect.arrayContaining(french.named));
    expect(french.english, path).toEqual([]);
  }
  // Site 51 (French only) the same way.
  const massages = await messageFilesOf(page, `${MASSAGES}/`);
  expect(massages.named.some((file) => file.includes('/shell.fr-fr-'))).toBe(true);
  expect(massages.english).toEqual([]);
});

test('from a French product page: switch to English, add to the basket, switch back and find the same cart', async ({ page }) => {
  await page.goto(`${VINS}/boutique/cuvee-des-ormeaux-rouge-fiefs-vendeens-brem-1`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Description', 'Distinctions', 'Vous aimerez aussi']);
  // The facts' colon as each language writes it: « Millésime : 2023 » (a no-break space), “Vintage: 2023” (none).
  // A winemaker's year is its « Millésime » (it said « Récolte », an oil's harvest).
  const colonAfter = (term: string) =>
    page
      .getByRole('main')
      .locator('.product-page__facts dt', { hasText: term })
      .evaluate((dt) => getComputedStyle(dt, '::after').content);
  expect(await colonAfter('Millésime')).toBe('"\u00a0:"');
  const header = page.locator('header.site-header');
  await header.getByRole('link', { name: 'English' }).filter({ visible: true }).click();

  await expect(page).toHaveURL(`${VINS}/en/boutique/cuvee-des-ormeaux-red-fiefs-vendeens-brem-1`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Cuvée des Ormeaux red — Fiefs Vendéens Brem' })).toBeVisible();
  await expect(main.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('6');
  await expect(main.getByText('Sold in multiples of 6.')).toBeVisible();
  expect(await colonAfter('Vintage')).toBe('":"');
  // A capacity's number as English writes it (it read « 37,5 cl », « 1,5 L »).
  await expect(main.getByRole('radio', { name: /^Half bottle · 2023 · 37\.5\scl/u })).toBeVisible();
  await expect(main.getByRole('radio', { name: /^Magnum · 2022 · 1\.5\sL/u })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Description', 'Awards', 'You may also like']);
  expect(await frenchInterfaceWords(page)).toEqual([]);
  // The choice is remembered for a year (SPEC §9).
  const cookie = (await page.context().cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('en_GB');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  await main.getByRole('button', { name: 'Add to basket' }).click();
  await main.getByRole('link', { name: 'View my basket (6)' }).click();
  await expect(page).toHaveURL(`${VINS}/en/panier`);
  await expect(main.getByRole('heading', { level: 1, name: 'My basket' })).toBeVisible();
  await expect(main.getByText('6 items')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(main.getByText('€71.40').first()).toBeVisible();
  const line = main.getByRole('link', { name: 'Cuvée des Ormeaux red — Fiefs Vendéens Brem' });
  await expect(line).toBeVisible();
  await expect(line).not.toHaveAttribute('lang');
  expect(await frenchInterfaceWords(page)).toEqual([]);

  await header.getByRole('link', { name: 'Français' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(`${VINS}/panier`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(main.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  await expect(main.getByText('6 articles')).toBeVisible();
  await expect(main.getByText('71,40\u00a0€').first()).toBeVisible();
  // The same line, added in English: its name is the one it was read with, marked as English.
  await expect(line).toHaveAttribute('lang', 'en');
});

// A text: one width. A box’s page at 390 px: site-52.spec « chaque page tient dans la largeur de l’écran ».
test('a box’s page says what is in it in the page’s language', ONE_WIDTH, async ({ page }) => {
  await page.goto(`${VINS}/en/boutique/discovery-case-6-bottles-15`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'In this box' })).toBeVisible();
  expect(await frenchInterfaceWords(page)).toEqual([]);
  await page.goto(`${VINS}/boutique/carton-decouverte-6-bouteilles-15`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Dans ce coffret' })).toBeVisible();
});

// Texts, dates and prices in English: one width. The checkout’s steps at 390 px: checkout.spec « guest, home
// delivery… » and « with injected failures », site-52.spec « commande livrée à domicile… ».
test('an English checkout, from the product page to the order: every step, date and price in English', ONE_WIDTH, async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${VINS}/en/boutique/cuvee-des-ormeaux-red-fiefs-vendeens-brem-1`);
  const main = page.getByRole('main');
  // The price as an English page writes it (the French page says « 11,90 € »).
  await expect(main.locator('.product-page__price')).toHaveText('€11.90 incl. VAT');
  await main.getByRole('button', { name: 'Add to basket' }).click();
  await main.getByRole('link', { name: 'View my basket (6)' }).click();
  await main.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(`${VINS}/en/commande/coordonnees`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Contact details — Step 1 of 4');
  await main.getByRole('button', { name: 'Continue: Delivery' }).click();
  // Nothing typed yet: the problems are said in English.
  await expect(main.getByRole('alert')).toContainText('Enter your email address.');
  expect(await frenchInterfaceWords(page)).toEqual([]);
  await main.getByRole('textbox', { name: 'Email address' }).fill('emily.hart@example.co.uk');
  await main.getByRole('textbox', { name: 'Phone' }).fill('+44 7700 900123');
  await main.getByRole('button', { name: 'Continue: Delivery' }).click();

  await expect(page).toHaveURL(`${VINS}/en/commande/livraison`);
  // Collection dates in English (« samedi 5 décembre » on the French page).
  await main.getByText('Click and collect', { exact: true }).click();
  const firstDate = main.getByRole('combobox', { name: 'Collection date' }).locator('option').nth(1);
  await expect(firstDate).toHaveText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+$/);
  expect(await frenchInterfaceWords(page)).toEqual([]);
  await main.getByText('Home delivery', { exact: true }).click();
  await main.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'France' });
  const town = main.getByRole('combobox', { name: 'Postcode or town' });
  await town.fill('85470');
  await expect(main.getByRole('option', { name: /Brem-sur-Mer/ })).toBeVisible();
  await town.press('ArrowDown');
  await town.press('Enter');
  await main.getByText('Colissimo — home delivery').click();
  expect(await frenchInterfaceWords(page)).toEqual([]);
  await main.getByRole('button', { name: 'Continue: Addresses' }).click();

  await expect(page).toHaveURL(`${VINS}/en/commande/adresses`);
  await main.getByRole('textbox', { name: 'First name' }).fill('Emily');
  await main.getByRole('textbox', { name: 'Last name' }).fill('Hart');
  await main.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Harbour Lane');
  expect(await frenchInterfaceWords(page)).toEqual([]);
  await main.getByRole('button', { name: 'Continue: Summary and payment' }).click();

  await expect(page).toHaveURL(`${VINS}/en/commande/paiement`);
  await expect(main.getByText('Total incl. VAT')).toBeVisible();
  await expect(main.getByRole('group', { name: 'Payment method' }).getByRole('radio')).toHaveCount(3);
  expect(await frenchInterfaceWords(page)).toEqual([]);
  await main.getByRole('checkbox', { name: /I have read and accept the terms of sale/ }).check();
  await main.getByRole('button', { name: /^Order and pay €\d+\.\d{2}$/ }).click();
  await main.getByRole('button', { name: /^Pay €\d+\.\d{2} \(demo\)$/ }).click();

  await expect(page).toHaveURL(`${VINS}/en/commande/confirmation`);
  await expect(main.getByRole('status')).toHaveText(/^Order no\. CMD-\d{4}-\d{4} is confirmed\. Thank you!$/);
  await expect(main.getByText(/^Total paid: €\d+\.\d{2}/)).toBeVisible();
  // The carrier as the estate names it, once (it read “Home delivery: Colissimo — home delivery”).
  await expect(main.getByRole('region', { name: 'Delivery' }).getByRole('paragraph')).toHaveText(['Colissimo — home delivery']);
  // The phone as the header writes it on an English page, on one line (it said « 02 51 33 47 82 »).
  await expect(main.getByText(/or call \+33\u00a02\u00a051\u00a033\u00a047\u00a082, quoting order number CMD-/u)).toBeVisible();
  expect(await frenchInterfaceWords(page)).toEqual([]);
});

test('the English shop list and the footer’s newsletter form speak English', async ({ page }) => {
  await page.goto(`${VINS}/en/boutique`);
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText(/^\d+ products, cheapest first$/);
  await openShopFilters(main);
  await expect(main.getByRole('button', { name: 'Show the products' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(main.getByText(/^From €\d+\.\d{2}$/).first()).toBeVisible();
  expect(await frenchInterfaceWords(page)).toEqual([]);
  // The themes are the products' own tags, in the page's language (they were the French ones: « Apéritif », « Viandes rouges »).
  const themes = main.getByRole('group', { name: 'Themes' });
  await expect(themes.getByRole('checkbox', { name: 'Red meat' })).toBeVisible();
  await expect(themes.getByRole('checkbox', { name: /[àâçéèêëîïôûù]|Viandes|Fromages|Cadeau/iu })).toHaveCount(0);
  await themes.getByRole('checkbox', { name: 'Seafood' }).check();
  await expect(page).toHaveURL(/\?theme=seafood$/);
  await expect(main.getByRole('status')).toHaveText(/^2 products matching your search/);
});

// A rule of the language link: one width. The switcher at 390 px: « at 390 px the switcher says « EN »… » below.
test('a theme and an option chosen in the French shop stay chosen in English, said in English', ONE_WIDTH, async ({ page }) => {
  await page.goto(`${VINS}/boutique`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const main = page.getByRole('main');
  await main.getByRole('group', { name: 'Thèmes' }).getByRole('checkbox', { name: 'Viandes rouges' }).check();
  await expect(page).toHaveURL(/\?theme=viandes-rouges$/u);
  // The address changes first, the list once its products are there: the count is read from the filtered list.
  await expect(main.getByRole('status')).toHaveText(/correspondant à votre recherche/u);
  const count = (await main.getByRole('status').textContent())?.match(/^\d+/u)?.[0];
  expect(Number(count)).toBeGreaterThan(0);
  // The tags share no id between languages: the link says the theme as the same products say it in
  // English. It carried « viandes-rouges », which the English shop does not offer: all its wines showed.
  const english = page.locator('header.site-header').getByRole('link', { name: 'English' }).first();
  await expect(english).toHaveAttribute('href', '/en/boutique?theme=red-meat');
  await english.click();
  await expect(page).toHaveURL(`${VINS}/en/boutique?theme=red-meat`);
  await expect(main.getByRole('group', { name: 'Themes' }).getByRole('checkbox', { name: 'Red meat' })).toBeChecked();
  await expect(main.getByRole('status')).toHaveText(new RegExp(`^${count} products? matching your search`, 'u'));
  // A declination's option too (« Demi-bouteille », “Half bottle”), and back to French.
  await page.goto(`${VINS}/en/boutique?option=Half+bottle`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('header.site-header').getByRole('link', { name: 'Français' }).first()).toHaveAttribute('href', '/boutique?option=Demi-bouteille');
});

// A text (the logo’s name, in the DOM at both widths): one width. The logo at 390 px: « at 390 px the switcher
// says « EN » and leaves the logo its room » below.
test('the estate’s logo is described in the page’s language', ONE_WIDTH, async ({ page }) => {
  // It said « Domaine de la Garnaudière, vignerons à Brem-sur-Mer » on English pages.
  await page.goto(`${VINS}/en`);
  await expect(page.getByRole('banner').getByRole('img', { name: 'Domaine de la Garnaudière, winegrowers in Brem-sur-Mer' }).first()).toBeAttached();
  await page.goto(`${VINS}/`);
  await expect(page.getByRole('banner').getByRole('img', { name: 'Domaine de la Garnaudière, vignerons à Brem-sur-Mer' }).first()).toBeAttached();
});

// Texts and dates: one width. The news page at 390 px: site-52.spec « chaque page tient dans la largeur de l’écran ».
test('the English news page: its heading, count, dates and links in English', ONE_WIDTH, async ({ page }) => {
  await page.goto(`${VINS}/en/actualites`);
  const list = page.getByRole('region', { name: 'All the news' });
  await expect(list.getByText(/^\d+ news items?$/)).toBeVisible();
  await expect(list.locator('time').first()).toHaveText(
    /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
  );
  await expect(list).not.toContainText(/actualité|À la une|En savoir plus|janvier|février|avril|juillet|août|septembre|octobre|novembre|décembre/u);
  expect(await frenchInterfaceWords(page)).toEqual([]);
});

// Texts and dates: one width. The gallery and an album at 390 px: editorial.spec « gallery → album → the slider… ».
test('the English gallery and an album: what each album holds, the album’s words and date in English', ONE_WIDTH, async ({ page }) => {
  await page.goto(`${VINS}/en/galerie`);
  const albums = page.getByRole('main').getByRole('region', { name: 'Albums' });
  await expect(albums.locator('.card-grid__meta').first()).toHaveText(/^\d+ (photo|photos|video|videos)( and \d+ videos?)?$/);
  await expect(albums).not.toContainText(/vidéo|Album vide/u);
  expect(await frenchInterfaceWords(page)).toEqual([]);
  await albums.getByRole('link', { name: 'The vineyard' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'The vineyard' })).toBeVisible();
  await expect(main.getByRole('article').getByText('Gallery', { exact: true })).toBeVisible();
  await expect(main.locator('.album-page__date time')).toHaveText(
    /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
  );
  // Named by its words: the arrow drawn before them is not read out (“left arrow All the albums”).
  await expect(main.getByRole('link', { name: 'All the albums', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^The vineyard — Gallery/);
  await expect(main).not.toContainText(/Galerie|Tous les albums|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre/u);
  expect(await frenchInterfaceWords(page)).toEqual([]);
});

// Texts: one width. A workshop page and its registration at 390 px: editorial.spec « workshops › element page by both URL forms… ».
test('an English workshop page: its practical information and its registration form in English', ONE_WIDTH, async ({ page }) => {
  await page.goto(`${VINS}/en/tours-and-tastings`);
  const dates = page.getByRole('main').locator('.vb-elements');
  await dates.getByRole('listitem').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/element\//);
  const main = page.getByRole('main');
  const side = main.getByRole('complementary', { name: 'Practical information' });
  await expect(side).toBeVisible();
  const form = side.getByRole('form', { name: 'Register' });
  await expect(form.getByLabel('First name (required)')).toBeVisible();
  await expect(form.getByLabel('Number of places (required)')).toBeVisible();
  await expect(form.getByLabel('Email (required)')).toBeVisible();
  await form.getByRole('button', { name: 'Register me' }).click();
  await expect(form.getByRole('alert').first()).toContainText('Some fields need correcting.');
  await expect(form).toContainText('Enter your first name.');
  await expect(side).not.toContainText(/Informations pratiques|Inscri|inscri|Prénom|Nombre de places|obligatoire|corriger|Indiquez/u);
  expect(await frenchInterfaceWords(page)).toEqual([]);
});

test.describe('a list that fails to load', () => {
  test.use({ allowedConsoleErrors: [[/status of 503/, /HTTP 503 GET .*\/api\/parameter$/, /parameter/i], { scope: 'test' }] });

  // A failure path: one width.
  test('says so in English on an English page, and “Try again” shows it', ONE_WIDTH, async ({ page }) => {
    // A page the app runs (the shop; the home starts with the islands, whose links load the next page
    // from the server): following the footer's link asks the API for the legal texts (a client navigation).
    await page.goto(`${VINS}/en/boutique`);
    let answer: 'fail' | 'pass' = 'fail';
    await page.route('**/api/parameter', async (route) => {
      if (answer === 'fail') return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' });
      return route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie policy' }).click();
    await expect(page).toHaveURL(`${VINS}/en/cookie-policy`);
    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure).toHaveText(/^This text could not be loaded\. Check your connection and try again\.\s*Try again$/, { timeout: 15_000 });
    expect(await frenchInterfaceWords(page)).toEqual([]);
    answer = 'pass';
    await failure.getByRole('button', { name: 'Try again' }).click();
    const policy = page.getByRole('main').getByRole('article', { name: 'Cookie policy' });
    await expect(policy.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
});

// A member's page opened logged out sends the visitor to log in, then back to it: in English it
// brought them to /en/en/mon-compte, « This page could not be found ». One width: a path, not a layout.
test('an English personal space opened logged out: logging in comes back to it', ONE_WIDTH, async ({ page }) => {
  await page.goto(`${VINS}/en/mon-compte`);
  await expect(page).toHaveURL(`${VINS}/en/auth?retour=%2Fmon-compte`);
  const login = page.getByRole('main').getByRole('form', { name: 'I already have an account' });
  await login.getByRole('textbox', { name: /^Email address/ }).fill('paul.moreau@exemple.fr');
  await login.getByLabel(/^Password/).fill('Vendanges-2026');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${VINS}/en/mon-compte`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
});

// Texts and messages: one width. These pages at 390 px: accounts.spec « connexion, cookies de session… » and
// « inscription, profil, mot de passe… »; /en/auth in site-52.spec « chaque page tient dans la largeur de l’écran ».
test('login, registration, password reset and the personal space in English; the French pages unchanged', ONE_WIDTH, async ({ page }) => {
  test.setTimeout(60_000);
  const main = page.getByRole('main');
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await page.goto(`${VINS}/en/auth`);
  await expect(page).toHaveTitle(/^Log in or create an account/);
  await expect(main.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  // Registration: its checks, the required marker and the password rule in English.
  const register = main.getByRole('form', { name: 'Create an account' });
  await expect(register.getByRole('textbox', { name: /^First name ?\(required\)$/ })).toBeVisible();
  await register.getByRole('button', { name: 'Create my account' }).click();
  await expect(register.getByRole('alert')).toContainText('The form has errors: correct the fields shown.');
  await expect(register.getByRole('alert')).toContainText('Enter your first name.');
  await expect(register.getByRole('alert')).toContainText('Choose a password.');
  await expect(register.getByRole('alert')).toContainText('Tick the box to accept the terms of use');
  await register.getByLabel(/^Password/).fill('short');
  await expect(register.getByText('It must contain:')).toBeVisible();
  await expect(register.getByText('at least 8 characters')).toBeVisible();
  await expect(register.getByRole('link', { name: 'terms of use', exact: true })).toHaveAttribute('href', '/en/use-terms');
  // Login: its checks and the password toggle.
  const login = main.getByRole('form', { name: 'I already have an account' });
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toContainText('To log in, complete the form.');
  await expect(login.getByRole('alert')).toContainText('Enter your email address.');
  await expect(login.getByRole('button', { name: /^Show ?the password$/ })).toBeVisible();
  expect(await frenchInterfaceWords(page)).toEqual([]);

  // Forgotten password: the same answer for every address, in English.
  await login.getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(page).toHaveURL(`${VINS}/en/password/reset/ask`);
  await expect(main.getByRole('heading', { level: 1, name: 'Forgotten password' })).toBeVisible();
  await main.getByRole('textbox', { name: /^Your account’s email address/ }).fill('nobody@example.co.uk');
  await main.getByRole('button', { name: 'Send me the link' }).click();
  await expect(main.getByRole('status')).toContainText('If an account exists with the address nobody@example.co.uk, an email has just been sent');
  expect(await frenchInterfaceWords(page)).toEqual([]);
  await main.getByRole('link', { name: 'Back to log in' }).click();

  // Logged in: the personal space in English.
  await expect(page).toHaveURL(`${VINS}/en/auth`);
  await login.getByRole('textbox', { name: /^Email address/ }).fill('paul.moreau@exemple.fr');
  await login.getByLabel(/^Password/).fill('Vendanges-2026');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${VINS}/en/mon-compte`);
  await expect(toasts).toContainText('Hello Paul, you are logged in.');
  await expect(main.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(main.getByText('Hello Paul, you are logged in with the address')).toBeVisible();
  const password = main.getByRole('form', { name: 'Password' });
  await password.getByRole('button', { name: 'Change my password' }).click();
  await expect(password.getByRole('alert')).toContainText('The password change has errors: correct the fields shown.');
  await expect(password.getByRole('alert')).toContainText('Enter your current password.');
  await expect(main.getByRole('button', { name: 'Save my choices' })).toBeVisible();
  await main.getByRole('button', { name: 'Delete my account…' }).click();
  await main.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(main.getByText('Type DELETE to confirm the deletion.')).toBeVisible();
  expect(await frenchInterfaceWords(page)).toEqual([]);
  await main.getByRole('button', { name: 'Cancel' }).click();
  await main.getByRole('button', { name: 'Log out' }).click();
  await expect(toasts).toContainText('You are logged out. See you soon!');

  // The French pages say what they said.
  await page.goto(`${VINS}/auth`);
  await expect(main.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  const inscription = main.getByRole('form', { name: 'Je crée mon compte' });
  await expect(inscription.getByRole('textbox', { name: /^Prénom ?\(obligatoire\)$/ })).toBeVisible();
  await inscription.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(inscription.getByRole('alert')).toContainText('Le formulaire contient des erreurs\u00a0: corrigez les champs signalés.');
  await expect(inscription.getByRole('alert')).toContainText('Choisissez un mot de passe.');
  await expect(main.getByRole('form', { name: 'J’ai déjà un compte' }).getByRole('button', { name: /^Afficher ?le mot de passe$/ })).toBeVisible();
});

// Texts and messages: one width. A contact form at 390 px: forms.spec « contact: /contact leads to /me-contacter… »;
// site 52’s contact page in site-52.spec « chaque page tient dans la largeur de l’écran ».
test('the contact page’s form in English: its labels, checks and summary; the French form unchanged', ONE_WIDTH, async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto(`${VINS}/en/contact-us`);
  await expect(main.getByText('Fields marked with an asterisk')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
  await main.getByRole('button', { name: 'Send my message' }).click();
  const summary = main.locator('.rjsf-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading')).toHaveText(/^The form has \d+ errors:$/);
  await expect(summary).toContainText('First name: This field is required.');
  await expect(summary).toContainText('Please tick this box to continue.');
  await main.getByRole('textbox', { name: /^Email address/ }).fill('emily.hart');
  await main.getByRole('textbox', { name: /^Your message/ }).fill('Short');
  await main.getByRole('button', { name: 'Send my message' }).click();
  await expect(summary).toContainText('Email address: This address is not valid (example: name@example.com).');
  await expect(summary).toContainText('Your message: At least 10 characters.');
  await expect(
    main
      .getByRole('combobox', { name: /^Subject/ })
      .locator('option')
      .nth(1),
  ).toHaveText('A question');
  expect(await frenchInterfaceWords(page)).toEqual([]);

  await page.goto(`${VINS}/contact`);
  await expect(main.getByText('Les champs marqués d’un astérisque')).toBeVisible();
  await main.getByRole('button', { name: 'Envoyer mon message' }).click();
  await expect(summary.getByRole('heading')).toHaveText(/^Le formulaire contient \d+ erreurs\u00a0:$/);
  await expect(summary).toContainText('Prénom\u00a0: Ce champ est obligatoire.');
});

// Attributes and HTTP answers (a rule): one width. The contact page at 390 px: see the journey above.
test('what the API left in French is marked lang="fr" on English pages; the noscript line speaks the page’s language', ONE_WIDTH, async ({ page, request }) => {
  await page.goto(`${VINS}/en/contact-us`);
  const main = page.getByRole('main');
  // The API lists the company's name and address as untranslated (its parameters' `untranslated`).
  await expect(main.locator('.vb-contact__name')).toHaveAttribute('lang', 'fr');
  await expect(main.locator('address').getByText('14 route de la Garnaudière')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('contentinfo').locator('address strong')).toHaveAttribute('lang', 'fr');
  await expect(main.getByRole('heading', { name: 'Opening hours' })).not.toHaveAttribute('lang', /./);
  await page.goto(`${VINS}/contact`);
  await expect(page.getByRole('main').locator('.vb-contact__name')).not.toHaveAttribute('lang', /./);

  const host = { Host: `vins.localhost:${E2E_PORT}` };
  const english = await (await request.get(`${MASSAGES}/en/contact-us`, { headers: host })).text();
  expect(english).toContain('<noscript>This site needs JavaScript to display. Turn it on in your browser.</noscript>');
  const french = await (await request.get(`${MASSAGES}/contact`, { headers: host })).text();
  expect(french).toContain('<noscript>Ce site a besoin de JavaScript pour s’afficher. Activez-le dans votre navigateur.</noscript>');
  // A form posted before the page's code took it over is answered in the form's language.
  const early = await request.post(`${MASSAGES}/en/auth`, { headers: host, form: { email: 'emily.hart@example.co.uk' } });
  expect(early.status()).toBe(405);
  expect(await early.text()).toContain('<a href="/en/auth">Go back to the form</a> and send it again once the page has loaded.');
});

// The head’s links and the sitemap (a rule): one width. The switcher at 390 px: « at 390 px the switcher says « EN »… »,
// « from a French product page: switch to English… ».
test('each version of a page names all its versions: self, reciprocal, absolute, x-default in French', ONE_WIDTH, async ({ page }) => {
  const pairs = [
    ['/le-domaine', '/en/the-estate'],
    ['/boutique/cuvee-des-ormeaux-rouge-fiefs-vendeens-brem-1', '/en/boutique/cuvee-des-ormeaux-red-fiefs-vendeens-brem-1'],
    ['/', '/en'],
    ['/legal-notice', '/en/legal-notice'],
  ] as const;
  for (const [french, english] of pairs) {
    const expected = { 'fr': `${SITE_URL}${french}`, 'en': `${SITE_URL}${english}`, 'x-default': `${SITE_URL}${french}` };
    await page.goto(`${VINS}${french}`);
    expect(await alternates(page)).toEqual(expected);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', expected.fr);
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
    await page.goto(`${VINS}${english}`);
    expect(await alternates(page)).toEqual(expected);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', expected.en);
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
    expect(await frenchInterfaceWords(page)).toEqual([]);
  }
  // A service's and an event's address is its translated name: each version names the other at its own
  // address (they named `/en/reservation-en-ligne/degustation-commentee-1`, a 301, and an English page under its French name).
  for (const [french, english] of [
    ['/reservation-en-ligne/degustation-commentee-1', '/en/reservation-en-ligne/guided-tasting-1'],
    ['/element/degustations/soiree-huitres-et-vins-blancs-au-caveau/1', '/en/element/degustations/oysters-and-white-wines-at-the-cellar/1'],
  ] as const) {
    const expected = { 'fr': `${SITE_URL}${french}`, 'en': `${SITE_URL}${english}`, 'x-default': `${SITE_URL}${french}` };
    await page.goto(`${VINS}${french}`);
    expect(await alternates(page)).toEqual(expected);
    await page.goto(`${VINS}${english}`);
    expect(await alternates(page)).toEqual(expected);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', expected.en);
  }
  // The sitemap says the same of every version (xhtml:link, issue 36).
  const sitemap = await (await page.request.get(`${MASSAGES}/sitemap.xml`, { headers: { Host: `vins.localhost:${E2E_PORT}` } })).text();
  for (const [french, english] of pairs) {
    const links = ['fr', 'en', 'x-default']
      .map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${SITE_URL}${lang === 'en' ? english : french}"/>`)
      .join('');
    expect(sitemap).toContain(`<url><loc>${SITE_URL}${french}</loc>${links}</url>`);
    expect(sitemap).toContain(`<url><loc>${SITE_URL}${english}</loc>${links}</url>`);
  }
  // A switcher link is a plain link carrying the language it leads to.
  const link = page.locator('header.site-header').getByRole('link', { name: 'Français' }).first();
  await expect(link).toHaveAttribute('hreflang', 'fr');
  await expect(link).toHaveAttribute('lang', 'fr');
});

test('at 390 px the switcher says « EN » and leaves the logo its room', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${VINS}/le-domaine`);
  const bar = page.locator('.mobile-top-bar');
  const english = bar.getByRole('link', { name: 'English' });
  await expect(english.locator('[aria-hidden="true"]')).toHaveText('EN');
  await expect(english.locator('[aria-hidden="true"]')).toBeVisible();
  await expect(english).toHaveAttribute('hreflang', 'en');
  // « English » written out left the logo ≈ 70 px of the bar's 390 (its text unreadable); the code leaves it ≥ 110 px.
  const brand = await bar.locator('.mobile-top-bar__brand').boundingBox();
  expect(brand?.width).toBeGreaterThanOrEqual(110);
  const actions = await bar.locator('.mobile-top-bar__actions').boundingBox();
  expect((actions?.x ?? 0) + (actions?.width ?? 0)).toBeLessThanOrEqual(390);
});

test('the switcher keeps the catalogue’s filters: the French boxes, searched, are the English boxes, and back', async ({ page }) => {
  await page.goto(`${VINS}/boutique`);
  const main = page.getByRole('main');
  await openShopFilters(main);
  await main.getByRole('checkbox', { name: 'Coffrets' }).check();
  await expect(main.getByRole('status')).toHaveText(/^6 produits correspondant à votre recherche/u);
  await main.getByRole('searchbox').fill('carton');
  await main.getByRole('button', { name: 'Afficher les produits' }).click();
  await expect(page).toHaveURL(/\/boutique\?q=carton&type=BOX$/u);
  await expect(main.getByRole('status')).toHaveText(/^3 produits correspondant à votre recherche/u);
  // It led to /en/boutique: every product, the filters lost.
  await page.locator('header.site-header').getByRole('link', { name: 'English' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(`${VINS}/en/boutique?q=carton&type=BOX`);
  await expect(main.getByRole('status')).toHaveText(/^3 products matching your search/u);
  await openShopFilters(main);
  await expect(main.getByRole('checkbox', { name: 'Cases and gift boxes' })).toBeChecked();
  await expect(main.getByRole('searchbox')).toHaveValue('carton');
  // The head's versions name the page, not this view of it.
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', `${SITE_URL}/boutique`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(`${VINS}/boutique?q=carton&type=BOX`);
  await expect(main.getByRole('status')).toHaveText(/^3 produits correspondant à votre recherche/u);
});

test('a visitor whose browser prefers English is offered English on a French page, once; never redirected', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  const response = await page.goto(`${VINS}/le-domaine`);
  // The page is the French page for everyone (no redirect, nothing varies).
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${VINS}/le-domaine`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const offer = page.getByRole('complementary', { name: 'Suggested language' });
  await expect(offer).toHaveText(/This page is also available in English\./);
  await expect(offer).toHaveAttribute('lang', 'en');
  await expect(offer.getByRole('link', { name: 'Read in English' })).toHaveAttribute('href', '/en/the-estate');
  await offer.getByRole('button', { name: 'No thanks' }).click();
  await expect(offer).toHaveCount(0);
  // The choice is remembered: no offer on the next page.
  await page.goto(`${VINS}/boutique`);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Suggested language' })).toHaveCount(0);
  // Choosing English instead: the link takes them there and remembers it.
  await context.clearCookies();
  await page.goto(`${VINS}/le-domaine`);
  await offer.getByRole('link', { name: 'Read in English' }).click();
  await expect(page).toHaveURL(`${VINS}/en/the-estate`);
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en_GB');
  await expect(page.getByRole('complementary', { name: 'Suggested language' })).toHaveCount(0);
  await context.close();
});

test('an English address that does not exist: the switcher and the suggestion offer the French site, not the same missing page', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const response = await page.goto(`${VINS}/en/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // The 404 itself in English, the spec's words, with the English site's sections as a way on.
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  await expect(
    page.getByRole('navigation', { name: /^The address may have changed\. These pages might help/u }).getByRole('link', { name: 'The estate' }),
  ).toHaveAttribute('href', '/en/the-estate');
  await expect(page.locator('header.site-header').getByRole('link', { name: 'Français' }).first()).toHaveAttribute('href', '/');
  const offer = page.getByRole('complementary', { name: 'Langue suggérée' });
  await expect(offer).toHaveText(/Ce site existe aussi en français\./);
  await expect(offer.getByRole('link', { name: 'Lire en français' })).toHaveAttribute('href', '/');
  await context.close();
});

// A status and the head (a rule): one width. Site 51’s header at 390 px: shell.spec, every mobile journey.
test('site 51 stays French only: /en/ is a 404, no hreflang, no switcher', ONE_WIDTH, async ({ page, request }) => {
  const english = await request.get(`${MASSAGES}/en/`);
  expect(english.status()).toBe(404);
  await page.goto(`${MASSAGES}/qui-suis-je`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await alternates(page)).toEqual({});
  await expect(page.getByRole('link', { name: 'English' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Suggested language' })).toHaveCount(0);
});

/** When the English booking journey takes place (Paris time). */
const BOOKED_AT = journeyInstant('1 December 10:00');

// The words of every step (a language rule): one width. The booking's steps at 390 px: booking.spec.ts's two journeys.
datedTest(
  'site 52 in English: book a guided tasting through to the confirmation, every step in English',
  { tag: [ONE_WIDTH.tag, DATES.tag] },
  async ({ page, baseURL }) => {
    const vins = `http://vins.localhost:${new URL(baseURL ?? '').port}`;
    await fixClocks(page, BOOKED_AT.iso);
    await page.goto(`${vins}/en/reservation-en-ligne`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a tour or a tasting' })).toBeVisible();
    const booking = page.getByRole('region', { name: 'Your visit' });
    expect(await frenchInterfaceWords(page)).toEqual([]);

    await booking.getByRole('combobox', { name: /^Experience/ }).selectOption({ label: 'Guided tasting' });
    await expect(booking.getByRole('radio', { name: '45 min · €12' })).toBeChecked();
    const availability = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/api/booking/availability'));
    await booking.getByRole('button', { name: 'Choose the date' }).click();
    await availability;
    await expect(booking.getByRole('heading', { name: 'Step 2 of 4: Which day, at what time?' })).toBeFocused();
    await expect(booking.getByText('Guided tasting, 45 min. Times are Paris time. Tuesday to Saturday')).toBeVisible();
    // Mondays and Sundays are closed at the estate.
    const grid = booking.getByRole('grid');
    await expect(grid.locator('thead th').first()).toHaveText('Mon');
    await expect(grid.locator('tbody tr td:nth-child(1) button').first()).toHaveAttribute('aria-disabled', 'true');
    const day = grid.locator('button:not([aria-disabled])').first();
    const label = (await day.getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/^(Tuesday|Wednesday|Thursday|Friday|Saturday), \d+ [A-Z][a-z]+ \d{4}$/);
    await day.click();
    await expect(booking.getByRole('status')).toContainText(`${label}: `);
    const times = booking.getByRole('group', { name: `Time on ${label} (Paris time)` });
    await times.getByRole('radio').first().check();
    const time = (await times.locator('label:has(input:checked)').textContent()) ?? '';
    expect(time).toMatch(/^\d\d:\d\d$/);
    expect(await frenchInterfaceWords(page)).toEqual([]);
    await booking.getByRole('button', { name: 'Continue' }).click();

    // The details: a missing consent is said in English, then fixed.
    await expect(booking.getByRole('heading', { name: 'Step 3 of 4: Your details' })).toBeFocused();
    await booking.getByRole('textbox', { name: /^First name/ }).fill('Emily');
    await booking.getByRole('textbox', { name: /^Last name/ }).fill('Hart');
    await booking.getByRole('textbox', { name: /^Email address/ }).fill(`emily.hart-${Date.now()}@example.co.uk`);
    await booking.getByRole('textbox', { name: /^Phone/ }).fill('+44 7700 900123');
    await booking.getByRole('button', { name: 'Check my request' }).click();
    await expect(booking.getByRole('alert')).toContainText('Tick the box so that your request can be handled.');
    expect(await frenchInterfaceWords(page)).toEqual([]);
    await booking.getByRole('checkbox', { name: /I agree to my details being used/ }).check();
    await expect(booking.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/en/privacy-policy');
    await booking.getByRole('button', { name: 'Check my request' }).click();

    await expect(booking.getByRole('heading', { name: 'Step 4 of 4: Check your request' })).toBeFocused();
    await expect(booking.getByText(`${label} at ${time} (Paris time)`)).toBeVisible();
    await expect(booking.getByText('45 minutes · €12')).toBeVisible();
    await expect(booking.locator('.booking__policy')).toHaveText(
      /^Cancellation: (free of charge until [A-Z][a-z]+, \d+ [A-Z][a-z]+ \d{4} at \d\d:\d\d \(Paris time\), 48 hours before|no longer free of charge)/,
    );
    await expect(booking.getByRole('button', { name: 'Change the date and time' })).toBeVisible();
    expect(await frenchInterfaceWords(page)).toEqual([]);
    await booking.getByRole('button', { name: 'Send my booking request' }).click();

    const done = booking.getByRole('status');
    await expect(done).toContainText('Booking request sent');
    await expect(done).toContainText(`Thank you, Emily! Your request no.`);
    await expect(done).toContainText(`Guided tasting, 45 minutes, on ${label} at ${time} (Paris time).`);
    // The thanks says the request is recorded; the site's sentence (its confirmationMessage) only what comes next.
    await expect(done).toContainText('We will confirm your visit by email within the day.');
    expect(((await done.textContent()) ?? '').match(/recorded/giu), '“recorded” said once').toHaveLength(1);
    expect(await frenchInterfaceWords(page)).toEqual([]);
  },
);

datedTest('site 52 in French: its tastings and tours are booked from its own page, in its menu and sitemap', DATES, async ({ page, baseURL }) => {
  const vins = `http://vins.localhost:${new URL(baseURL ?? '').port}`;
  await fixClocks(page, BOOKED_AT.iso);
  await page.goto(`${vins}/reservation-en-ligne`);
  await expect(page.getByRole('heading', { level: 1, name: 'Réserver une visite ou une dégustation' })).toBeVisible();
  const booking = page.getByRole('region', { name: 'Votre visite' });
  await expect(booking.getByRole('combobox', { name: /^Prestation/ }).locator('option')).toHaveText([
    'Choisissez…',
    'Dégustation commentée',
    'Visite des chais et dégustation',
  ]);
  // In the menu (fixed on the right at 1280 px, the bottom bar's call to action at 390 px), as a booking page is.
  await expect(page.getByRole('link', { name: 'Réserver', exact: true }).filter({ visible: true }).first()).toHaveAttribute('href', '/reservation-en-ligne');
  const sitemap = await (await page.request.get('/sitemap.xml', { headers: { host: new URL(vins).host } })).text();
  expect(sitemap).toContain('/reservation-en-ligne</loc>');
  expect(sitemap).toMatch(/\/reservation-en-ligne\/visite-des-chais-et-degustation-2<\/loc>/);
  expect(sitemap).toMatch(/\/en\/reservation-en-ligne\/cellar-tour-and-tasting-2<\/loc>/);
});

// Addresses and redirects (rules): one width. The switcher at 390 px: « at 390 px the switcher says « EN »… »,
// « from a French product page: switch to English… ».
test(
  'a service’s page in English: reached from its French page by the switcher, at its English address; its French address under /en leads there',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto(`${VINS}/reservation-en-ligne/degustation-commentee-1`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Dégustation commentée' })).toBeVisible();
    await page.locator('header.site-header').getByRole('link', { name: 'English' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(`${VINS}/en/reservation-en-ligne/guided-tasting-1`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Guided tasting' })).toBeVisible();
    // Loaded by the server (the sitemap's address), then from an old or hand-typed one.
    const response = await page.goto(`${VINS}/en/reservation-en-ligne/guided-tasting-1`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Guided tasting' })).toBeVisible();
    await page.goto(`${VINS}/en/reservation-en-ligne/degustation-commentee-1`);
    await expect(page).toHaveURL(`${VINS}/en/reservation-en-ligne/guided-tasting-1`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  },
);
