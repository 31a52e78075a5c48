/**
 * Checks of what the visitor types at checkout, with the French message to show next to the field
 * (null = fine). Pure and shared by the steps and the order resolver, so a step cannot be left with
 * a value the order would refuse.
 */
import type { Address } from '@/api/generated/types';

/** A field → message map for one form (only fields in error). */
export type FieldProblems = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** E-mail address. */
export function emailProblem(value: string): string | null {
  const v = value.trim();
  if (v === '') return 'Indiquez votre adresse e-mail.';
  return EMAIL.test(v) ? null : 'Adresse e-mail invalide (exemple : prenom.nom@exemple.fr).';
}

/** Digits of a phone number as typed (spaces, dots, dashes and brackets ignored), `+` kept in front. */
function phoneDigits(value: string): string {
  return value.trim().replace(/[\s.\-()]/g, '');
}

/**
 * Phone number: a French number (10 digits starting with 0, or +33 / 0033 followed by 9 digits, no
 * 0 after the country code), or an international number in +<country><number> form (8 to 15 digits).
 */
export function phoneProblem(value: string): string | null {
  const v = phoneDigits(value);
  if (v === '') return 'Indiquez un numéro de téléphone.';
  if (/^0[1-9]\d{8}$/.test(v) || /^(\+33|0033)[1-9]\d{8}$/.test(v)) return null;
  if (/^\+(?!33)[1-9]\d{7,14}$/.test(v)) return null;
  return 'Numéro de téléphone invalide : 10 chiffres (exemple : 06 12 34 56 78) ou +33 6 12 34 56 78.';
}

/** Postal code formats of the countries the shop may deliver to (ISO alpha-2); others: 2 to 10 characters. */
const POSTAL_CODES: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  FR: { pattern: /^\d{5}$/, example: '85000' },
  MC: { pattern: /^980\d{2}$/, example: '98000' },
  BE: { pattern: /^\d{4}$/, example: '1000' },
  LU: { pattern: /^\d{4}$/, example: '1111' },
  CH: { pattern: /^\d{4}$/, example: '1200' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  ES: { pattern: /^\d{5}$/, example: '28001' },
  IT: { pattern: /^\d{5}$/, example: '00118' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, example: '1011 AB' },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1000-001' },
  AD: { pattern: /^AD\d{3}$/i, example: 'AD500' },
};

/** Postal code for a country (French codes: exactly 5 digits). */
export function postalCodeProblem(value: string, alphaTwo: string | null | undefined): string | null {
  const v = value.trim();
  if (v === '') return 'Indiquez le code postal.';
  const rule = POSTAL_CODES[alphaTwo ?? 'FR'];
  if (rule) return rule.pattern.test(v) ? null : `Code postal invalide${alphaTwo === 'FR' || !alphaTwo ? ' : 5 chiffres' : ''} (exemple : ${rule.example}).`;
  return v.length >= 2 && v.length <= 10 ? null : 'Code postal invalide.';
}

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
  const postal = postalCodeProblem(address?.postalCode ?? '', address?.country?.alphaTwo);
  if (postal) problems.postalCode = postal;
  if (!address?.country) problems.country = 'Choisissez le pays.';
  const phone = address?.phone?.trim();
  if (phone) {
    const p = phoneProblem(phone);
    if (p) problems.phone = p;
  }
  return problems;
}
