/** The field rules' messages in French (a chunk loaded by French pages only): the rules' own default, src/lib/field-rules.ts. */
import { FIELD_MESSAGES } from '@/lib/field-rules';

export default FIELD_MESSAGES;
