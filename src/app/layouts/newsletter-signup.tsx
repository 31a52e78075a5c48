/**
 * The newsletter entry point of the footer (SPEC §1 "sign up to a newsletter"): the newsletter
 * feature's form in its compact layout. The footer shows it only when NEWSLETTER_ENABLED is on.
 */
import { NewsletterForm } from '@/features/newsletter/use-newsletter';

/** The sign-up form. */
export function NewsletterSignup() {
  return <NewsletterForm id="footer-newsletter" compact />;
}
