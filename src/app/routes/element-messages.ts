/** A workshop's page's words (issue 36), its registration form's included: one file per language (element-messages.fr-fr.ts, element-messages.en-gb.ts), each a chunk of its own. Its facts are src/ui's words, its fields' and rules' the forms' books. */
import { defineMessages } from '@/features/i18n/messages';
import type { elementFr } from './element-messages.fr-fr';

/** The book: one file per language (French, English), each a chunk of its own. */
export const elementMessages = defineMessages('src/app/routes/element-messages', {
  fr_FR: () => import('./element-messages.fr-fr'),
  en_GB: () => import('./element-messages.en-gb'),
});

export type { elementFr };
