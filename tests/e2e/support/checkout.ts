/**
 * The checkout steps as a visitor fills them (/commande/<step>), shared by the journeys of both
 * tenants (checkout.spec.ts, site-52.spec.ts): the contact step, the city search, the billing
 * address and the payment to a confirmed order.
 */
import type { Page } from '@playwright/test';
import { expect } from './test';

/** Who orders: what the contact and address steps ask. */
export interface Buyer {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
}

/** The guest of site 51's journeys. */
export const CAMILLE: Buyer = {
  email: 'camille.durand@exemple.fr',
  phone: '06 12 34 56 78',
  firstName: 'Camille',
  lastName: 'Durand',
  street: '3 rue des Pêcheurs',
  postalCode: '85150',
  city: 'Les Achards',
};

const main = (page: Page) => page.getByRole('main');

/** The step's "Continuer" button. */
export const nextStep = (page: Page) => main(page).getByRole('button', { name: /^Continuer/ });

/**
 * Fill the contact step: the e-mail (unless `email` is null: a member's comes from the account), the
 * phone, and the order message `tag` (journeys run in parallel on one server: each finds its order by it).
 */
export async function fillContact(page: Page, tag: string, { email, phone }: { email: string | null; phone: string }): Promise<void> {
  await expect(page).toHaveURL(/\/commande\/coordonnees$/);
  if (email) await main(page).getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await main(page).getByRole('textbox', { name: 'Téléphone' }).fill(phone);
  await main(page)
    .getByRole('textbox', { name: /Message avec la commande/ })
    .fill(tag);
}

/** Type a postal code or city in the delivery search and pick the first suggestion once `option` shows. */
export async function chooseCity(page: Page, typed: string, option: RegExp): Promise<void> {
  const box = main(page).getByRole('combobox', { name: 'Code postal ou ville' });
  await box.fill(typed);
  await expect(main(page).getByRole('option', { name: option })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
}

/** Names and street; `withPlace` also the postal code and city (a billing address not copied from the delivery one). */
export async function fillBilling(page: Page, buyer: Buyer, withPlace = true): Promise<void> {
  await main(page).getByRole('textbox', { name: 'Prénom' }).fill(buyer.firstName);
  await main(page).getByRole('textbox', { name: 'Nom', exact: true }).fill(buyer.lastName);
  await main(page).getByRole('textbox', { name: 'Adresse', exact: true }).fill(buyer.street);
  if (!withPlace) return;
  await main(page).getByRole('textbox', { name: 'Code postal' }).fill(buyer.postalCode);
  await main(page).getByRole('textbox', { name: 'Ville' }).fill(buyer.city);
}

/** The payment step's first move: accept the terms and place the order (the payment form comes next). */
export async function placeOrder(page: Page): Promise<void> {
  await main(page)
    .getByRole('checkbox', { name: /J’ai lu et j’accepte/ })
    .check();
  await main(page)
    .getByRole('button', { name: /^Commander et payer/ })
    .click();
}

/** The payment step: accept the terms, order, pay (demo provider), and land on the confirmation with an emptied cart. */
export async function orderAndPay(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/commande\/paiement$/);
  await expect(main(page).getByText('Total TTC')).toBeVisible();
  await placeOrder(page);
  await main(page)
    .getByRole('button', { name: /^Payer .* \(démonstration\)$/ })
    .click();
  await expect(page).toHaveURL(/\/commande\/confirmation$/);
  // « n° » keeps to the reference, a no-break space between them (it was a plain one: at 390 px the
  // reference could start a line).
  await expect(main(page).getByText(/Commande n°\u00a0CMD-\d{4}-\d{4} confirmée/u)).toBeVisible();
  // The cart is emptied only now.
  expect(await page.evaluate(() => localStorage.getItem('vitrine.cart'))).toBeNull();
}

/** A payment method paid after the order, as the last step names it. */
export type LaterPayment = 'Virement bancaire' | 'Chèque' | 'Paiement au retrait';

/**
 * The payment step with a method paid after the order (SPEC §3 PAYMENT_METHOD): choose it among the
 * site's methods, accept the terms, order, and land on the confirmation — no card form, the order
 * "enregistrée" and awaiting its payment, the cart emptied. Returns the order's reference.
 */
export async function orderPayingLater(page: Page, method: LaterPayment): Promise<string> {
  await expect(page).toHaveURL(/\/commande\/paiement$/);
  await expect(main(page).getByText('Total TTC')).toBeVisible();
  await main(page)
    .getByRole('group', { name: 'Moyen de paiement' })
    .getByRole('radio', { name: new RegExp(`^${method}`, 'u') })
    .check();
  const how = { 'Virement bancaire': 'par virement', 'Chèque': 'par chèque', 'Paiement au retrait': 'au retrait' }[method];
  await main(page)
    .getByRole('checkbox', { name: /J’ai lu et j’accepte/ })
    .check();
  await main(page)
    .getByRole('button', { name: new RegExp(`^Commander et payer ${how} \\(.+€\\)$`, 'u') })
    .click();
  await expect(page).toHaveURL(/\/commande\/confirmation$/);
  const status = main(page)
    .getByRole('status')
    .filter({ hasText: /Commande n°\u00a0CMD-\d{4}-\d{4} enregistrée/u });
  await expect(status).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('vitrine.cart'))).toBeNull();
  return /CMD-\d{4}-\d{4}/.exec((await status.textContent()) ?? '')?.[0] ?? '';
}
