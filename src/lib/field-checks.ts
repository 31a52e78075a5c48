/**
 * Checks of the personal-data fields the forms share (registration, profile). Each returns a French
 * message, or null when the value is acceptable. The server checks again; these only spare a trip.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail: required, one `@`, a dot in the domain. */
export function emailError(value: string): string | null {
  const v = value.trim();
  if (!v) return 'Indiquez votre adresse e-mail.';
  return EMAIL.test(v) ? null : 'Indiquez une adresse e-mail valide, par exemple prenom@exemple.fr.';
}

/** A required name (first or last), at most 100 characters (the API's limit). */
export function nameError(value: string, what: 'prénom' | 'nom'): string | null {
  const v = value.trim();
  if (!v) return what === 'prénom' ? 'Indiquez votre prénom.' : 'Indiquez votre nom.';
  return v.length > 100 ? `Votre ${what} ne peut pas dépasser 100 caractères.` : null;
}

/** Optional phone: digits with spaces, dots, dashes or brackets, an optional leading +, 6 to 15 digits. */
export function phoneError(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  const digits = v.replace(/\D/g, '').length;
  if (!/^\+?[\d\s.\-()]+$/.test(v) || digits < 6 || digits > 15 || v.length > 30) return 'Indiquez un numéro de téléphone valide, par exemple 06 12 34 56 78.';
  return null;
}

/** Optional birth date `YYYY-MM-DD` (a date input's value): a real day, in the past, after 1900. */
export function birthdateError(value: string, today: Date = new Date()): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== value) return 'Indiquez une date de naissance valide.';
  if (date.getUTCFullYear() < 1900 || date.getTime() > today.getTime()) return 'Indiquez une date de naissance passée, postérieure à 1900.';
  return null;
}

/** Keep only the messages that are set: `{ field: message }`. */
export function collectErrors(checks: Record<string, string | null>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(checks)) if (message) out[field] = message;
  return out;
}
