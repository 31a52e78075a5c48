/**
 * The cart page (`/panier`): visitor-specific, so never cached by a CDN (`handle.cache`), and never
 * indexed. The cart itself is read from this browser's storage after hydration.
 */
import { CartView } from '@/features/cart/cart-panel';
import { cartMessages } from '@/features/cart/messages';
import { useMessages } from '@/features/i18n/use-messages';
import { useDocumentMeta } from './document-meta';
import { documentTitle, useSiteMeta } from './use-site-meta';

/** Route component. */
export function Component() {
  const site = useSiteMeta();
  const t = useMessages(cartMessages);
  useDocumentMeta({
    title: documentTitle(t('title'), site.brand),
    description: t('metaDescription'),
    canonical: null,
    robots: 'noindex',
  });
  return <CartView />;
}
