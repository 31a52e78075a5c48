/** The product page's and the shop's book (issue 36): one file per language (messages.fr-fr.ts, messages.en-gb.ts), each a chunk of its own. */
import { defineMessages } from '@/features/i18n/messages';
import type { catalogueFr } from './messages.fr-fr';

/** The product page's book: one file per language (French, English), each a chunk of its own. */
export const catalogueMessages = defineMessages('src/features/catalogue/messages', {
  fr_FR: () => import('./messages.fr-fr'),
  en_GB: () => import('./messages.en-gb'),
});

export type { catalogueFr };
