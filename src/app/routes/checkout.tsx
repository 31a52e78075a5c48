/** `/commande/:step?`: the checkout (src/features/checkout). Visitor-specific: never indexed, never cached. */
import { CheckoutPage } from '@/features/checkout/checkout-page';
import { useDocumentMeta } from './document-meta';
import { documentTitle, useSiteMeta } from './use-site-meta';

/** Route component of the checkout. */
export function Component() {
  const site = useSiteMeta();
  useDocumentMeta({ title: documentTitle('Commande', site.brand), description: `Finaliser votre commande sur le site ${site.brand}.`, robots: 'noindex' });
  return <CheckoutPage />;
}
