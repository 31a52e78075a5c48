/** The album list block's strings in British English (a chunk loaded by English pages only). */
import type { Translation } from '@/features/i18n/messages';
import type { albumListFr } from './messages';

const enGB: Translation<typeof albumListFr> = {
  loading: 'Loading the albums…',
  failed: 'The albums could not be loaded. Check your connection and try again.',
  none: 'No album is published yet. Come back soon!',
  photos: { one: '{count} photo', other: '{count} photos' },
  videos: { one: '{count} video', other: '{count} videos' },
  photosAndVideos: '{photos} and {videos}',
  empty: 'Empty album',
};

export default enGB;
