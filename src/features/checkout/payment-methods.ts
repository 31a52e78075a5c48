/**
 * How the site is paid (SPEC §3 "payment method", `PAYMENT_METHOD`): the methods it takes, in its
 * order, with what the customer needs to pay each (schemas/entities/parameter.schema.json, docs/features.md):
 * - `STRIPE`, a card: Stripe's Payment Element right after the order (payment.tsx);
 * - `TRANSFER`, a bank transfer to `PAYMENT_IBAN` / `PAYMENT_BIC`, held by COMPANY_NAME, with the order's
 *   reference as its label: offered only when the IBAN is valid (its check digits) and the BIC well
 *   formed — a mistyped IBAN would send customers' money nowhere;
 * - `CHEQUE`, by post, to the order of COMPANY_NAME at the company's address: offered only when they are set;
 * - `ON_SITE`, paid when collecting the order: offered only with click-and-collect.
 * Several methods: the customer chooses on the last step, the first being chosen at first. Unset, or
 * naming no known method: card. Pure: the checkout's resolver, its last step and the confirmation share it.
 */
import type { PaymentMethod } from '@/api/generated/types';
import { indexParameters, parameterString, type ParameterLike } from '@/lib/parameters';
import type { DeliveryChoice } from './order-payload';

const METHODS: readonly PaymentMethod[] = ['STRIPE', 'TRANSFER', 'CHEQUE', 'ON_SITE'];

/** True for one of the methods of the contract. */
export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (METHODS as readonly string[]).includes(value);
}

/** Where a transfer goes. */
export interface BankAccount {
  holder: string;
  /** Grouped by four, as printed on a bank statement. */
  iban: string;
  bic: string;
}

/** Where a cheque goes. */
export interface ChequeAddress {
  payee: string;
  /** The postal address, line by line. */
  lines: string[];
}

/** The site's payment settings, read from its parameters. */
export interface PaymentSettings {
  /** The methods the site takes and can be paid by, in its order (empty only when none it names can be: a transfer without bank details…). */
  methods: PaymentMethod[];
  bankAccount: BankAccount | null;
  cheque: ChequeAddress | null;
}

/** An IBAN whose check digits hold (ISO 13616, mod 97), grouped by four; null otherwise. */
function validIban(raw: string | null): string | null {
  const iban = (raw ?? '').replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return null;
  const digits = [...`${iban.slice(4)}${iban.slice(0, 4)}`].map((c) => parseInt(c, 36)).join('');
  // Mod 97 piece by piece: the number is far beyond a double's precision.
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1 ? (iban.match(/.{1,4}/g) ?? []).join(' ') : null;
}

/** A BIC (ISO 9362): bank, country, location, optional branch. */
function validBic(raw: string | null): string | null {
  const bic = (raw ?? '').replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic) ? bic : null;
}

/** The site's payment settings (see the module comment); `undefined` parameters (not loaded) read as unset. */
export function paymentSettings(parameters: readonly ParameterLike[] | undefined): PaymentSettings {
  const index = indexParameters(parameters ?? []);
  const company = parameterString(index, 'COMPANY_NAME');
  const iban = validIban(parameterString(index, 'PAYMENT_IBAN'));
  const bic = validBic(parameterString(index, 'PAYMENT_BIC'));
  const bankAccount = company && iban && bic ? { holder: company, iban, bic } : null;
  const street = parameterString(index, 'COMPANY_ADDRESS');
  const postalCode = parameterString(index, 'COMPANY_POSTAL_CODE');
  const city = parameterString(index, 'COMPANY_CITY');
  const cheque = company && street && postalCode && city ? { payee: company, lines: [company, street, `${postalCode} ${city}`] } : null;

  const named = (parameterString(index, 'PAYMENT_METHOD') ?? '').split(/[\s,;]+/).map((m) => m.toUpperCase());
  const known = [...new Set(named.filter(isPaymentMethod))];
  const payable = known.filter((m) => (m === 'TRANSFER' ? bankAccount !== null : m === 'CHEQUE' ? cheque !== null : true));
  return { methods: known.length === 0 ? ['STRIPE'] : payable, bankAccount, cheque };
}

/** The methods offered for an order travelling by `delivery` (null: not chosen yet): payment on collection needs a collection. */
export function offeredPaymentMethods(settings: PaymentSettings, delivery: DeliveryChoice['type'] | null): PaymentMethod[] {
  return settings.methods.filter((m) => m !== 'ON_SITE' || delivery === 'CLICK_AND_COLLECT');
}
