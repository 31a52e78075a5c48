/** The contact details' labels in British English (a chunk loaded by English pages only). */
import type { Translation } from '@/features/i18n/messages';
import type { contactDetailsFr } from './messages';

const enGB: Translation<typeof contactDetailsFr> = {
  title: 'Contact details',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  hours: 'Opening hours',
};

export default enGB;
