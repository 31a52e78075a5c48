/** The news page's strings in British English (a chunk loaded by English pages only). */
import type { Translation } from '@/features/i18n/messages';
import type { newsFr } from './news-messages';

const enGB: Translation<typeof newsFr> = {
  description: 'The news.',
  all: 'All the news',
  loading: 'Loading the news…',
  failed: 'The news could not be loaded. Check your connection and try again.',
  firstPage: 'Back to the first page',
  pastEnd: { one: 'There is no news on this page: the list has only {count} page.', other: 'There is no news on this page: the list has only {count} pages.' },
  none: 'No news for now. Come back soon!',
  count: { one: '{count} news item', other: '{count} news items' },
  countPage: ' · page {page} of {pages}',
  pages: 'News pages',
  promoted: 'Featured',
  more: 'Find out more',
};

export default enGB;
