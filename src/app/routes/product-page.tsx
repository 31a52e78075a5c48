/**
 * A product page (issue 11): pictures, name, type, declinations (variations, year, capacity), price
 * and discount, stock, quantity by the step rule, add to cart; description, box contents, awards,
 * meal icons, technical file, recommended products; `Product` + `Offer` JSON-LD. The product comes
 * from the loader (critical); the rest loads beside it and never holds the page.
 */
import { useId, useState } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { Declination, MealIcon, Product } from '@/api/generated/types';
import { awardsQueryOptions, mealIconsQueryOptions, productQueryOptions, recommendedProductsQueryOptions } from '@/api/queries/catalogue';
import { pageTreeQueryOptions } from '@/api/queries/page';
import { parametersQueryOptions, siteInfoQueryOptions } from '@/api/queries/site';
import { discountedPrice, quantityStep } from '@/features/cart/cart-rules';
import { useCart } from '@/features/cart/use-cart';
import { cropText, stripHtml } from '@/lib/crop-text';
import { formatEuros } from '@/lib/money';
import { indexParameters, parameterBoolean, parameterString } from '@/lib/parameters';
import { capacityLabel, declinationLabel, productKindLabel, variationParts } from '@/lib/product-labels';
import { CART_PATH, productPath, SHOP_PATH } from '@/lib/product-paths';
import { slugify } from '@/lib/slug';
import { Button } from '@/ui/button';
import { Icon, parseIconName } from '@/ui/icon';
import { ProductCard } from '@/ui/product-card';
import { SafeHtml } from '@/ui/safe-html';
import { productCardData } from '@registry/product-card-data';
import { canonicalUrl, useDocumentMeta } from './document-meta';
import { JsonLd } from './json-ld';
import type { ProductPageData } from './shop-loaders';
import { documentTitle, useSiteMeta } from './use-site-meta';
import './product-page.css';
import { reportError } from '@/lib/report-error';

function isProductPageData(value: unknown): value is ProductPageData {
  return typeof value === 'object' && value !== null && 'productId' in value && typeof value.productId === 'number';
}

/** Route component. */
export function Component() {
  const loaded: unknown = useLoaderData();
  if (!isProductPageData(loaded)) throw new Error('Product page rendered without its loader data');
  return <ProductPage key={loaded.productId} id={loaded.productId} />;
}

/** Meal icons that fit a product: an icon whose label shares a word with one of the product's tags. */
function mealIconsFor(product: Product, icons: readonly MealIcon[]): MealIcon[] {
  const tags = (product.tags ?? []).map((t) => slugify(t)).filter(Boolean);
  return icons.filter((icon) => {
    const label = `-${slugify(icon.label)}-`;
    return tags.some((tag) => label.includes(`-${tag}-`));
  });
}

function ProductJsonLd({ product, url, useStock, siteUrl }: { product: Product; url: string; useStock: boolean; siteUrl: string | null }) {
  const offers = (product.declinations.length > 0 ? product.declinations : []).map((d) => ({
    '@type': 'Offer',
    'price': discountedPrice(d.price, d.discount ?? product.discount).toFixed(2),
    'priceCurrency': 'EUR',
    'availability': !useStock || d.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url,
    ...(declinationLabel(d) ? { name: declinationLabel(d) } : {}),
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
  const cart = useCart();
  const [search] = useSearchParams();
  const { data: product } = useSuspenseQuery(productQueryOptions(api, id));
  const { data: parameters } = useQuery(parametersQueryOptions(api));
  const { data: info } = useQuery(siteInfoQueryOptions(api));
  const { data: tree } = useQuery(pageTreeQueryOptions(api));
  // The shop page's own name in the breadcrumb (« Boutique », « Nos vins »…), from the page tree.
  const shopPage = tree?.find((p) => `/${p.url}` === SHOP_PATH);
  const shopLabel = shopPage?.menuTitle?.trim() || shopPage?.title || 'Boutique';
  const settings = indexParameters(parameters ?? []);
  const useStock = parameterBoolean(settings, 'USE_PRODUCT_STOCK');
  const layout = parameterString(settings, 'PRODUCT_DETAILS_STYLE')?.toUpperCase() === 'STACKED' ? 'stacked' : 'side-by-side';
  const site = useSiteMeta();
  const path = productPath(product);
  const url = canonicalUrl(site.siteUrl, path);
  useDocumentMeta({
    title: documentTitle(product.name, site.brand),
    description: cropText(stripHtml(product.description ?? ''), 160) || product.name,
    canonical: url,
    image: product.images?.[0]?.url ?? null,
    kind: 'product',
  });

  const wanted = Number(search.get('declinaison'));
  const firstAvailable = product.declinations.find((d) => !useStock || d.quantity > 0) ?? product.declinations[0] ?? null;
  const [selectedId, setSelectedId] = useState<number | null>(product.declinations.some((d) => d.id === wanted) ? wanted : (firstAvailable?.id ?? null));
  const declination = product.declinations.find((d) => d.id === selectedId) ?? null;
  const step = quantityStep(product, declination);
  const [quantityText, setQuantityText] = useState(String(step));
  const stock = declination && useStock ? Math.max(0, declination.quantity) : null;
  const soldOut = stock === 0 || declination === null;
  const typed = Number(quantityText);
  const quantityError =
    !Number.isInteger(typed) || typed < 1
      ? 'Indiquez une quantité d’au moins 1.'
      : typed % step !== 0
        ? `Ce produit se vend par multiple de ${step}.`
        : stock !== null && typed > stock
          ? `Il ne reste que ${stock} exemplaire${stock > 1 ? 's' : ''} en stock.`
          : null;

  const price = declination ? declination.price : product.price;
  const paid = discountedPrice(price, declination?.discount ?? product.discount);
  const image = product.images?.[0];
  const [activeImage, setActiveImage] = useState(0);
  const shown = product.images?.[activeImage] ?? image;
  const variationNames = declination ? variationParts(declination) : [];

  return (
    <article className={`container product-page product-page--${layout}`} aria-labelledby={`${ids}-name`}>
      <ProductJsonLd product={product} url={url} useStock={useStock} siteUrl={site.siteUrl} />
      <nav className="product-page__crumbs" aria-label="Fil d’Ariane">
        <ol>
          <li>
            <Link to="/">Accueil</Link>
          </li>
          <li>
            <Link to={SHOP_PATH}>{shopLabel}</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="product-page__main">
        <div className="product-page__gallery">
          {shown ? <img className="product-page__image" src={shown.url} alt={shown.alt ?? ''} width={600} height={600} /> : null}
          {product.images && product.images.length > 1 ? (
            <ul className="product-page__thumbs" aria-label="Autres photos">
              {product.images.map((img, index) => (
                <li key={img.url}>
                  <button type="button" aria-pressed={index === activeImage} aria-label={`Photo ${index + 1}`} onClick={() => setActiveImage(index)}>
                    <img src={img.url} alt="" width={80} height={80} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="product-page__buy">
          <p className="product-page__kicker">{product.type.type === 'BOX' ? 'Coffret' : (productKindLabel(product) ?? product.type.label ?? 'Produit')}</p>
          <h1 id={`${ids}-name`} className="product-page__name">
            {product.name}
          </h1>
          <p className="product-page__price" aria-live="polite">
            {paid < price ? (
              <del>
                <span className="visually-hidden">Prix avant remise : </span>
                {formatEuros(price)}
              </del>
            ) : null}{' '}
            <strong>{formatEuros(paid)}</strong> <span className="product-page__tax">TTC</span>
          </p>
          {product.declinations.length > 1 ? (
            <fieldset className="product-page__declinations">
              <legend>Choisissez votre {variationNames[0]?.name.toLowerCase() ?? 'version'}</legend>
              {product.declinations.map((d) => {
                const out = useStock && d.quantity <= 0;
                return (
                  <label key={d.id} className="product-page__declination">
                    <input
                      type="radio"
                      name={`${ids}-declination`}
                      value={d.id}
                      checked={d.id === selectedId}
                      onChange={() => {
                        setSelectedId(d.id);
                        setQuantityText(String(quantityStep(product, d)));
                      }}
                    />
                    <span className="product-page__declination-label">{declinationLabel(d) || `Version ${d.id}`}</span>
                    <span className="product-page__declination-price">{formatEuros(discountedPrice(d.price, d.discount ?? product.discount))}</span>
                    {out ? <span className="product-page__declination-out">épuisé</span> : null}
                  </label>
                );
              })}
            </fieldset>
          ) : null}
          {declination ? (
            <dl className="product-page__facts">
              {variationParts(declination).map((part) => (
                <div key={part.name}>
                  <dt>{part.name}</dt>
                  <dd>{part.value}</dd>
                </div>
              ))}
              {declination.year ? (
                <div>
                  <dt>Récolte</dt>
                  <dd>{declination.year}</dd>
                </div>
              ) : null}
              {capacityLabel(declination) && !variationParts(declination).some((p) => p.value === capacityLabel(declination)) ? (
                <div>
                  <dt>Contenance</dt>
                  <dd>{capacityLabel(declination)}</dd>
                </div>
              ) : null}
              {product.reference ? (
                <div>
                  <dt>Référence</dt>
                  <dd>{product.reference}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {stock !== null ? (
            <p className={`product-page__stock${soldOut ? ' product-page__stock--out' : ''}`}>
              <Icon name={soldOut ? 'circle-exclamation' : 'circle-check'} size="1.1rem" />
              {soldOut ? 'Rupture de stock : ce produit ne peut pas être commandé pour le moment.' : stock <= 5 ? `Plus que ${stock} en stock` : 'En stock'}
            </p>
          ) : null}
          <form
            className="product-page__add"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!declination || soldOut || quantityError) return;
              cart.add(product, declination.id, typed);
            }}
          >
            <div className="product-page__quantity">
              <label htmlFor={`${ids}-qty`}>Quantité</label>
              <input
                id={`${ids}-qty`}
                type="number"
                inputMode="numeric"
                min={step}
                step={step}
                max={stock ?? undefined}
                value={quantityText}
                disabled={soldOut}
                aria-invalid={quantityError ? true : undefined}
                aria-describedby={quantityError ? `${ids}-qty-error` : step > 1 ? `${ids}-qty-hint` : undefined}
                onChange={(event) => setQuantityText(event.target.value)}
              />
            </div>
            <Button type="submit" variant="accent" disabled={soldOut || !cart.hydrated}>
              <Icon name="cart-shopping" size="1.1rem" />
              Ajouter au panier
            </Button>
            {step > 1 && !quantityError ? (
              <p id={`${ids}-qty-hint`} className="product-page__hint">
                Vendu par {step}.
              </p>
            ) : null}
            {quantityError && !soldOut ? (
              <p id={`${ids}-qty-error`} className="product-page__error" role="alert">
                {quantityError}
              </p>
            ) : null}
          </form>
          {cart.count > 0 ? (
            <p className="product-page__to-cart">
              <Link to={CART_PATH}>Voir mon panier ({cart.count})</Link>
            </p>
          ) : null}
          <MealIcons product={product} />
          <TechnicalFile product={product} declination={declination} available={Boolean(info?.technicalFileModel)} />
        </div>
      </div>
      {product.description ? (
        <section className="product-page__section" aria-labelledby={`${ids}-description`}>
          <h2 id={`${ids}-description`}>Description</h2>
          <SafeHtml html={product.description} className="product-page__description" />
        </section>
      ) : null}
      {product.type.type === 'BOX' && product.products && product.products.length > 0 ? (
        <section className="product-page__section" aria-labelledby={`${ids}-box`}>
          <h2 id={`${ids}-box`}>Dans ce coffret</h2>
          <ul className="product-page__box">
            {product.products.map((item) => (
              <li key={item.id}>
                <Link to={productPath(item)}>{item.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Awards productId={product.id} />
      <Recommended productId={product.id} useStock={useStock} />
    </article>
  );
}

function MealIcons({ product }: { product: Product }) {
  const api = useApi();
  // SPEC §4: fetched only when the list is empty — the query is cached for the whole visit.
  const { data: icons } = useQuery(mealIconsQueryOptions(api));
  const fitting = mealIconsFor(product, icons ?? []);
  if (fitting.length === 0) return null;
  return (
    <div className="product-page__meals">
      <p className="product-page__meals-title">Idéal pour</p>
      <ul>
        {fitting.map((icon) => (
          <li key={icon.id}>
            {/* Only icons of the site's inline set; the label says it all otherwise. */}
            {icon.icon && parseIconName(icon.icon).name ? <Icon name={icon.icon} size="1rem" /> : null}
            {icon.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

function TechnicalFile({ product, declination, available }: { product: Product; declination: Declination | null; available: boolean }) {
  const api = useApi();
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');
  if (!available) return null;
  async function download() {
    setState('busy');
    try {
      const file = declination
        ? await api.call('generateDeclinationTechnicalFile', { pathParams: { id: product.id, idDeclination: declination.id } })
        : await api.call('generateTechnicalFile', { pathParams: { id: product.id } });
      const link = Object.assign(document.createElement('a'), { href: file.url, download: file.filename });
      document.body.append(link);
      link.click();
      link.remove();
      setState('idle');
    } catch (error) {
      reportError(error, { where: 'product technical file', level: 'warning' });
      setState('error');
    }
  }
  return (
    <div className="product-page__file">
      <Button variant="secondary" size="sm" onClick={() => void download()} disabled={state === 'busy'}>
        {state === 'busy' ? 'Préparation de la fiche…' : 'Télécharger la fiche technique (PDF)'}
      </Button>
      {state === 'error' ? (
        <p className="product-page__error" role="alert">
          La fiche technique n’a pas pu être préparée. Réessayez dans un instant.
        </p>
      ) : null}
    </div>
  );
}

function Awards({ productId }: { productId: number }) {
  const api = useApi();
  const { data: awards } = useQuery(awardsQueryOptions(api, productId));
  if (!awards || awards.length === 0) return null;
  return (
    <section className="product-page__section" aria-labelledby="product-awards">
      <h2 id="product-awards">Distinctions</h2>
      <ul className="product-page__awards">
        {awards.map((award) => (
          <li key={award.id}>
            {award.image ? <img src={award.image.url} alt="" width={56} height={56} /> : null}
            <span>
              {award.name}
              {award.year ? ` (${award.year})` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Recommended({ productId, useStock }: { productId: number; useStock: boolean }) {
  const api = useApi();
  const { data } = useQuery(recommendedProductsQueryOptions(api, productId));
  if (!data || data.products.length === 0) return null;
  return (
    <section className="product-page__section" aria-labelledby="product-recommended">
      <h2 id="product-recommended">Vous aimerez aussi</h2>
      <ul className="product-page__recommended">
        {data.products.map((item) => (
          <li key={item.id}>
            <ProductCard {...productCardData(item, useStock)} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
