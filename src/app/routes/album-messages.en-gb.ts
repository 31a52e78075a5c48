/** An album page's strings in British English (a chunk loaded by English pages only). */
import type { Translation } from '@/features/i18n/messages';
import type { albumFr } from './album-messages';

const enGB: Translation<typeof albumFr> = {
  gallery: 'Gallery',
  title: '{name} — Gallery',
  description: 'Photos and videos: {name}.',
  empty: 'This album has no photos yet.',
  back: 'All the albums',
};

export default enGB;
