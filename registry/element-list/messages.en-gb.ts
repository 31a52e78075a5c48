/** The element list block's strings in British English (a chunk loaded by English pages only). */
import type { Translation } from '@/features/i18n/messages';
import type { elementListFr } from './messages';

const enGB: Translation<typeof elementListFr> = {
  title: 'Upcoming dates',
  loading: 'Loading the dates…',
  failed: 'The dates could not be loaded. Check your connection and try again.',
  noneUpcoming: 'No dates are planned for now. Come back soon!',
  none: 'Nothing is published here yet.',
};

export default enGB;
