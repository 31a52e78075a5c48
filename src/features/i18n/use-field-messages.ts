/**
 * The field rules' messages (src/lib/field-rules.ts) in the page's language: French with the rules,
 * English in a chunk of its own. `const say = useFieldMessages()` then `emailError(value, say)`.
 */
import { FIELD_MESSAGES, type FieldSay } from '@/lib/field-rules';
import { defineMessages } from './messages';
import { useMessages } from './use-messages';

/** The field rules' book. */
export const fieldMessages = defineMessages(FIELD_MESSAGES, { en_GB: () => import('./field-messages.en-gb') });

/** The field rules' messages in the page's language (suspends while another locale's chunk loads). */
export function useFieldMessages(): FieldSay {
  return useMessages(fieldMessages);
}
