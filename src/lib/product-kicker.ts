/**
 * The word above a product's name on its card and on its page, in its own module: the checkout's
 * cart lines use product-labels and need not load it.
 */
import { productKindLabel, type KindLike } from './product-labels';

/** The fields that name a product for its kicker: its kind and its type (the API's `Product.type`). */
export interface KickerLike extends KindLike {
  type?: { label?: string | null } | null;
}

/**
 * The word above a product's name, the same on its card and on its page: the name of its kind (the
 * catalogue's filter, « Cartons et coffrets »), else its type's label (« Coffret »); null without either.
 */
export function productKicker(product: KickerLike): string | null {
  return productKindLabel(product) ?? (product.type?.label?.trim() || null);
}
