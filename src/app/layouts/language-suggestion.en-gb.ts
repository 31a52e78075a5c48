/** The language suggestion's card in British English (a chunk loaded only when English is offered). */
import type { Translation } from '@/features/i18n/messages';
import type { suggestionFr } from './language-suggestion';

const enGB: Translation<typeof suggestionFr> = {
  label: 'Suggested language',
  page: 'This page is also available in English.',
  site: 'This site is also available in English.',
  go: 'Read in English',
  stay: 'No thanks',
};

export default enGB;
