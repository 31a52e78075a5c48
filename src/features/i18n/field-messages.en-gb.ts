/** The field rules' messages in British English (a chunk loaded by English pages only). */
import type { FIELD_MESSAGES } from '@/lib/field-rules';
import type { Translation } from './messages';

const enGB: Translation<typeof FIELD_MESSAGES> = {
  required: 'This field is required.',
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Invalid email address (for example: name@example.com).',
  emailNotAscii: 'Invalid email address: it is written without accents or special characters (for example: name@example.com).',
  phoneMissing: 'Enter a phone number.',
  phoneInvalid: 'Invalid phone number: 10 digits (for example 06 12 34 56 78) or international, such as +44 7700 900123.',
  postalCodeMissing: 'Enter the postcode.',
  firstnameMissing: 'Enter your first name.',
  lastnameMissing: 'Enter your last name.',
  firstnameTooLong: 'Your first name cannot be longer than 100 characters.',
  lastnameTooLong: 'Your last name cannot be longer than 100 characters.',
  birthdateInvalid: 'Enter a valid date of birth.',
  birthdateRange: 'Enter a date of birth in the past, after 1900.',
  postalCodeFrench: 'Invalid postcode: 5 digits (for example: {example}).',
  postalCodeExample: 'Invalid postcode (for example: {example}).',
  postalCodeInvalid: 'Invalid postcode.',
};

export default enGB;
