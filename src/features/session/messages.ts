/** Login, registration and password reset: their book (issue 36), one file per language (messages.fr-fr.ts, messages.en-gb.ts), each a chunk of its own. */
import { defineMessages } from '@/features/i18n/messages';
import type { sessionFr } from './messages.fr-fr';

/** The book: one file per language (French, English), each a chunk of its own. */
export const sessionMessages = defineMessages('src/features/session/messages', {
  fr_FR: () => import('./messages.fr-fr'),
  en_GB: () => import('./messages.en-gb'),
});

export type { sessionFr };
