/**
 * The password rule, stated before typing and checked as the visitor types (registration, password
 * change, reset). The API asks for 8 characters at least (schemas: `minLength: 8`); a letter and a
 * digit as well keep out the weakest choices ("12345678", "motdepasse") without a composition
 * puzzle. One list, so the text shown and the check can never disagree.
 */

/** One criterion of the rule. */
export interface PasswordCriterion {
  id: 'length' | 'letter' | 'digit';
  /** How it is stated to the visitor. */
  label: string;
  test: (password: string) => boolean;
}

/** Minimum length (the API's `minLength`). */
export const PASSWORD_MIN_LENGTH = 8;

/** The rule, criterion by criterion. */
export const PASSWORD_RULE: readonly PasswordCriterion[] = [
  { id: 'length', label: `au moins ${PASSWORD_MIN_LENGTH} caractères`, test: (p) => [...p].length >= PASSWORD_MIN_LENGTH },
  { id: 'letter', label: 'au moins une lettre', test: (p) => /\p{L}/u.test(p) },
  { id: 'digit', label: 'au moins un chiffre', test: (p) => /\d/.test(p) },
];

/** The rule in one sentence (field hint). */
export const PASSWORD_RULE_TEXT = `Votre mot de passe doit contenir ${PASSWORD_RULE.map((c) => c.label)
  .join(', ')
  .replace(/, ([^,]*)$/, ' et $1')}.`;

/** Each criterion with whether `password` meets it. */
export function checkPassword(password: string): { criterion: PasswordCriterion; met: boolean }[] {
  return PASSWORD_RULE.map((criterion) => ({ criterion, met: criterion.test(password) }));
}

/** The error for a new password, or null when it meets the rule. */
export function passwordError(password: string): string | null {
  if (!password) return 'Choisissez un mot de passe.';
  const missing = checkPassword(password).filter((c) => !c.met);
  if (missing.length === 0) return null;
  return `Le mot de passe doit contenir ${missing.map((c) => c.criterion.label).join(' et ')}.`;
}

/** The error for the confirmation field, or null when it matches. */
export function confirmationError(password: string, confirmation: string): string | null {
  if (!confirmation) return 'Saisissez le mot de passe une seconde fois.';
  return confirmation === password ? null : 'Les deux mots de passe ne sont pas identiques.';
}
