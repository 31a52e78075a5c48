/** The HTML document's own words in British English (loaded by the server for English pages). */
import type { Translation } from '@/features/i18n/messages';
import type { documentFr } from './document-text';

const enGB: Translation<typeof documentFr> = {
  noscript: 'This site needs JavaScript to display. Turn it on in your browser.',
};

export default enGB;
