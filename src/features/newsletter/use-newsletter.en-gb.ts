/** The newsletter form's texts in British English (a chunk loaded by English pages only). */
import type { Translation } from '@/features/i18n/messages';
import type { newsletterFr } from './use-newsletter';

const enGB: Translation<typeof newsletterFr> = {
  emailLabel: 'Your email address',
  emailPlaceholder: 'name@example.com',
  consent: 'I agree to receive the newsletter by email. Unsubscribe in one click at any time.',
  submit: 'Subscribe',
  pending: 'Subscribing…',
  thanks: 'Thank you! You are now subscribed to the newsletter.',
  emailMissing: 'Enter your email address (for example name@example.com).',
  invalidEmail: 'This email address is not valid: please check it (for example name@example.com).',
  alreadySubscribed: 'This email address is already subscribed: you already receive our news.',
  consentRequired: 'Tick the box to agree to receive the newsletter.',
  failed: 'The subscription did not go through. Please try again shortly.',
};

export default enGB;
