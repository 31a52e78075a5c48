/**
 * The offer of a product page (its buying column): kind, name, price and discount, the choice of a
 * declination with its facts and stock, the quantity and "Ajouter au panier", then what helps choose
 * (meal icons) and the technical file. The chosen declination is this component's state: the one
 * the address names (`?declinaison=`), else the first one in stock.
 */
import { useId, useState } from 'react';
import type { Product } from '@/api/generated/types';
import { discountedPrice } from '@/features/cart/cart-rules';
import { useFieldLang } from '@/features/i18n/use-i18n';
import { usePrice } from '@/features/i18n/use-price';
import { useMessages } from '@/features/i18n/use-messages';
import { productKicker } from '@/lib/product-kicker';
import { variationParts } from '@/lib/product-labels';
import { AddToCart } from './add-to-cart';
import { DeclinationChoice } from './declination-choice';
import { DeclinationFacts, StockNote } from './declination-facts';
import { MealIcons } from './meal-icons';
import { catalogueMessages } from './messages';
import { TechnicalFile } from './technical-file';
import './product-page.css';

/** Props of {@link ProductOffer}. */
export interface ProductOfferProps {
  product: Product;
  /** Stock is counted (the USE_PRODUCT_STOCK parameter). */
  useStock: boolean;
  /** Id of the product's name (the page is labelled by it). */
  nameId: string;
  /** The declination the address asks for (`?declinaison=`), if any. */
  wantedDeclinationId: number | null;
  /** The site can generate technical files. */
  technicalFile: boolean;
}

/** The buying column of a product page. */
export function ProductOffer({ product, useStock, nameId, wantedDeclinationId, technicalFile }: ProductOfferProps) {
  const ids = useId();
  const t = useMessages(catalogueMessages);
  const fieldLang = useFieldLang();
  const formatPrice = usePrice();
  const firstAvailable = product.declinations.find((d) => !useStock || d.quantity > 0) ?? product.declinations[0] ?? null;
  const [selectedId, setSelectedId] = useState<number | null>(
    product.declinations.some((d) => d.id === wantedDeclinationId) ? wantedDeclinationId : (firstAvailable?.id ?? null),
  );
  const declination = product.declinations.find((d) => d.id === selectedId) ?? null;
  const stock = declination && useStock ? Math.max(0, declination.quantity) : null;
  const price = declination ? declination.price : product.price;
  const paid = discountedPrice(price, declination?.discount ?? product.discount);
  const subject = (declination ? variationParts(declination) : [])[0]?.name.toLowerCase() ?? 'version';

  return (
    <div className="product-page__buy">
      <p className="product-page__kicker">{productKicker(product) ?? t(product.type.type === 'BOX' ? 'box' : 'product')}</p>
      <h1 id={nameId} className="product-page__name" lang={fieldLang(product, 'name')}>
        {product.name}
      </h1>
      <p className="product-page__price" aria-live="polite">
        {paid < price ? (
          <del>
            <span className="visually-hidden">{t('priceBefore')}</span>
            {formatPrice(price)}
          </del>
        ) : null}{' '}
        <strong>{formatPrice(paid)}</strong> <span className="product-page__tax">{t('taxIncluded')}</span>
      </p>
      {product.declinations.length > 1 ? (
        <DeclinationChoice
          product={product}
          subject={subject}
          selectedId={selectedId}
          useStock={useStock}
          name={`${ids}-declination`}
          onChoose={(d) => setSelectedId(d.id)}
        />
      ) : null}
      {declination ? <DeclinationFacts declination={declination} reference={product.reference} /> : null}
      {stock !== null ? <StockNote stock={stock} /> : null}
      <AddToCart product={product} declination={declination} stock={stock} idPrefix={ids} />
      <MealIcons product={product} />
      <TechnicalFile product={product} declination={declination} available={technicalFile} />
    </div>
  );
}
