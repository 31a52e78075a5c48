/** A workshop's page's strings in British English, its registration form's included (a chunk loaded by English pages only). */
import type { Translation } from '@/features/i18n/messages';
import type { elementFr } from './element-messages';

const enGB: Translation<typeof elementFr> = {
  practical: 'Practical information',
  past: 'This date has passed: registrations are closed.',
  full: 'There are no places left on this date.',
  notOpen: 'Registrations are not open.',
  nextDate: 'To hear about the next date, get in touch.',
  register: 'Register',
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Email',
  phone: 'Phone',
  places: 'Number of places',
  message: 'Message',
  submit: 'Register me',
  sending: 'Sending…',
  toFix: 'Some fields need correcting.',
  placesInvalid: 'Enter a number of places between 1 and {max}.',
  failure: 'The registration could not be recorded',
  doneTitle: 'Registration confirmed',
  done: {
    one: 'Thank you {name}, your registration for “{title}” is recorded ({count} place). You will receive a confirmation by email.',
    other: 'Thank you {name}, your registration for “{title}” is recorded ({count} places). You will receive a confirmation by email.',
  },
};

export default enGB;
