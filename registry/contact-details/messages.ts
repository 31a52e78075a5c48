/** The contact details' labels in French (issue 36): messages.en-gb.ts says them in English, loaded only by English pages. */
import { defineMessages } from '@/features/i18n/messages';

/** The French texts (the type every translation follows). */
export const contactDetailsFr = {
  phone: 'Téléphone',
  email: 'E-mail',
  address: 'Adresse',
  hours: 'Horaires',
} as const;

/** The book: French here, English in its own chunk. */
export const contactDetailsMessages = defineMessages(contactDetailsFr, { en_GB: () => import('./messages.en-gb') });
