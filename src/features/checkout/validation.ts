/**
 * The address check of the checkout, built on the site's field rules (src/lib/field-rules.ts): the
 * message to show next to each field, in the page's language. Pure and shared by the steps and the order resolver,
 * so a step cannot be left with a value the order would refuse.
 */
import type { Address } from '@/api/generated/types';
import { phoneError, postalCodeError } from '@/lib/field-rules';
import type { CheckoutSay } from './checkout-steps';

/** A field → message map for one form (only fields in error). */
export type FieldProblems = Record<string, string>;

/** Every problem of an address form, keyed by Address field name. */
export function addressProblems(address: Partial<Address> | null | undefined, say: Pick<CheckoutSay, 'checkout' | 'fields'>): FieldProblems {
  const t = say.checkout;
  const problems: FieldProblems = {};
  const required: [keyof Address, string][] = [
    ['firstname', t('firstnameMissing')],
    ['lastname', t('lastnameMissing')],
    ['address', t('addressMissing')],
    ['city', t('cityMissing')],
  ];
  for (const [field, message] of required) {
    const value = address?.[field];
    if (typeof value !== 'string' || value.trim() === '') problems[field] = message;
  }
  const postal = postalCodeError(address?.postalCode ?? '', address?.country?.alphaTwo, say.fields);
  if (postal) problems.postalCode = postal;
  if (!address?.country) problems.country = t('countryMissing');
  const phone = phoneError(address?.phone ?? '', null, say.fields);
  if (phone) problems.phone = phone;
  return problems;
}
