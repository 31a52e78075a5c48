/**
 * The cart page (`/panier`): visitor-specific, so never cached by a CDN (`handle.cache`), and never
 * indexed. The cart itself is read from this browser's storage after hydration.
 */
import { CartView } from '@/features/cart/cart-panel';
import { useDocumentMeta } from './document-meta';
import { documentTitle, useSiteMeta } from './use-site-meta';

/** Route component. */
export function Component() {
  const site = useSiteMeta();
  useDocumentMeta({
    title: documentTitle('Mon panier', site.brand),
    description: 'Votre panier : quantités, code promo et commande.',
    canonical: null,
    robots: 'noindex',
  });
  return <CartView />;
}
