/** Query factories for the shop: products and their data, addresses, countries, cities (SPEC §7). */
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { CalculateShippingFeesBody, ComputeDiscountBody, Declination, Image, Product, SearchAccessPointsBody } from '../generated/types';
import { keptOutOfPage } from '../query-client';
import type { ListQuery } from '@/lib/list-query';
import { callKey, tenantKey } from './keys';
import { listQueryOptions, readQueryOptions } from './read';

const TEN_MINUTES = 10 * 60_000;

/** Products (SPEC §3: 100 per page, ordered by price, by default). */
export const productsQueryOptions = (api: ApiClient, list: ListQuery = {}) =>
  listQueryOptions(api, 'getProducts', { list: { page: 1, nbItem: 100, orderBy: 'price', ...list } });
/** One product with its declinations. */
export const productQueryOptions = (api: ApiClient, id: number) => readQueryOptions(api, 'getProduct', { pathParams: { id } });

/**
 * What a product's card shows and the add-to-cart button checks (registry/product-card-data.ts,
 * the product-offers block): name, kind, prices, stock, first picture, the declinations' prices and
 * stock. Not a `Product`: nothing that needs one (the cart, the product page) can be handed it.
 */
export interface ProductSummary extends Pick<Product, 'id' | 'name' | 'type' | 'kind' | 'kindLabel' | 'price' | 'discount' | 'quantity' | 'untranslated'> {
  declinations: Pick<Declination, 'id' | 'price' | 'discount' | 'quantity'>[];
  /** The first picture only, as the card shows it. */
  images: Pick<Image, 'url' | 'alt'>[];
}

/** What a card reads of a declination: its price and stock. */
function declinationSummary({ id, price, discount, quantity }: Declination): ProductSummary['declinations'][number] {
  return { id, price, discount: discount ?? null, quantity };
}

/** The {@link ProductSummary} of a product (a validated `GET /v2/product/{id}` answer). */
export function productSummary(product: Product): ProductSummary {
  const image = product.images?.[0];
  return {
    id: product.id,
    name: product.name,
    type: product.type,
    kind: product.kind ?? null,
    kindLabel: product.kindLabel ?? null,
    price: product.price,
    discount: product.discount ?? null,
    quantity: product.quantity,
    declinations: product.declinations.map(declinationSummary),
    images: image ? [{ url: image.url, alt: image.alt ?? null }] : [],
    // Only the name's mark (a card shows no other text of the product): `lang` on an untranslated name.
    ...(product.untranslated?.includes('name') ? { untranslated: ['name'] } : {}),
  };
}

/**
 * One product as its card shows it (issue 23, the HTML's weight): a view of
 * `GET /v2/product/{id}` under its own key (`[siteId, 'productSummary', id]`), so a page of cards
 * hands the browser a few hundred bytes per product instead of the whole product (descriptions,
 * every declination's details, a box's contents: ≈ 9 KB for a carton of site 52). The full answer it
 * is made from is kept out of the page (`keptOutOfPage`), under the product's own key: a page that
 * needs the whole product (its page, the cart's add) asks `productQueryOptions`, and never sees this
 * summary. No retries of its own: the call already retries.
 */
export const productSummaryQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: tenantKey(api, 'productSummary', id),
    queryFn: async ({ client }): Promise<ProductSummary> => productSummary(await client.fetchQuery(keptOutOfPage(productQueryOptions(api, id)))),
    retry: false,
  });
/**
 * A catalogue entry: what the shop's list shows and filters on (registry/product-list) — a card's
 * fields, the product's tags (the « Thème » filter) and its declinations' options (the filters by
 * declination). Not a `Product`, like {@link ProductSummary}.
 */
export interface CatalogueProduct extends ProductSummary {
  tags: string[];
  declinations: Pick<Declination, 'id' | 'price' | 'discount' | 'quantity' | 'variation1' | 'variation2' | 'variation3'>[];
}

/** One page of the catalogue: its entries and the number of products matching its filters. */
export interface CataloguePage {
  products: CatalogueProduct[];
  total: number;
}

/** The {@link CatalogueProduct} of a product of `GET /v2/product`. */
export function catalogueProduct(product: Product): CatalogueProduct {
  return {
    ...productSummary(product),
    tags: product.tags ?? [],
    declinations: product.declinations.map((declination) => ({
      ...declinationSummary(declination),
      variation1: declination.variation1 ?? null,
      variation2: declination.variation2 ?? null,
      variation3: declination.variation3 ?? null,
    })),
  };
}

/**
 * One page of the shop's catalogue as its list shows it (issue 37, the HTML's weight): a view of
 * `GET /v2/product` (`productsQueryOptions`, same list query) under its own key, so the catalogue's
 * page hands the browser its entries without the products' descriptions, box contents, references
 * and declination details (site 51's 13 products: 26.6 KB of its data block, 10.1 after; the page's
 * HTML, Brotli and headers included, came to exceed the 14.6 KB a phone receives in the first round
 * trip). The full answer stays out of the page (`keptOutOfPage`); the sitemap reads it whole.
 */
export const catalogueQueryOptions = (api: ApiClient, list: ListQuery = {}) => {
  const answer = keptOutOfPage(productsQueryOptions(api, list));
  return queryOptions({
    queryKey: tenantKey(api, 'catalogue', ...answer.queryKey.slice(2)),
    queryFn: async ({ client }): Promise<CataloguePage> => {
      const { products, total } = await client.fetchQuery(answer);
      return { products: products.map(catalogueProduct), total };
    },
    retry: false,
  });
};

/** Products recommended with one product. */
export const recommendedProductsQueryOptions = (api: ApiClient, id: number) => readQueryOptions(api, 'getRecommendedProducts', { pathParams: { id } });
/** Product variations. */
export const variationsQueryOptions = (api: ApiClient) => readQueryOptions(api, 'getVariations', undefined, { staleTime: TEN_MINUTES });
/** Awards of a product. */
export const awardsQueryOptions = (api: ApiClient, productId: number) => readQueryOptions(api, 'getAwards', { query: { product: productId } });
/** Meal icons (SPEC §4: fetched once, they do not change during a visit). */
export const mealIconsQueryOptions = (api: ApiClient) => readQueryOptions(api, 'getMealIcons', undefined, { staleTime: Infinity });
/** Countries. */
export const countriesQueryOptions = (api: ApiClient) => readQueryOptions(api, 'getCountries', undefined, { staleTime: Infinity });
/** Cities matching a name or postal-code start, in one country. */
export const citiesQueryOptions = (api: ApiClient, search: string, idCountry: number) =>
  readQueryOptions(api, 'searchCities', { pathParams: { search, idCountry } });
/** The business's addresses, or only those of one kind (`CLICK_AND_COLLECT` places, the `HEAD_OFFICE`). */
export const companyAddressQueryOptions = (api: ApiClient, type?: 'CLICK_AND_COLLECT' | 'HEAD_OFFICE') =>
  listQueryOptions(api, 'getCompanyAddress', { list: { page: 1, nbItem: 100, filters: { type: { type: 'equal', value: type ?? '' } } } });
/** Address types (delivery, billing…). */
export const addressTypesQueryOptions = (api: ApiClient) => readQueryOptions(api, 'getAddressTypes', undefined, { staleTime: Infinity });
/** Public key of the card payment provider. */
export const paymentPublicKeyQueryOptions = (api: ApiClient) => readQueryOptions(api, 'getPaymentPublicKey', undefined, { staleTime: Infinity });
/** Public configuration of an external app. */
export const externalAppConfigQueryOptions = (api: ApiClient, app: string) =>
  readQueryOptions(api, 'getExternalAppConfig', { pathParams: { app } }, { staleTime: TEN_MINUTES });

/**
 * The order totals the server computes for some products, an optional discount code and, at
 * checkout, the whole order (`POST /order/discount`): a read in effect (same input, same answer),
 * keyed like any call with its body in the query's place (`[siteId, 'computeDiscount', null, body]`,
 * docs/decisions/009-query-keys.md). The one door to this call: the cart's totals, the code the
 * visitor applies (`fetchQuery`) and the checkout's review share one cache entry per input.
 * `null` (an order not complete yet): the query waits (`skipToken`).
 */
export const orderTotalsQueryOptions = (api: ApiClient, body: ComputeDiscountBody | null) =>
  queryOptions({
    queryKey: callKey(api, 'computeDiscount', null, body),
    queryFn: body ? ({ signal }) => api.call('computeDiscount', { body, signal }) : skipToken,
    staleTime: 30_000,
  });

/**
 * Pickup relays near a city (`POST /relay/access-points`): a search, not a write, so cached like a
 * read under the one key scheme (`[siteId, 'searchAccessPoints', null, body]`); relays move rarely:
 * fresh for 10 minutes.
 */
export const relayPointsQueryOptions = (api: ApiClient, body: SearchAccessPointsBody) =>
  queryOptions({
    queryKey: callKey(api, 'searchAccessPoints', null, body),
    queryFn: ({ signal }) => api.call('searchAccessPoints', { body, signal }),
    staleTime: TEN_MINUTES,
  });

/**
 * Carriers and their prices for some products sent to a postal code and country
 * (`POST /calculate/shipping-fees`, SPEC §4 "Shipping calculation"): a read in effect, keyed like one
 * with its body in the query's place (`[siteId, 'calculateShippingFees', null, body]`). One entry per
 * input: the same lines to the same place are calculated once (`staleTime: Infinity`), a new input
 * supersedes the old one on screen (the key changes; the old request is aborted), so a fast typist
 * only ever sees the last destination's prices. Not retried on its own: a failure shows its message
 * and a "retry" button (`refetch`). `null` (no destination yet): the query waits (`skipToken`).
 */
export const shippingPricesQueryOptions = (api: ApiClient, body: CalculateShippingFeesBody | null) =>
  queryOptions({
    queryKey: callKey(api, 'calculateShippingFees', null, body),
    queryFn: body ? ({ signal }) => api.call('calculateShippingFees', { body, signal }) : skipToken,
    staleTime: Infinity,
    retry: false,
  });
