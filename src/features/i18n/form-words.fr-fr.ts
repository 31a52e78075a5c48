/** A form's own words in French (a chunk loaded by French pages only): the fields', the password rule's and a failed call's, which also keep them as their defaults. */
import { FAILURE_MESSAGES } from '@/api/failure-message';
import { PASSWORD_MESSAGES } from '@/lib/password-rule';
import { FIELD_WORDS } from '@/ui/form-field';

/** The three sets of words in French (the type every translation follows). */
export const formWordsFr = { ...FIELD_WORDS, ...PASSWORD_MESSAGES, ...FAILURE_MESSAGES };

export default formWordsFr;
