/**
 * A product as a card (catalogue, recommended products, voucher offers): picture, kind, name, price
 * and an optional action. Presentational: callers compute the texts (prices, badges) and the link's
 * address; the link is the app's (./page-link.tsx: no router in a block island's code).
 */
import type { ReactNode } from 'react';
import { PageLink } from './page-link';
import './product-card.css';

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  href: string;
  name: string;
  /** The name's `lang` when it is not the page's language (a name the API left untranslated). */
  nameLang?: string | undefined;
  /** Heading level of the name (h2 in a list without heading, h3 under a section heading). */
  headingLevel?: 2 | 3;
  image?: { url: string; alt: string } | null;
  /** Small line above the name (kind, category). */
  kicker?: string | null;
  /** Price as shown, e.g. "Dès 65 €". */
  price: string;
  /** Price before a discount, struck through, and what is read before it (« Prix avant remise : », in the page's language). */
  oldPrice?: { price: string; label: string } | null;
  /** A short status (e.g. "Rupture de stock"). */
  badge?: string | null;
  /** A sentence under the name. */
  text?: string | null;
  /** An action under the card (e.g. an add-to-cart button). */
  action?: ReactNode;
  /** Layout: a card in a grid, or a row in a list. */
  variant?: 'grid' | 'list';
}

/** One product card; the whole card is reachable through its name link. */
export function ProductCard({
  href,
  name,
  nameLang,
  headingLevel = 2,
  image,
  kicker,
  price,
  oldPrice,
  badge,
  text,
  action,
  variant = 'grid',
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`product-card product-card--${variant}`}>
      {image ? (
        <img className="product-card__img" src={image.url} alt={image.alt} width={600} height={600} loading="lazy" decoding="async" />
      ) : (
        <span className="product-card__img product-card__img--empty" aria-hidden="true" />
      )}
      <div className="product-card__body">
        {kicker ? <p className="product-card__kicker">{kicker}</p> : null}
        <Heading className="product-card__name" lang={nameLang}>
          <PageLink to={href} className="product-card__link">
            {name}
          </PageLink>
        </Heading>
        {text ? <p className="product-card__text">{text}</p> : null}
        {/* Before the price, which the card's foot holds: prices stay level across a row. */}
        {badge ? <p className="product-card__badge">{badge}</p> : null}
        <p className="product-card__price">
          {oldPrice ? (
            <del className="product-card__old-price">
              <span className="visually-hidden">{oldPrice.label}</span>
              {oldPrice.price}
            </del>
          ) : null}{' '}
          <strong>{price}</strong>
        </p>
        {action ? <div className="product-card__action">{action}</div> : null}
      </div>
    </article>
  );
}
