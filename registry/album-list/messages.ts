/** The album list block's words (issue 36), one file per language (messages.fr-fr.ts, messages.en-gb.ts), each a chunk of its own. Its « Réessayer » is src/ui's words. */
import { defineMessages } from '@/features/i18n/messages';
import type { albumListFr } from './messages.fr-fr';

/** The book: one file per language (French, English), each a chunk of its own. */
export const albumListMessages = defineMessages('registry/album-list/messages', {
  fr_FR: () => import('./messages.fr-fr'),
  en_GB: () => import('./messages.en-gb'),
});

export type { albumListFr };
