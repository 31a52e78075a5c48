/**
 * A product page (issue 11): pictures, name, type, declinations (variations, year, capacity), price
 * and discount, stock, quantity by the step rule, add to cart; description, box contents, awards,
 * meal icons, technical file, recommended products; `Product` + `Offer` JSON-LD. The product comes
 * from the loader (critical); the rest loads beside it and never holds the page. This route reads
 * the page's data and settings, sets its meta, breadcrumb and JSON-LD, and composes the sections of
 * `src/features/catalogue`.
 */
import { useI18n } from '@/features/i18n/use-i18n';
import { use, useId, useMemo } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { Product } from '@/api/generated/types';
import type { ProductOfferProps } from '@/features/catalogue/product-offer';
import { productQueryOptions } from '@/api/queries/catalogue';
import { parametersQueryOptions, siteInfoQueryOptions } from '@/api/queries/site';
import { discountedPrice } from '@/features/cart/cart-rules';
import { ProductAwards } from '@/features/catalogue/product-awards';
import { ProductDetails } from '@/features/catalogue/product-details';
import { ProductGallery } from '@/features/catalogue/product-gallery';
import { ProductRecommendations } from '@/features/catalogue/product-recommendations';
import { cropText, stripHtml } from '@/lib/crop-text';
import { htmlLang } from '@/lib/locale';
import { indexParameters, parameterBoolean, parameterString } from '@/lib/parameters';
import { declinationLabel } from '@/lib/product-labels';
import { productPath } from '@/lib/product-paths';
import { ProductCard } from '@/ui/product-card';
import { useProductCardData } from '@registry/product-card-data';
import { HydrateWhenVisible } from '@/renderer/hydrate-when-visible';
import { ServerHtmlPart } from '@/renderer/server-html-part';
import { canonicalUrl, useDocumentMeta } from './document-meta';
import { JsonLd } from './json-ld';
import { loadProductOffer, type ProductPageData } from './shop-loaders';
import { documentTitle, useSiteMeta } from './use-site-meta';

/**
 * The buying column (declinations, quantity, add to cart, the cart store), its code a chunk of its own so
 * that the route's module, evaluated before hydration, does not carry it. It is fetched when the column
 * hydrates (at once: it is on the first screen) and by the route's loader before a client navigation
 * shows the page, which then renders it in the same pass.
 */
function ProductOffer(props: ProductOfferProps) {
  const { ProductOffer: Offer } = use(loadProductOffer());
  return <Offer {...props} />;
}

function isProductPageData(value: unknown): value is ProductPageData {
  return typeof value === 'object' && value !== null && 'productId' in value && typeof value.productId === 'number';
}

/** Route component. */
export function Component() {
  const loaded: unknown = useLoaderData();
  if (!isProductPageData(loaded)) throw new Error('Product page rendered without its loader data');
  return <ProductPage key={loaded.productId} id={loaded.productId} />;
}

function ProductJsonLd({ product, url, useStock, siteUrl }: { product: Product; url: string; useStock: boolean; siteUrl: string | null }) {
  const language = htmlLang(useI18n().locale);
  const offers = (product.declinations.length > 0 ? product.declinations : []).map((d) => ({
    '@type': 'Offer',
    'price': discountedPrice(d.price, d.discount ?? product.discount).toFixed(2),
    'priceCurrency': 'EUR',
    'availability': !useStock || d.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url,
    ...(declinationLabel(d, language) ? { name: declinationLabel(d, language) } : {}),
  }));
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    'name': product.name,
    ...(product.reference ? { sku: product.reference } : {}),
    ...(product.images?.[0] ? { image: product.images.map((i) => canonicalUrl(siteUrl, i.url)) } : {}),
    'description': cropText(stripHtml(product.description ?? ''), 500),
    'offers':
      offers.length > 0
        ? offers
        : { '@type': 'Offer', 'price': product.price.toFixed(2), 'priceCurrency': 'EUR', url, 'availability': 'https://schema.org/InStock' },
  };
  return <JsonLd data={data} />;
}

function ProductPage({ id }: { id: number }) {
  const api = useApi();
  const ids = useId();
  const [search] = useSearchParams();
  const { data: product } = useSuspenseQuery(productQueryOptions(api, id));
  const { data: parameters } = useQuery(parametersQueryOptions(api));
  const { data: info } = useQuery(siteInfoQueryOptions(api));
  const settings = indexParameters(parameters ?? []);
  const useStock = parameterBoolean(settings, 'USE_PRODUCT_STOCK');
  const cardData = useProductCardData();
  const layout = parameterString(settings, 'PRODUCT_DETAILS_STYLE')?.toUpperCase() === 'STACKED' ? 'stacked' : 'side-by-side';
  const site = useSiteMeta();
  const url = canonicalUrl(site.siteUrl, productPath(product));
  useDocumentMeta({
    title: documentTitle(product.name, site.brand),
    description: cropText(stripHtml(product.description ?? ''), 160) || product.name,
    canonical: url,
    image: product.images?.[0]?.url ?? null,
    kind: 'product',
  });
  const wanted = search.get('declinaison');
  const wantedDeclinationId = wanted === null ? null : Number(wanted);
  const technicalFile = Boolean(info?.technicalFileModel);
  // What hydrates (src/renderer/README.md, "What hydrates, and when"): the gallery (when it has
  // thumbnails) and the buying column, each on its own when seen or touched (both are on the first
  // screen: at once, but each in its own render and commit, after the page's); a click made on them
  // before that is replayed. The rest shows data and links only and keeps its server HTML. The
  // islands' children are memoized: a dehydrated boundary that receives new props re-renders.
  const gallery = useMemo(() => <ProductGallery images={product.images} />, [product.images]);
  const offer = useMemo(
    () => <ProductOffer product={product} useStock={useStock} nameId={`${ids}-name`} wantedDeclinationId={wantedDeclinationId} technicalFile={technicalFile} />,
    [product, useStock, ids, wantedDeclinationId, technicalFile],
  );

  return (
    <article className={`container product-page product-page--${layout}`} aria-labelledby={`${ids}-name`}>
      <ServerHtmlPart watch={product}>
        <ProductJsonLd product={product} url={url} useStock={useStock} siteUrl={site.siteUrl} />
      </ServerHtmlPart>
      <div className="product-page__main">
        {(product.images?.length ?? 0) > 1 ? <HydrateWhenVisible>{gallery}</HydrateWhenVisible> : <ServerHtmlPart watch={product}>{gallery}</ServerHtmlPart>}
        <HydrateWhenVisible>{offer}</HydrateWhenVisible>
      </div>
      <ServerHtmlPart watch={product}>
        <ProductDetails product={product} idPrefix={ids} />
        <ProductAwards productId={product.id} />
        <ProductRecommendations productId={product.id} card={(item) => <ProductCard {...cardData(item, useStock)} headingLevel={3} />} />
      </ServerHtmlPart>
    </article>
  );
}
