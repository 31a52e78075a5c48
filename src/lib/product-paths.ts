/**
 * The shop's URLs, built in one place (pages, links, the sitemap): the catalogue, a product's readable
 * URL (slug of its name + its id, SPEC §5 slug rule), the cart and the checkout.
 */
import { slugify } from './slug';

/** The catalogue (the `product-list` block's page). */
export const SHOP_PATH = '/boutique';
/** The cart page. */
export const CART_PATH = '/panier';
/** The checkout (issue "Shop, part 2"); the cart page leads there once the server validated the cart. */
export const CHECKOUT_PATH = '/commande';

/**
 * A product's page: `/boutique/<slug of the name>-<id>`. The id makes the URL unique and lets a
 * renamed product keep working (the slug part is only read for humans and search engines).
 *
 * @example productPath({ id: 12, name: 'Coffret cocooning' }) // '/boutique/coffret-cocooning-12'
 */
export function productPath(product: { id: number; name: string }): string {
  const slug = slugify(product.name);
  return `${SHOP_PATH}/${slug ? `${slug}-` : ''}${product.id}`;
}

/**
 * The product id in the last segment of a product URL (`coffret-cocooning-12` → 12, `12` → 12),
 * or null when the segment does not end with an id.
 */
export function productIdFromSegment(segment: string): number | null {
  const match = /(?:^|-)(\d{1,9})$/.exec(segment);
  return match ? Number(match[1]) : null;
}
