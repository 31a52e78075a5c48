/** The news page's words (issue 36), one file per language (news-messages.fr-fr.ts, news-messages.en-gb.ts), each a chunk of its own. Its pager and « Réessayer » are src/ui's words. */
import { defineMessages } from '@/features/i18n/messages';
import type { newsFr } from './news-messages.fr-fr';

/** The book: one file per language (French, English), each a chunk of its own. */
export const newsMessages = defineMessages('src/app/routes/news-messages', {
  fr_FR: () => import('./news-messages.fr-fr'),
  en_GB: () => import('./news-messages.en-gb'),
});

export type { newsFr };
