/** The Google reviews block's strings in British English (a chunk loaded by English pages only). */
import type { Translation } from '@/features/i18n/messages';
import type { googleReviewsFr } from './messages';

const enGB: Translation<typeof googleReviewsFr> = {
  title: 'What customers say',
  summary: { one: 'out of 5, from {count} Google review', other: 'out of 5, from {count} Google reviews' },
  unavailable: 'Google reviews cannot be shown at the moment.',
  none: 'No reviews to show for now.',
  more: 'See all the reviews or leave yours on Google',
  newTab: ' (opens in a new tab)',
};

export default enGB;
