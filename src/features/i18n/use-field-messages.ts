/**
 * The field rules' messages (src/lib/field-rules.ts) in the page's language: one file per language
 * (field-messages.fr-fr.ts: the French the rules also keep as their default). `const say =
 * useFieldMessages()` then `emailError(value, say)`.
 */
import type { FieldSay } from '@/lib/field-rules';
import { defineMessages } from './messages';
import { useMessages } from './use-messages';

/** The field rules' book. */
export const fieldMessages = defineMessages('src/features/i18n/field-messages', {
  fr_FR: () => import('./field-messages.fr-fr'),
  en_GB: () => import('./field-messages.en-gb'),
});

/** The field rules' messages in the page's language (suspends while another locale's chunk loads). */
export function useFieldMessages(): FieldSay {
  return useMessages(fieldMessages);
}
