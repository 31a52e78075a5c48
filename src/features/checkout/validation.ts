/**
 * The address check of the checkout, built on the site's field rules (src/lib/field-rules.ts): the
 * French message to show next to each field. Pure and shared by the steps and the order resolver,
 * so a step cannot be left with a value the order would refuse.
 */
import type { Address } from '@/api/generated/types';
import { phoneError, postalCodeError } from '@/lib/field-rules';

/** A field → message map for one form (only fields in error). */
export type FieldProblems = Record<string, string>;

/** Every problem of an address form, keyed by Address field name. */
export function addressProblems(address: Partial<Address> | null | undefined): FieldProblems {
  const problems: FieldProblems = {};
  const required: [keyof Address, string][] = [
    ['firstname', 'Indiquez le prénom.'],
    ['lastname', 'Indiquez le nom.'],
    ['address', 'Indiquez l’adresse (numéro et rue).'],
    ['city', 'Indiquez la ville.'],
  ];
  for (const [field, message] of required) {
    const value = address?.[field];
    if (typeof value !== 'string' || value.trim() === '') problems[field] = message;
  }
  const postal = postalCodeError(address?.postalCode ?? '', address?.country?.alphaTwo);
  if (postal) problems.postalCode = postal;
  if (!address?.country) problems.country = 'Choisissez le pays.';
  const phone = phoneError(address?.phone ?? '');
  if (phone) problems.phone = phone;
  return problems;
}
