/** The consent banner's texts in British English (a chunk loaded by English pages only). */
import type { Translation } from '@/features/i18n/messages';
import type { consentFr } from './consent-text';

const enGB: Translation<typeof consentFr> = {
  title: 'Your cookie choices',
  intro: 'With your consent, we use',
  introEnd:
    'to measure the site’s audience and how well our posts work. Refusing does not stop you using the site, and you can change your mind at any time (“Manage cookies”, at the bottom of the page).',
  newTools: 'A new tool has been added since your last choice: please tell us again what you accept.',
  policy: 'Cookie policy',
  acceptAll: 'Accept all',
  refuseAll: 'Refuse all',
  customise: 'Customise',
  close: 'Continue without accepting',
  manage: 'Manage cookies',
  and: 'and',
};

export default enGB;
