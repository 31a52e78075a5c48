/** `/commande/:step?`: the checkout (src/features/checkout). Visitor-specific: never indexed, never cached. */
import { CheckoutPage } from '@/features/checkout/checkout-page';
import { checkoutMessages } from '@/features/checkout/messages';
import { useMessages } from '@/features/i18n/use-messages';
import { useDocumentMeta } from './document-meta';
import { documentTitle, useSiteMeta } from './use-site-meta';

/** Route component of the checkout. */
export function Component() {
  const site = useSiteMeta();
  const t = useMessages(checkoutMessages);
  useDocumentMeta({ title: documentTitle(t('title'), site.brand), description: t('metaDescription', { site: site.brand }), robots: 'noindex' });
  return <CheckoutPage />;
}
