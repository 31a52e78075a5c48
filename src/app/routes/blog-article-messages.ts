/** A blog article's page's words (issue 36), one file per language (blog-article-messages.fr-fr.ts, blog-article-messages.en-gb.ts), each a chunk of its own: a book apart from the listing's, so an article carries only its five. */
import { defineMessages } from '@/features/i18n/messages';
import type { blogArticleFr } from './blog-article-messages.fr-fr';

/** The book: one file per language (French, English), each a chunk of its own. */
export const blogArticleMessages = defineMessages('src/app/routes/blog-article-messages', {
  fr_FR: () => import('./blog-article-messages.fr-fr'),
  en_GB: () => import('./blog-article-messages.en-gb'),
});

export type { blogArticleFr };
