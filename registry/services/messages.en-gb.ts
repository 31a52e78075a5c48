/** The services block's strings in British English (a chunk loaded by English pages only); a service is an “experience”, as in the booking. */
import type { Translation } from '@/features/i18n/messages';
import type { servicesFr } from './messages';

const enGB: Translation<typeof servicesFr> = {
  filters: 'Filter the experiences',
  all: 'All',
  activeFilter: ' (active filter, remove)',
  countNone: 'No experiences.',
  count: { one: 'One experience.', other: '{count} experiences.' },
  countNoneFor: 'No experiences: {tags}.',
  countFor: { one: 'One experience: {tags}.', other: '{count} experiences: {tags}.' },
  or: ' or ',
  loading: 'Loading the experiences…',
  failed: 'The experiences could not be loaded. Check your connection and try again.',
  none: 'No experience matches these filters. Try others, or show them all.',
};

export default enGB;
