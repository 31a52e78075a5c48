/** The blog listing's words (issue 36), one file per language (blog-messages.fr-fr.ts, blog-messages.en-gb.ts), each a chunk of its own. Its pager and « Réessayer » are src/ui's words. */
import { defineMessages } from '@/features/i18n/messages';
import type { blogFr } from './blog-messages.fr-fr';

/** The book: one file per language (French, English), each a chunk of its own. */
export const blogMessages = defineMessages('src/app/routes/blog-messages', {
  fr_FR: () => import('./blog-messages.fr-fr'),
  en_GB: () => import('./blog-messages.en-gb'),
});

export type { blogFr };
