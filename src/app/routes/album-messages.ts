/** An album page's words (issue 36), one file per language (album-messages.fr-fr.ts, album-messages.en-gb.ts), each a chunk of its own. Its thumbnails' words are src/ui's. */
import { defineMessages } from '@/features/i18n/messages';
import type { albumFr } from './album-messages.fr-fr';

/** The book: one file per language (French, English), each a chunk of its own. */
export const albumMessages = defineMessages('src/app/routes/album-messages', {
  fr_FR: () => import('./album-messages.fr-fr'),
  en_GB: () => import('./album-messages.en-gb'),
});

export type { albumFr };
