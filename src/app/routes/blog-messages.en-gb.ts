/** The blog listing's strings in British English (a chunk loaded by English pages only). */
import type { Translation } from '@/features/i18n/messages';
import type { blogFr } from './blog-messages';

const enGB: Translation<typeof blogFr> = {
  articles: 'Articles',
  folderTitle: '{name} — Articles',
  description: 'The blog’s articles.',
  folder: 'Category',
  folders: 'Blog categories',
  all: 'All articles',
  search: 'Search the articles',
  searchExample: 'e.g. back, sleep, running',
  searchButton: 'Search',
  titlesWith: 'Titles containing “{q}”',
  tagged: 'keyword “{tag}”',
  clear: 'Clear the search',
  loading: 'Loading the articles…',
  failed: 'The articles could not be loaded. Check your connection and try again.',
  firstPage: 'Back to the first page',
  pastEnd: {
    one: 'There is no article on this page: the list has only {count} page.',
    other: 'There is no article on this page: the list has only {count} pages.',
  },
  seeAll: 'See all articles',
  noMatch: 'No article matches your search.',
  none: 'No article is published here yet. Come back soon!',
  count: { one: '{count} article', other: '{count} articles' },
  countPage: ' · page {page} of {pages}',
  pages: 'Article pages',
};

export default enGB;
