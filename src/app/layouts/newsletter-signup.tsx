/**
 * The newsletter entry point of the footer (SPEC §1 "sign up to a newsletter"): the newsletter
 * feature's form in its compact layout. The footer shows it only when NEWSLETTER_ENABLED is on.
 * Its own chunk, loaded when the footer comes into view (site-footer.tsx).
 */
import { use, useState, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider } from '@/api/api-context';
import { NewsletterForm } from '@/features/newsletter/use-newsletter';
import { pageClients } from '@/app/page-clients';

/**
 * The page's query client and API client, on a page the islands entry started
 * (src/app/islands/main.tsx: no app, no query cache, no API client): the sign-up is a call and a
 * mutation, and what they need comes with this chunk (src/app/page-clients.ts, shared with the
 * page's block islands).
 */
function OwnClients({ children }: { children: ReactNode }) {
  const [clients] = useState(pageClients);
  return (
    <QueryClientProvider client={clients.queryClient}>
      <ApiProvider client={clients.api}>{children}</ApiProvider>
    </QueryClientProvider>
  );
}

/** The sign-up form. */
export function NewsletterSignup() {
  const form = <NewsletterForm id="footer-newsletter" compact />;
  return use(QueryClientContext) ? form : <OwnClients>{form}</OwnClients>;
}
