/** The Google reviews block's words (issue 36), one file per language (messages.fr-fr.ts, messages.en-gb.ts), each a chunk of its own. The stars, quotes and « Lire la suite » are src/ui's words. */
import { defineMessages } from '@/features/i18n/messages';
import type { googleReviewsFr } from './messages.fr-fr';

/** The book: one file per language (French, English), each a chunk of its own. */
export const googleReviewsMessages = defineMessages('registry/google-reviews/messages', {
  fr_FR: () => import('./messages.fr-fr'),
  en_GB: () => import('./messages.en-gb'),
});

export type { googleReviewsFr };
