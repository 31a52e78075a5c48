/**
 * The one set of field rules every form of the site applies before sending (hand-written forms and,
 * for the shared messages, the CMS forms rjsf renders): e-mail, phone, names, birth date, postal
 * code, required values. Each check returns its French message, or null when the value is
 * acceptable, in the page's language when the caller passes its translation (`say`, from
 * src/features/i18n/field-messages.ts), else French. The server checks again; these only spare the visitor a trip and keep every form
 * saying the same thing about the same mistake.
 */

import { sayOf, type Say } from './message-format';

/** The French messages the rules give, shared with the schema-driven forms (src/features/forms); `{name}` slots filled by the rules. */
export const FIELD_MESSAGES = {
  /** A required value left empty, where the form has no more specific wording. */
  required: 'Ce champ est obligatoire.',
  emailMissing: 'Indiquez votre adresse e-mail.',
  emailInvalid: 'Adresse e-mail invalide (exemple : prenom@exemple.fr).',
  emailNotAscii: 'Adresse e-mail invalide : elle s’écrit sans accent ni caractère spécial (exemple : prenom@exemple.fr).',
  phoneMissing: 'Indiquez un numéro de téléphone.',
  phoneInvalid: 'Numéro de téléphone invalide : 10 chiffres (exemple : 06 12 34 56 78) ou +33 6 12 34 56 78.',
  postalCodeMissing: 'Indiquez le code postal.',
  firstnameMissing: 'Indiquez votre prénom.',
  lastnameMissing: 'Indiquez votre nom.',
  firstnameTooLong: 'Votre prénom ne peut pas dépasser 100 caractères.',
  lastnameTooLong: 'Votre nom ne peut pas dépasser 100 caractères.',
  birthdateInvalid: 'Indiquez une date de naissance valide.',
  birthdateRange: 'Indiquez une date de naissance passée, postérieure à 1900.',
  postalCodeFrench: 'Code postal invalide : 5 chiffres (exemple : {example}).',
  postalCodeExample: 'Code postal invalide (exemple : {example}).',
  postalCodeInvalid: 'Code postal invalide.',
} as const;

/** A field message in the page's language (a translate function over {@link FIELD_MESSAGES}). */
export type FieldSay = Say<typeof FIELD_MESSAGES>;

/** The rules' French, when the caller passes no translation. */
const french: FieldSay = sayOf(FIELD_MESSAGES);

/**
 * An e-mail address as the API reads one: every call's `format: email` (schemas/), checked with
 * ajv-formats' pattern — letters a–z only (no accent: that would be `idn-email`), a dot in the
 * domain — and a top-level domain of two characters at least. The CMS forms' validator uses it too.
 */
export const EMAIL_ADDRESS =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9][a-z0-9-]*[a-z0-9]$/i;

/** True for an e-mail address the API accepts (see {@link EMAIL_ADDRESS}), blanks around it aside. */
export function isEmail(value: string): boolean {
  return EMAIL_ADDRESS.test(value.trim());
}

/** E-mail: required, shaped as the API accepts it; an accent (or any character beyond ASCII) gets its own message, the usual slip. */
export function emailError(value: string, say: FieldSay = french): string | null {
  const address = value.trim();
  if (!address) return say('emailMissing');
  if (isEmail(address)) return null;
  return /[^\p{ASCII}]/u.test(address) ? say('emailNotAscii') : say('emailInvalid');
}

/** Digits of a phone number as typed (spaces, dots, dashes and brackets ignored), `+` kept in front. */
function phoneDigits(value: string): string {
  return value.trim().replace(/[\s.\-()]/g, '');
}

/**
 * True for a callable number: a French number (10 digits starting with 0, or +33 / 0033 followed by
 * 9 digits, no 0 after the country code), or an international one in +<country><number> form (8 to
 * 15 digits). Spaces, dots, dashes and brackets are allowed as people type them.
 */
export function isPhoneNumber(value: string): boolean {
  const v = phoneDigits(value);
  if (/^0[1-9]\d{8}$/.test(v) || /^(\+33|0033)[1-9]\d{8}$/.test(v)) return true;
  return /^\+(?!33)[1-9]\d{7,14}$/.test(v);
}

/**
 * Phone number: optional unless `missing` is given (the message for an empty field); when typed it
 * must be a callable number ({@link isPhoneNumber}).
 */
export function phoneError(value: string, missing: string | null = null, say: FieldSay = french): string | null {
  if (!value.trim()) return missing;
  return isPhoneNumber(value) ? null : say('phoneInvalid');
}

/** A required name (first or last), at most 100 characters (the API's limit). */
export function nameError(value: string, what: 'prénom' | 'nom', say: FieldSay = french): string | null {
  const v = value.trim();
  const first = what === 'prénom';
  if (!v) return say(first ? 'firstnameMissing' : 'lastnameMissing');
  return v.length > 100 ? say(first ? 'firstnameTooLong' : 'lastnameTooLong') : null;
}

/** A required value: `message` (or the generic one) when empty or blank. */
export function requiredError(value: string, message: string = french('required')): string | null {
  return value.trim() ? null : message;
}

/** Optional birth date `YYYY-MM-DD` (a date input's value): a real day, in the past, after 1900. */
export function birthdateError(value: string, today: Date = new Date(), say: FieldSay = french): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== value) return say('birthdateInvalid');
  if (date.getUTCFullYear() < 1900 || date.getTime() > today.getTime()) return say('birthdateRange');
  return null;
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

/** Postal code for a country (ISO alpha-2, France when absent; French codes: exactly 5 digits). */
export function postalCodeError(value: string, alphaTwo: string | null | undefined, say: FieldSay = french): string | null {
  const v = value.trim();
  if (v === '') return say('postalCodeMissing');
  const rule = POSTAL_CODES[alphaTwo ?? 'FR'];
  if (rule) return rule.pattern.test(v) ? null : say(alphaTwo === 'FR' || !alphaTwo ? 'postalCodeFrench' : 'postalCodeExample', { example: rule.example });
  return v.length >= 2 && v.length <= 10 ? null : say('postalCodeInvalid');
}

/** Keep only the messages that are set: `{ field: message }`. */
export function collectErrors(checks: Record<string, string | null>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(checks)) if (message) out[field] = message;
  return out;
}
