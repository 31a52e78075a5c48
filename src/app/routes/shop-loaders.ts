/**
 * Loaders of the shop's own routes (the catalogue itself is a CMS page with the `product-list`
 * block): the product page and the cart page.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@/api/api-error';
import { awardsQueryOptions, mealIconsQueryOptions, productQueryOptions, recommendedProductsQueryOptions } from '@/api/queries/catalogue';
import { pageTreeQueryOptions } from '@/api/queries/page';
import type { Product } from '@/api/generated/types';
import { cartMessages } from '@/features/cart/messages';
import { catalogueMessages } from '@/features/catalogue/messages';
import { loadMessages } from '@/features/i18n/messages';
import { fieldLangOn } from '@/lib/locale';
import { preloadSanitizer } from '@/ui/safe-html';
import { settledPromise, type SettledPromise } from '@/lib/settled-promise';
import { productIdFromSegment, productPath, SHOP_PATH } from '@/lib/product-paths';
import type { Crumb } from './blog-loaders';
import { appPathname, homeCrumb, loaderContextOf, notFound, type LoaderContext } from './loaders';
import { prefetchAlternates, type AlternateTarget } from './alternates';

/** What the product route hands its component. */
export interface ProductPageData {
  productId: number;
  /** The same product in the site's other locales (alternates.ts). */
  alternateOf: AlternateTarget;
  /** The shell's breadcrumb: the home, the shop, the product (its name marked when the API left it untranslated). */
  crumbs: Crumb[];
}

/**
 * The trail of a product page: the home, the shop page under its own name in the page tree
 * (« Boutique », « Nos vins »…; « Boutique » when the tree cannot say), the product.
 */
async function productCrumbs(context: LoaderContext, product: Product, path: string): Promise<Crumb[]> {
  const { api, queryClient, locale, locales } = context;
  const tree = await queryClient.ensureQueryData(pageTreeQueryOptions(api)).catch(() => []);
  const shopPage = tree.find((page) => `/${page.url}` === SHOP_PATH);
  const lang = fieldLangOn(locale, locales[0] ?? locale, product, 'name');
  return [
    await homeCrumb(context),
    { label: shopPage?.menuTitle?.trim() || shopPage?.title || 'Boutique', href: SHOP_PATH },
    { label: product.name, href: path, ...(lang ? { lang } : {}) },
  ];
}

/** The buying column's module (see {@link loadProductOffer}). */
type ProductOfferModule = typeof import('@/features/catalogue/product-offer');

/**
 * The buying column's module, loading or loaded. Module state on purpose, and the same for every tenant:
 * it is code, loaded once per page; forgotten when it fails to load, so that the next render asks again.
 */
const offerCode: { loading: SettledPromise<ProductOfferModule> | null } = { loading: null };

/**
 * The product page's buying column as a module of its own: the route's loader starts it, so that a
 * client-side navigation shows the column with the page, not after it (once loaded, `use` reads it in
 * the same render: React.lazy suspended for a tick anyway, and React then held the page's h1 for 300 ms).
 */
export function loadProductOffer(): Promise<ProductOfferModule> {
  if (offerCode.loading) return offerCode.loading;
  const loading = settledPromise(import('@/features/catalogue/product-offer'));
  loading.catch(() => {
    if (offerCode.loading === loading) offerCode.loading = null;
  });
  offerCode.loading = loading;
  return loading;
}

/**
 * Product page: the product is critical (an unknown id is a 404, a renamed product redirects to
 * its current URL). Awards and recommendations start with it; the server waits for them (they do
 * not fail the page), so its HTML is the same on every request instead of depending on which API
 * answer came first; in the browser, a navigation shows the product without them and fills them in.
 * The site's meal icons too (SPEC §4: fetched once, kept for the visit): the offer shows those that
 * fit the product, and the page must not fetch them, nor change, while it hydrates.
 */
export async function productLoader(args: LoaderFunctionArgs): Promise<ProductPageData> {
  const { params, request } = args;
  const context = loaderContextOf(args);
  const { api, queryClient } = context;
  const id = productIdFromSegment(params.productSlug ?? '');
  if (id === null) return notFound();
  // Secondary data: never throws (a failed prefetch leaves the section to the browser).
  const secondary = Promise.all([
    queryClient.prefetchQuery(awardsQueryOptions(api, id)),
    queryClient.prefetchQuery(recommendedProductsQueryOptions(api, id)),
    queryClient.prefetchQuery(mealIconsQueryOptions(api)),
    prefetchAlternates(context, { product: id }),
  ]);
  // In the browser, the buying column's code comes with the product, and so do the words and the HTML
  // sanitizer the page renders with: a client navigation shows the page whole, its h1 included, not a
  // frame that fills in as they arrive (never rejects: a chunk that fails to load is the column's own
  // error, shown where it stands).
  const offerCode = import.meta.env.SSR
    ? null
    : Promise.all([loadProductOffer(), loadMessages(catalogueMessages, context.locale), loadMessages(cartMessages, context.locale), preloadSanitizer()]).catch(
        () => undefined,
      );
  const critical = queryClient.ensureQueryData(productQueryOptions(api, id));
  // On the server, whatever the product's fate (found, 404, redirect, error), the cache it sends
  // holds the same answers every time. `import.meta.env.SSR` is a build-time constant: the browser
  // bundle never waits here.
  if (import.meta.env.SSR) await Promise.allSettled([critical, secondary]);
  const [product] = await Promise.all([
    critical.catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return notFound();
      throw error;
    }),
    offerCode,
  ]);
  const url = new URL(request.url);
  const canonical = productPath(product);
  const pathname = appPathname(context, request);
  if (pathname !== canonical && decodeURIComponent(pathname) !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  return { productId: id, alternateOf: { product: id }, crumbs: await productCrumbs(context, product, canonical) };
}
