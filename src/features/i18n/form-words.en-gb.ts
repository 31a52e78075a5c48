/** A form's own words in British English (a chunk loaded by English pages only). */
import type { Translation } from './messages';
import type { formWordsFr } from './form-words.fr-fr';

const enGB: Translation<typeof formWordsFr> = {
  required: 'required',
  optional: 'optional',
  show: 'Show',
  hide: 'Hide',
  thePassword: 'the password',
  length: 'at least {min} characters',
  letter: 'at least one letter',
  digit: 'at least one digit',
  and: '{first} and {second}',
  mustContain: 'The password must contain {missing}.',
  choose: 'Choose a password.',
  confirmMissing: 'Type the password a second time.',
  confirmMismatch: 'The two passwords are not the same.',
  ruleIntro: 'It must contain:',
  met: ': met',
  unmet: ': not met yet',
  unreachable: '{prefix}: the server is not answering. Check your connection and try again.',
  serverSaid: '{prefix}: {message}. Try again in a moment.',
  retry: '{prefix}. Try again in a moment.',
  fixFields: '{message} Correct the fields shown.',
};

export default enGB;
