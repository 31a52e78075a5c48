/**
 * The password rule, stated before typing and checked as the visitor types (registration, password
 * change, reset). The API asks for 8 characters at least (schemas: `minLength: 8`); a letter and a
 * digit as well keep out the weakest choices ("12345678", "motdepasse") without a composition
 * puzzle. One list, so the text shown and the check can never disagree. Its words are French unless
 * the caller passes the page's (`say`, src/features/i18n/use-form-words.ts; issue 36).
 */
import { sayOf, type Say } from './message-format';

/** Minimum length (the API's `minLength`). */
export const PASSWORD_MIN_LENGTH = 8;

/** The rule's French words (the type every translation follows). */
export const PASSWORD_MESSAGES = {
  length: 'au moins {min} caractères',
  letter: 'au moins une lettre',
  digit: 'au moins un chiffre',
  /** Joins two missing criteria. */
  and: '{first} et {second}',
  mustContain: 'Le mot de passe doit contenir {missing}.',
  choose: 'Choisissez un mot de passe.',
  confirmMissing: 'Saisissez le mot de passe une seconde fois.',
  confirmMismatch: 'Les deux mots de passe ne sont pas identiques.',
  /** The checklist under a new password field. */
  ruleIntro: 'Il doit contenir :',
  met: ' : respecté',
  unmet: ' : pas encore respecté',
} as const;

/** A password message in the page's language (a translate function over {@link PASSWORD_MESSAGES}). */
export type PasswordSay = Say<typeof PASSWORD_MESSAGES>;

/** The rule's French, when the caller passes no translation. */
const french: PasswordSay = sayOf(PASSWORD_MESSAGES);

/** One criterion of the rule. */
export interface PasswordCriterion {
  id: 'length' | 'letter' | 'digit';
  test: (password: string) => boolean;
}

/** The rule, criterion by criterion. */
export const PASSWORD_RULE: readonly PasswordCriterion[] = [
  { id: 'length', test: (p) => [...p].length >= PASSWORD_MIN_LENGTH },
  { id: 'letter', test: (p) => /\p{L}/u.test(p) },
  { id: 'digit', test: (p) => /\d/.test(p) },
];

/** How a criterion is stated to the visitor (« au moins 8 caractères »). */
export function criterionLabel(criterion: PasswordCriterion, say: PasswordSay = french): string {
  return say(criterion.id, { min: PASSWORD_MIN_LENGTH });
}

/** Each criterion with whether `password` meets it. */
export function checkPassword(password: string): { criterion: PasswordCriterion; met: boolean }[] {
  return PASSWORD_RULE.map((criterion) => ({ criterion, met: criterion.test(password) }));
}

/** The error for a new password, or null when it meets the rule. */
export function passwordError(password: string, say: PasswordSay = french): string | null {
  if (!password) return say('choose');
  const missing = checkPassword(password)
    .filter((c) => !c.met)
    .map((c) => criterionLabel(c.criterion, say));
  if (missing.length === 0) return null;
  const listed = missing.reduce((first, second) => say('and', { first, second }));
  return say('mustContain', { missing: listed });
}

/** The error for the confirmation field, or null when it matches. */
export function confirmationError(password: string, confirmation: string, say: PasswordSay = french): string | null {
  if (!confirmation) return say('confirmMissing');
  return confirmation === password ? null : say('confirmMismatch');
}
