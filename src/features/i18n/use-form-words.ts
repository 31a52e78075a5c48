/**
 * What every hand-written form says besides its own texts, in the page's language (issue 36): the
 * fields' words (« (obligatoire) », the password toggle; src/ui/form-field.tsx), the password rule
 * (src/lib/password-rule.ts) and a failed call's wording (src/api/api-error.ts). French with their
 * code, English in a chunk of its own. `const words = useFormWords()`, then `words={words.field}` on a
 * field, `passwordError(value, words.password)`, `failureMessage(error, prefix, words.failure)`.
 */
import { useMemo } from 'react';
import { FAILURE_MESSAGES, type FailureSay } from '@/api/failure-message';
import { PASSWORD_MESSAGES, type PasswordSay } from '@/lib/password-rule';
import { FIELD_WORDS, type FieldWords } from '@/ui/form-field';
import { defineMessages } from './messages';
import { useMessages } from './use-messages';

/** The three sets of words in French (the type every translation follows). */
export const formWordsFr = { ...FIELD_WORDS, ...PASSWORD_MESSAGES, ...FAILURE_MESSAGES };

/** The book: one chunk per other language. */
export const formWordsMessages = defineMessages(formWordsFr, { en_GB: () => import('./form-words.en-gb') });

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
  return useMemo(() => ({ field: { required: t('required'), show: t('show'), hide: t('hide'), thePassword: t('thePassword') }, password: t, failure: t }), [t]);
}
