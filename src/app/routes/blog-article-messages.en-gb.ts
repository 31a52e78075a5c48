/** A blog article's page's strings in British English (a chunk loaded by English pages only). */
import type { Translation } from '@/features/i18n/messages';
import type { blogArticleFr } from './blog-article-messages';

const enGB: Translation<typeof blogArticleFr> = {
  publishedOn: 'Published on ',
  by: ' by {author}',
  noContent: 'This article has no content yet.',
  tags: 'Keywords:',
  related: 'Further reading',
  backToFolder: 'All articles in “{name}”',
  backToAll: 'All articles',
};

export default enGB;
