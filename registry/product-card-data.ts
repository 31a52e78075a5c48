/**
 * A catalogue product as the texts of a `ProductCard` (src/ui): link, picture, kind, price from the
 * cart's rules, stock badge. Shared by the product-list and product-offers blocks and the product
 * page's recommendations, so a product reads the same everywhere.
 */
import type { Product } from '@/api/generated/types';
import type { ProductSummary } from '@/api/queries/catalogue';
import { productPrice, productStock } from '@/features/cart/cart-rules';
import { formatEuros } from '@/lib/money';
import { productKindLabel } from '@/lib/product-labels';
import { productPath } from '@/lib/product-paths';
import type { ProductCardProps } from '@/ui/product-card';

/** Stock badge text of a product that cannot be bought. */
export const OUT_OF_STOCK = 'Rupture de stock';

/** What a card reads of a product: a whole one (catalogue, recommendations) or its summary (the product-offers block). */
type CardProduct = Product | ProductSummary;

/** Card texts for a product; `useStock` = the USE_PRODUCT_STOCK parameter. */
export function productCardData(product: CardProduct, useStock: boolean): Omit<ProductCardProps, 'action' | 'variant' | 'headingLevel'> {
  const price = productPrice(product);
  const stock = productStock(product, useStock);
  const image = product.images?.[0];
  return {
    href: productPath(product),
    name: product.name,
    // The name is the card's heading right below: the picture's text alternative stays empty unless the catalogue gives one.
    image: image ? { url: image.url, alt: image.alt ?? '' } : null,
    kicker: productKindLabel(product) ?? product.type.label ?? null,
    price: `${price.varies ? 'Dès ' : ''}${formatEuros(price.from)}`,
    oldPrice: price.listPrice > price.from ? formatEuros(price.listPrice) : null,
    badge: stock === 0 ? OUT_OF_STOCK : null,
  };
}
