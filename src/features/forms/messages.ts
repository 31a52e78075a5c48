/**
 * The forms' book (issue 36): the rjsf templates' words (src/ui/rjsf/words.ts), the validator's
 * (form-validator.ts), the form's own and the contact form's; one file per language.
 */
import { defineMessages } from '@/features/i18n/messages';
import type { formsFr } from './messages.fr-fr';

/** The book: French here, English in its own chunk. */
export const formsMessages = defineMessages('src/features/forms/messages', {
  fr_FR: () => import('./messages.fr-fr'),
  en_GB: () => import('./messages.en-gb'),
});

export type { formsFr };
