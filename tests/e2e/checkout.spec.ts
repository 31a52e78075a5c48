/**
 * Checkout journeys (issue 12), both widths: each starts from a cart put in localStorage, goes
 * through /commande/<step> and ends with the order as the demo API recorded it (test surface).
 * Failures are injected in this page only (route interception), so parallel journeys never see them.
 */
import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, test } from './support/test';
import { signInWithCookie } from './support/api-login';
import { recordedOrders, seedCart } from './support/cart';
import { CAMILLE, chooseCity, fillBilling, fillContact, nextStep, orderAndPay, orderPayingLater, placeOrder } from './support/checkout';
import { ONE_WIDTH } from './support/one-width';
import { DATES, datedTest, fixClocks, journeyInstant } from './support/clock';
import { siteDay } from '@/lib/dates';
import { publicHoliday } from '@/lib/public-holidays';
import { isoWeekday } from '@/features/checkout/pickup-dates';
import { recordLayoutShifts } from './support/layout-shifts';

/** When the click-and-collect journey takes place. */
const PICKUP_AT = journeyInstant('31 December 23:30');

// Whole journeys through four steps and a payment: longer than the default per-test budget on a busy machine.
test.describe.configure({ timeout: 60_000 });

const OIL = { productId: 6, declinationId: 11, quantity: 2 };
const CANDLES = { productId: 10, declinationId: 21, quantity: 3 };
const VOUCHER = { productId: 1, declinationId: 1, quantity: 1 };

const main = (page: Page) => page.getByRole('main');
const next = nextStep;

/** The order whose message is `tag` (each journey tags its order: journeys run in parallel on one server). */
async function orderTagged(page: Page, tag: string) {
  const orders = await recordedOrders(page.request);
  const hit = orders.find((o) => o.request.message === tag);
  expect(hit, `order "${tag}" at the demo API`).toBeTruthy();
  return hit?.request ?? {};
}

async function contact(page: Page, tag: string, email: string | null = CAMILLE.email) {
  await fillContact(page, tag, { email, phone: CAMILLE.phone });
  await next(page).click();
}

const billing = (page: Page, withPlace = true) => fillBilling(page, CAMILLE, withPlace);

const alert = (page: Page, text: string | RegExp) => main(page).getByRole('alert').filter({ hasText: text });

/** Click-and-collect at the studio on its first open date and slot, then the billing address (the next step). */
async function collectAtTheStudio(page: Page): Promise<void> {
  await main(page).getByText('Retrait sur place (click and collect)').click();
  await main(page).getByText('Studio Maëlle Guérin').click();
  const date = main(page).getByRole('combobox', { name: 'Date de retrait' });
  await date.selectOption((await date.locator('option').nth(1).getAttribute('value')) ?? '');
  await main(page)
    .getByRole('group', { name: /^Créneau le/ })
    .getByRole('radio')
    .first()
    .check();
  await next(page).click();
  await billing(page);
}

test('guest, home delivery: fast postal codes, reload at every step, discount code', async ({ page }, info) => {
  const tag = `e2e domicile ${info.project.name}`;
  const shipping: string[] = [];
  page.on('request', (r: Request) => {
    if (r.url().endsWith('/api/calculate/shipping-fees')) shipping.push(String(r.postDataJSON()?.postalCode));
  });
  await seedCart(page, [OIL, CANDLES]);
  await expect(page).toHaveURL(/\/commande\/coordonnees$/);
  // Loaded, not navigated to: /commande sent on to its first step leaves the focus alone, the skip link first.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu principal' })).toBeFocused();
  await next(page).click();
  await expect(alert(page, 'Indiquez votre adresse e-mail.')).toBeVisible();
  await expectAccessible(page);
  await contact(page, tag);

  await expect(page).toHaveURL(/\/commande\/livraison$/);
  await page.reload();
  await main(page).getByRole('link', { name: 'Retour : Coordonnées' }).click();
  await expect(main(page).getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue('camille.durand@exemple.fr');
  await expect(main(page).getByRole('textbox', { name: /Message avec la commande/ })).toHaveValue(tag);
  await page.goBack();
  await main(page).getByText('Livraison à domicile').click();
  // A fast typist: two destinations in a row; prices are those of the last one, each calculated once.
  await chooseCity(page, '17000', /La Rochelle/);
  await chooseCity(page, '85150', /Les Achards/);
  await expect(main(page).getByRole('group', { name: 'Transporteur pour 85150 Les Achards' })).toBeVisible();
  await main(page).getByText('Colissimo — livraison à domicile').click();
  expect(shipping.at(-1)).toBe('85150');
  expect(new Set(shipping).size).toBe(shipping.length);
  await page.reload();
  await expect(main(page).getByRole('radio', { name: /Colissimo/ })).toBeChecked();
  await next(page).click();

  await expect(page).toHaveURL(/\/commande\/adresses$/);
  await billing(page, false);
  await page.reload();
  await expect(main(page).getByRole('textbox', { name: 'Adresse', exact: true })).toHaveValue('3 rue des Pêcheurs');
  await next(page).click();

  await expect(page).toHaveURL(/\/commande\/paiement$/);
  const code = main(page).getByRole('textbox', { name: 'Code promo' });
  await code.fill('NOEL2099');
  await main(page).getByRole('button', { name: 'Appliquer' }).click();
  await expect(alert(page, 'NOEL2099')).toBeVisible();
  await expectAccessible(page);
  await code.fill('BIENVENUE10');
  await main(page).getByRole('button', { name: 'Appliquer' }).click();
  await expect(main(page).getByText(/Code BIENVENUE10 appliqué/)).toBeVisible();
  await expect(main(page).getByText('Remises')).toBeVisible();
  // Reloaded, the total is calculated again: its rows wait for their figures in place, so the terms box a
  // visitor taps meanwhile is where it stays (the answer used to push it down three lines).
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/order/discount', async (route) => {
    await answered;
    await route.continue();
  });
  await page.reload();
  await expect(main(page).getByText(/Code BIENVENUE10 appliqué/)).toBeVisible();
  const terms = main(page).getByRole('checkbox', { name: /J’ai lu et j’accepte/ });
  const totals = main(page).getByRole('region', { name: 'Total', exact: true });
  await expect(totals).toHaveAttribute('aria-busy', 'true');
  await expect(totals).toContainText('Calcul du total…');
  const before = await terms.boundingBox();
  answer();
  await expect(totals).toHaveAttribute('aria-busy', 'false');
  await expect(totals.getByText(/^− /u)).toBeVisible();
  expect((await terms.boundingBox())?.y, 'the terms box where it was').toBe(before?.y);
  await page.unroute('**/api/order/discount');
  // Site 51 takes a card or a payment on collection: a parcel is paid by card, no choice to make.
  await expect(main(page).getByRole('group', { name: 'Moyen de paiement' })).toHaveCount(0);
  await expect(main(page).getByRole('region', { name: 'Moyen de paiement' })).toContainText(/Carte bancaire\s: Paiement en ligne sécurisé/u);
  await orderAndPay(page);
  // The delivery said once: « Livraison à domicile : Colissimo — livraison à domicile » said it twice.
  await expect(main(page).getByRole('region', { name: 'Livraison' }).getByRole('paragraph')).toHaveText(['Colissimo — livraison à domicile']);
  await expect(main(page).getByRole('region', { name: /^Et maintenant/u })).toContainText('Vous serez prévenu(e) dès que la commande est prête ou expédiée.');

  expect(await orderTagged(page, tag)).toMatchObject({
    products: [
      { id: 11, quantity: 2 },
      { id: 21, quantity: 3 },
    ],
    user: { email: 'camille.durand@exemple.fr', phone: '06 12 34 56 78' },
    delivery: { type: 'DELIVERY' },
    idCarrier: 1,
    deliveryPostalCode: '85150',
    deliveryIdCountry: 1,
    discountCode: 'BIENVENUE10',
    address: {
      delivery: { address: '3 rue des Pêcheurs', postalCode: '85150', city: 'Les Achards', type: [{ value: 'DELIVERY' }] },
      billing: { lastname: 'Durand', type: [{ value: 'BILLING' }] },
    },
  });
});

test('the cart page and the checkout open without moving what the visitor sees', async ({ page }) => {
  // Only the browser knows the cart: the server's « Chargement de votre panier… » gives way to the
  // lines, and /commande sends the visitor on to its first step. Neither may move the footer on screen.
  const shifted = await recordLayoutShifts(page);
  await seedCart(page, [OIL], '/panier');
  await expect(main(page).getByRole('button', { name: 'Commander' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await shifted(), 'layout shift on /panier').toBeLessThan(0.01);
  await page.goto('/commande');
  await expect(page).toHaveURL(/\/commande\/coordonnees$/);
  await expect(main(page).getByRole('textbox', { name: 'Adresse e-mail' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await shifted(), 'layout shift on /commande').toBeLessThan(0.01);
});

test.describe('with injected failures', () => {
  test.use({ allowedConsoleErrors: [[/status of (503|409)/, /HTTP (503|409) POST .*\/api\/(calculate\/shipping-fees|order)$/], { scope: 'test' }] });

  test('relay point: a failed shipping calculation, then prices; a refused payment, then paid', async ({ page }, info) => {
    const tag = `e2e relais ${info.project.name}`;
    let failOnce = true;
    await page.route('**/api/calculate/shipping-fees', async (route) => {
      if (!failOnce) return route.continue();
      failOnce = false;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, data: null, message: 'Service des transporteurs indisponible.' }),
      });
    });
    await seedCart(page, [OIL]);
    await contact(page, tag);
    await main(page).getByText('Livraison en point relais').click();
    await chooseCity(page, '85150', /Les Achards/);
    await expect(alert(page, 'Service des transporteurs indisponible.')).toBeVisible();
    await expectAccessible(page);
    await main(page).getByRole('button', { name: 'Réessayer le calcul' }).click();
    await main(page).getByText('Mondial Relay — point relais').click();
    const relay = main(page).getByRole('group', { name: /Points relais près de 85150/ });
    await relay.getByText('Tabac Presse Le Saint-Joseph').click();
    await expect(relay.getByText(/Du lundi au samedi/).first()).toBeVisible();
    await next(page).click();
    await billing(page);
    await next(page).click();
    // The carrier as the site names it, once: « Point relais (Mondial Relay — point relais) » said the mode twice.
    await expect(main(page).getByRole('region', { name: 'Livraison' }).getByText('Mondial Relay — point relais', { exact: true })).toBeVisible();
    await placeOrder(page);
    // The form and its button are gone: focus goes to the payment's heading, not back to the page's start.
    await expect(main(page).getByRole('heading', { name: /^Paiement de la commande/ })).toBeFocused();
    await main(page).getByRole('button', { name: 'Simuler un paiement refusé' }).click();
    await expect(alert(page, 'votre panier sont conservés')).toBeVisible();
    await expectAccessible(page);
    await main(page)
      .getByRole('button', { name: /^Payer .* \(démonstration\)$/ })
      .click();
    await expect(page).toHaveURL(/\/commande\/confirmation$/);
    await expect(main(page).getByText('Tabac Presse Le Saint-Joseph', { exact: false })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Livraison' }).getByRole('paragraph').first()).toHaveText('Mondial Relay — point relais');

    const orders = (await recordedOrders(page.request)).filter((o) => o.request.message === tag);
    expect(orders, 'one order, paid on the second try').toHaveLength(1);
    expect(orders[0]?.request).toMatchObject({
      delivery: { type: 'PICKUP' },
      idCarrier: null,
      serviceName: 'Mondial Relay — point relais',
      serviceCode: 'MR_24R',
      servicePrice: 4.5,
      accessPoint: { id: '085-0142', zipCode: '85150' },
      deliveryPostalCode: '85150',
      address: { delivery: null, billing: { firstname: 'Camille' } },
    });
  });

  // A failure path and the order it records: one width. The cart and the checkout's steps at 390 px: the journeys
  // above, and shop.spec.ts « les bons cadeaux … l’échec de validation rafraîchit les stocks et garde le message ».
  test('vouchers only: no delivery; a failed order refreshes quantities and keeps the message', ONE_WIDTH, async ({ page }, info) => {
    const tag = `e2e sans livraison ${info.project.name}`;
    let failOnce = true;
    await page.route('**/api/order', async (route) => {
      if (!failOnce || route.request().method() !== 'POST') return route.continue();
      failOnce = false;
      return route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          data: { 'products.0.quantity': 'Plus que 0 disponible.' },
          message: 'Stock insuffisant pour « Bon cadeau — massage californien ».',
        }),
      });
    });
    await seedCart(page, [VOUCHER]);
    await contact(page, tag);
    await expect(main(page).getByText('Livraison à domicile')).toHaveCount(0);
    await main(page).getByText('Sans livraison').click();
    await next(page).click();
    await billing(page);
    await next(page).click();
    // Nothing travels: the totals say « Sans livraison », not a delivery « Offerte ».
    const deliveryLine = main(page)
      .locator('.review-totals dd')
      .filter({ hasText: /^(Sans livraison|Offerte)$/u });
    await expect(deliveryLine).toHaveText('Sans livraison');
    const refreshed = page.waitForRequest((r) => r.url().endsWith('/api/product/quantities') && r.method() === 'PUT');
    await placeOrder(page);
    await refreshed;
    await expect(alert(page, 'Stock insuffisant')).toBeVisible();
    await expect(main(page).getByText('Plus que 0 disponible.')).toBeVisible();
    await expectAccessible(page);
    await orderAndPay(page);
    // Nothing is prepared or shipped: the vouchers go by e-mail, as « Livraison » says. It went on
    // « Vous serez prévenu(e) dès que la commande est prête ou expédiée. »
    const whatNext = main(page).getByRole('region', { name: /^Et maintenant/u });
    await expect(whatNext.getByRole('listitem').first()).toContainText('Un e-mail de confirmation part à');
    await expect(whatNext).not.toContainText('expédiée');
    await expect(main(page).getByRole('region', { name: 'Livraison' })).toContainText('Sans livraison : vos bons et prestations vous sont envoyés par e-mail.');
    expect(await orderTagged(page, tag)).toMatchObject({
      products: [{ id: 1, quantity: 1 }],
      delivery: { type: 'NO_DELIVERY' },
      idCarrier: null,
      address: { delivery: null },
    });
  });
});

// The pickup dates are the subject: at a fixed instant (31 December 23:30 in Paris: 1 January, a public
// holiday, comes next, then another year), on this worker's own server (support/clock.ts).
datedTest('member, click-and-collect: place, date and slot', DATES, async ({ page, context, baseURL }, info) => {
  await fixClocks(page, PICKUP_AT.iso);
  const tag = `e2e retrait ${info.project.name}`;
  await signInWithCookie(context, page.request, baseURL ?? '', 'member');
  await seedCart(page, [OIL]);
  await expect(main(page).getByText(/Connecté\(e\) avec marie\.lefebvre@exemple\.fr/)).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: 'Téléphone' })).toHaveValue(/\d/);
  await contact(page, tag, null);
  await main(page).getByText('Retrait sur place (click and collect)').click();
  await main(page).getByText('Studio Maëlle Guérin').click();
  const date = main(page).getByRole('combobox', { name: 'Date de retrait' });
  // From the day after Paris's today, only the studio's days (Tuesday, Thursday, Saturday), never a public holiday.
  const today = siteDay(new Date(PICKUP_AT.iso));
  const offered = (await date.locator('option').evaluateAll((options) => options.map((o) => (o instanceof HTMLOptionElement ? o.value : '')))).slice(1);
  expect(offered.length).toBeGreaterThan(0);
  for (const day of offered) {
    expect(day > today, `${day} after ${today}`).toBe(true);
    expect(publicHoliday(day), day).toBeNull();
    expect([2, 4, 6]).toContain(isoWeekday(day));
  }
  if (PICKUP_AT.name === '31 December 23:30') expect(offered[0]).toBe('2027-01-02');
  const firstDate = offered[0] ?? '';
  await date.selectOption(firstDate);
  await main(page)
    .getByRole('group', { name: /^Créneau le/ })
    .getByRole('radio')
    .first()
    .check();
  await page.reload();
  await expect(
    main(page)
      .getByRole('group', { name: /^Créneau le/ })
      .getByRole('radio')
      .first(),
  ).toBeChecked();
  await next(page).click();
  await billing(page);
  await next(page).click();
  await orderAndPay(page);
  // Numbered with the year in Paris when it was placed.
  await expect(main(page).getByText(new RegExp(`Commande n°\u00a0CMD-${today.slice(0, 4)}-\\d{4} confirmée`, 'u'))).toBeVisible();
  const request = await orderTagged(page, tag);
  expect(request).toMatchObject({
    delivery: { type: 'CLICK_AND_COLLECT' },
    idAddress: 1,
    dateSchedule: firstDate,
    user: { email: 'marie.lefebvre@exemple.fr' },
    idCarrier: null,
    address: { delivery: null },
  });
  expect(typeof request.idSchedule).toBe('number');
});

// PAYMENT_METHOD (SPEC §3): site 51 takes a card, or a payment at the studio for a collected order.
// A payment rule and the order it records: one width. Click-and-collect at 390 px: « member, click-and-collect… ».
test('guest, click-and-collect paid on collection: no card asked, the order awaits its payment at the studio', ONE_WIDTH, async ({ page }, info) => {
  const tag = `e2e paiement au retrait ${info.project.name}`;
  await seedCart(page, [OIL]);
  await contact(page, tag);
  await collectAtTheStudio(page);
  await next(page).click();
  // Collected, not delivered: the totals say « Retrait gratuit », not a delivery « Offerte ».
  await expect(
    main(page)
      .locator('.review-totals dd')
      .filter({ hasText: /^(Retrait gratuit|Offerte)$/u }),
  ).toHaveText('Retrait gratuit');
  // The site's order: the card first, then on collection (offered for a collected order only).
  const methods = main(page).getByRole('group', { name: 'Moyen de paiement' }).getByRole('radio');
  await expect(methods).toHaveCount(2);
  await expect(methods.nth(0)).toHaveAccessibleName(/^Carte bancaire/u);
  await expect(methods.nth(1)).toHaveAccessibleName(/^Paiement au retrait Vous réglez sur place, en retirant votre commande/u);
  await expectAccessible(page);
  const reference = await orderPayingLater(page, 'Paiement au retrait');

  await expect(main(page).getByRole('region', { name: 'Votre règlement' })).toContainText(/Vous réglez 29,80\s€ sur place, en retirant votre commande/u);
  await expect(main(page).getByRole('region', { name: 'Livraison' })).toContainText('Studio Maëlle Guérin, 8 rue du Lavoir');
  await expect(main(page).getByText(/^Total à régler/u)).toBeVisible();
  const [recorded] = (await recordedOrders(page.request)).filter((o) => o.request.message === tag);
  expect(recorded?.request).toMatchObject({ paymentMethod: 'ON_SITE', delivery: { type: 'CLICK_AND_COLLECT' }, idAddress: 1 });
  expect(recorded?.order).toMatchObject({ reference, status: 'AWAITING_ON_SITE_PAYMENT', total: 29.8, payment: { method: 'ON_SITE', clientSecret: null } });
});

// Issue 24: one item on its own — one 10 cl flacon, which the free-shipping weighting counts as half —
// goes from the cart page to a confirmed order with every delivery type (MIN_EXPEDITION_BOTTLES = 1).
// The order's content and the shipping rules, not the layout: once, at desktop width. At 390 px every
// delivery type is still gone through by the journeys above (home, relay, click-and-collect, vouchers).
test.describe('one item on its own, from the cart to a confirmed order', ONE_WIDTH, () => {
  const ONE_OIL = { ...OIL, quantity: 1 };
  const journeys: { mode: string; line: typeof OIL; choose: (page: Page) => Promise<void>; expected: Record<string, unknown> }[] = [
    {
      mode: 'home',
      line: ONE_OIL,
      choose: async (page) => {
        await main(page).getByText('Livraison à domicile').click();
        await chooseCity(page, '85150', /Les Achards/);
        await main(page).getByText('Colissimo — livraison à domicile').click();
        await next(page).click();
        await billing(page, false);
      },
      expected: { delivery: { type: 'DELIVERY' }, idCarrier: 1 },
    },
    {
      mode: 'relay',
      line: ONE_OIL,
      choose: async (page) => {
        await main(page).getByText('Livraison en point relais').click();
        await chooseCity(page, '85150', /Les Achards/);
        await main(page).getByText('Mondial Relay — point relais').click();
        await main(page)
          .getByRole('group', { name: /Points relais près de 85150/ })
          .getByText('Tabac Presse Le Saint-Joseph')
          .click();
        await next(page).click();
        await billing(page);
      },
      expected: { delivery: { type: 'PICKUP' } },
    },
    {
      mode: 'click-and-collect',
      line: ONE_OIL,
      choose: collectAtTheStudio,
      expected: { delivery: { type: 'CLICK_AND_COLLECT' } },
    },
    {
      mode: 'no delivery',
      line: VOUCHER,
      choose: async (page) => {
        await main(page).getByText('Sans livraison').click();
        await next(page).click();
        await billing(page);
      },
      expected: { delivery: { type: 'NO_DELIVERY' } },
    },
  ];
  for (const j of journeys) {
    test(`${j.mode}: one item`, async ({ page }, info) => {
      const tag = `e2e un article ${j.mode} ${info.project.name}`;
      await seedCart(page, [j.line], '/panier');
      await expect(main(page).getByText(/Une expédition compte/)).toHaveCount(0);
      await main(page).getByRole('button', { name: 'Commander' }).click();
      await contact(page, tag);
      await j.choose(page);
      await next(page).click();
      await orderAndPay(page);
      expect(await orderTagged(page, tag)).toMatchObject({ products: [{ id: j.line.declinationId, quantity: 1 }], ...j.expected });
    });
  }
});

// A shipping rule, not the layout.
test('beyond the expedition maximum: the cart says why, the checkout offers pickup only', ONE_WIDTH, async ({ page }, info) => {
  await seedCart(page, [{ ...OIL, quantity: 13 }], '/panier');
  const reason = 'Une expédition compte au plus 12 articles : votre panier en compte 13. Retirez-en 1 pour être livré, ou choisissez le retrait sur place.';
  await expect(main(page).getByText(reason)).toBeVisible();
  await main(page).getByRole('button', { name: 'Commander' }).click();
  await contact(page, `e2e limites ${info.project.name}`);
  await expect(page).toHaveURL(/\/commande\/livraison$/);
  await expect(main(page).getByText(reason)).toBeVisible();
  await expect(main(page).getByRole('radio', { name: /Livraison à domicile/ })).toBeDisabled();
  await expect(main(page).getByRole('radio', { name: /Livraison en point relais/ })).toBeDisabled();
  await main(page).getByText('Retrait sur place (click and collect)').click();
  await expect(main(page).getByText('Studio Maëlle Guérin')).toBeVisible();
  await expectAccessible(page);
});
