/**
 * A catalogue product as the texts of a `ProductCard` (src/ui): link, picture, kind, price from the
 * cart's rules, stock badge. Shared by the product-list and product-offers blocks and the product
 * page's recommendations, so a product reads the same everywhere.
 */
import type { Product } from '@/api/generated/types';
import type { ProductSummary } from '@/api/queries/catalogue';
import { productPrice, productStock } from '@/features/cart/cart-rules';
import { catalogueMessages, type catalogueFr } from '@/features/catalogue/messages';
import type { TranslateFn } from '@/features/i18n/messages';
import { useFieldLang } from '@/features/i18n/use-i18n';
import { usePrice } from '@/features/i18n/use-price';
import { useMessages } from '@/features/i18n/use-messages';
import { productKicker } from '@/lib/product-kicker';
import { productPath } from '@/lib/product-paths';
import type { ProductCardProps } from '@/ui/product-card';

/** What a card reads of a product: a whole one (catalogue, recommendations) or its summary (the product-offers block). */
type CardProduct = Product | ProductSummary;

/** The card texts of a product, in the page's language. */
export type ProductCardData = (product: CardProduct, useStock: boolean) => Omit<ProductCardProps, 'action' | 'variant' | 'headingLevel'>;

/** Card texts for a product (`useStock` = the USE_PRODUCT_STOCK parameter), with prices and words in the page's language. */
export function useProductCardData(): ProductCardData {
  const t = useMessages(catalogueMessages);
  const formatPrice = usePrice();
  const fieldLang = useFieldLang();
  return (product, useStock) => ({ ...productCardData(product, useStock, t, formatPrice), nameLang: fieldLang(product, 'name') });
}

function productCardData(
  product: CardProduct,
  useStock: boolean,
  t: TranslateFn<typeof catalogueFr>,
  formatPrice: (amount: number) => string,
): ReturnType<ProductCardData> {
  const price = productPrice(product);
  const stock = productStock(product, useStock);
  const image = product.images?.[0];
  return {
    href: productPath(product),
    name: product.name,
    // The name is the card's heading right below: the picture's text alternative stays empty unless the catalogue gives one.
    image: image ? { url: image.url, alt: image.alt ?? '' } : null,
    kicker: productKicker(product),
    price: price.varies ? t('priceFrom', { price: formatPrice(price.from) }) : formatPrice(price.from),
    oldPrice: price.listPrice > price.from ? { price: formatPrice(price.listPrice), label: t('priceBefore') } : null,
    badge: stock === 0 ? t('outOfStock') : null,
  };
}
