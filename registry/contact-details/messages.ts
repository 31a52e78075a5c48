/** The contact details' labels: their book (issue 36), one file per language (messages.fr-fr.ts, messages.en-gb.ts), each a chunk of its own. */
import { defineMessages } from '@/features/i18n/messages';
import type { contactDetailsFr } from './messages.fr-fr';

/** The book: one file per language (French, English), each a chunk of its own. */
export const contactDetailsMessages = defineMessages('registry/contact-details/messages', {
  fr_FR: () => import('./messages.fr-fr'),
  en_GB: () => import('./messages.en-gb'),
});

export type { contactDetailsFr };
