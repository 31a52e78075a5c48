/**
 * What every hand-written form says besides its own texts, in the page's language (issue 36): the
 * fields' words (« (obligatoire) », the password toggle; src/ui/form-field.tsx), the password rule
 * (src/lib/password-rule.ts) and a failed call's wording (src/api/api-error.ts). One file per
 * language (form-words.fr-fr.ts: the French that the fields and rules also keep as their defaults). `const words = useFormWords()`, then `words={words.field}` on a
 * field, `passwordError(value, words.password)`, `failureMessage(error, prefix, words.failure)`.
 */
import { useMemo } from 'react';
import type { FailureSay } from '@/api/failure-message';
import type { PasswordSay } from '@/lib/password-rule';
import type { FieldWords } from '@/ui/form-field';
import { defineMessages } from './messages';
import { useMessages } from './use-messages';
import type { formWordsFr } from './form-words.fr-fr';

export type { formWordsFr };

/** The book: one chunk per language. */
export const formWordsMessages = defineMessages('src/features/i18n/form-words', {
  fr_FR: () => import('./form-words.fr-fr'),
  en_GB: () => import('./form-words.en-gb'),
});

/** A form's words in the page's language. */
export interface FormWords {
  /** For the `words` prop of the fields. */
  field: FieldWords;
  /** For the password rule's checks and checklist. */
  password: PasswordSay;
  /** For `failureMessage` / `describeFailure`. */
  failure: FailureSay;
}

/** A form's words in the page's language (suspends while another locale's chunk loads); the same object while the locale stays. */
export function useFormWords(): FormWords {
  const t = useMessages(formWordsMessages);
  return useMemo(
    () => ({
      field: { required: t('required'), optional: t('optional'), show: t('show'), hide: t('hide'), thePassword: t('thePassword') },
      password: t,
      failure: t,
    }),
    [t],
  );
}
