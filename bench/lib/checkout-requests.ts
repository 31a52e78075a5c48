/**
 * Section 4, the checkout (issue 12): one whole guest purchase in headless Chromium against the
 * production server — add a product, the cart drawer, the cart page, then every checkout step to
 * the demo payment — with the API requests of each step recorded the way the page table records
 * them. It reports, per step, the calls made, the repeated ones (same method, URL and body), and how
 * often the shipping calculation ran for one input (SPEC §4: never twice).
 */
import { chromium, type Locator, type Page } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH } from './chrome';
import { table } from './report';
import { analyse, record, waitQuiet, type RequestStats } from './requests';

/** The product the journey buys (an oil shipped by carrier: every delivery call is exercised). */
export const CHECKOUT_PRODUCT_PATH = '/boutique/huile-de-massage-relaxante-lavande-bio-6';
const POSTAL_CODE = '85150';

/** The requests of one step. */
export interface CheckoutStep {
  step: string;
  /** The path the step ends on. */
  path: string;
  stats: RequestStats;
}

/** The checkout's figures. */
export interface CheckoutRequests {
  steps: CheckoutStep[];
  /** Repeated calls (same method, URL and body) within a step, over all steps. */
  duplicates: number;
  /** `POST /calculate/shipping-fees` calls over the whole journey. */
  shippingCalculations: number;
  /** Shipping calculations whose body (products, postal code, country) had been calculated before. */
  shippingRepeats: number;
  error?: string;
}

const SHIPPING = '/api/calculate/shipping-fees';

/** Shipping calculations over all steps, and how many repeat an earlier body. */
export function shippingFigures(steps: readonly CheckoutStep[]): { calculations: number; repeats: number } {
  const bodies = steps.flatMap((s) => s.stats.requests.filter((r) => r.method === 'POST' && r.path === SHIPPING).map((r) => r.body ?? ''));
  return { calculations: bodies.length, repeats: bodies.length - new Set(bodies).size };
}

async function visible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: 20_000 });
}

/** The purchase, step by step; `step` records each action's requests until the network is quiet. */
async function purchase(page: Page, baseUrl: string, step: (name: string, act: () => Promise<void>) => Promise<void>): Promise<void> {
  const main = page.getByRole('main');
  const next = () => main.getByRole('button', { name: /^Continuer/ }).click();
  await page.goto(baseUrl + CHECKOUT_PRODUCT_PATH, { waitUntil: 'load' });
  await visible(main.getByRole('button', { name: 'Ajouter au panier' }));

  // Two 5 cl bottles: a small bottle counts half, and the demo ships at least one bottle (MIN_EXPEDITION_BOTTLES).
  await main.getByRole('spinbutton', { name: 'Quantité' }).fill('2');
  await step('Ajout au panier', async () => {
    await main.getByRole('button', { name: 'Ajouter au panier' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'a été ajouté au panier' }));
  });
  await step('Tiroir du panier → /panier', async () => {
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Panier/ })
      .filter({ visible: true })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Mon panier' }).getByRole('link', { name: 'Voir mon panier et commander' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Mon panier' }));
  });
  await step('Commander (validation du panier)', async () => {
    await main.getByRole('button', { name: 'Commander' }).click();
    await page.waitForURL(/\/commande\/coordonnees$/);
  });
  await step('Coordonnées', async () => {
    await main.getByRole('textbox', { name: 'Adresse e-mail' }).fill('bench@exemple.fr');
    await main.getByRole('textbox', { name: 'Téléphone' }).fill('06 12 34 56 78');
    await main.getByRole('textbox', { name: /Message avec la commande/ }).fill('bench');
    await next();
    await page.waitForURL(/\/commande\/livraison$/);
  });
  await step('Livraison (ville, transporteurs)', async () => {
    await main.getByText('Livraison à domicile').click();
    const box = main.getByRole('combobox', { name: 'Code postal ou ville' });
    await box.fill(POSTAL_CODE);
    await visible(main.getByRole('option', { name: /Les Achards/ }));
    await box.press('ArrowDown');
    await box.press('Enter');
    await visible(main.getByRole('group', { name: /^Transporteur pour 85150/ }));
    await main.getByText('Colissimo — livraison à domicile').click();
    await next();
    await page.waitForURL(/\/commande\/adresses$/);
  });
  await step('Adresses', async () => {
    await main.getByRole('textbox', { name: 'Prénom' }).fill('Camille');
    await main.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
    await main.getByRole('textbox', { name: 'Adresse', exact: true }).fill('3 rue des Pêcheurs');
    await next();
    await page.waitForURL(/\/commande\/paiement$/);
    await visible(main.getByText('Total TTC'));
  });
  await step('Paiement (commande, paiement de démonstration)', async () => {
    await main.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }).check();
    await main.getByRole('button', { name: /^Commander et payer/ }).click();
    await main.getByRole('button', { name: /^Payer .* \(démonstration\)$/ }).click();
    await page.waitForURL(/\/commande\/confirmation$/);
    await visible(main.getByText(/Commande n°\s+CMD-\d{4}-\d{4} confirmée/));
  });
}

/**
 * Drive one guest purchase and record the API requests of each step.
 * @param baseUrl gives the production server's URL (with the demo API under /api)
 */
export async function measureCheckoutRequests(baseUrl: () => Promise<string>): Promise<CheckoutRequests> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_ARGS] });
  const steps: CheckoutStep[] = [];
  let error: string | undefined;
  try {
    const url = await baseUrl();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const rec = record(page, new URL(url).origin);
    await purchase(page, url, async (name, act) => {
      await waitQuiet(rec);
      rec.reset();
      await act();
      await waitQuiet(rec);
      steps.push({ step: name, path: new URL(page.url()).pathname, stats: analyse(rec.api) });
    });
  } catch (failure) {
    error = `après « ${steps.at(-1)?.step ?? 'début'} » : ${failure instanceof Error ? (failure.message.split('\n')[0] ?? '') : String(failure)}`;
  } finally {
    await browser.close();
  }
  const shipping = shippingFigures(steps);
  return {
    steps,
    duplicates: steps.reduce((n, s) => n + s.stats.duplicates, 0),
    shippingCalculations: shipping.calculations,
    shippingRepeats: shipping.repeats,
    ...(error === undefined ? {} : { error }),
  };
}

/** The checkout's table: per step, the calls, repeats and chain, then the calls themselves. */
export function checkoutSection(checkout: CheckoutRequests): string {
  const rows = checkout.steps.map((s) => [s.step, s.path, String(s.stats.count), String(s.stats.duplicates), String(s.stats.chain)]);
  const calls = checkout.steps.map(
    (s) => `  ${s.step} : ${s.stats.requests.map((r) => `${r.method} ${r.path.replace(/^\/api/, '')}`).join(', ') || 'aucun appel'}`,
  );
  const verdict =
    checkout.duplicates === 0 && checkout.shippingRepeats === 0
      ? `OK : aucun appel en double ; calcul des frais de port lancé ${checkout.shippingCalculations} fois, jamais deux fois pour une même saisie.`
      : `PROBLÈME : ${checkout.duplicates} appel(s) en double, ${checkout.shippingRepeats} calcul(s) des frais de port répété(s) pour une même saisie.`;
  return [
    table(['étape', 'fin sur', 'appels', 'doublons', 'chaîne'], rows),
    ...calls,
    verdict,
    ...(checkout.error ? [`Parcours interrompu ${checkout.error}`] : []),
  ].join('\n');
}
