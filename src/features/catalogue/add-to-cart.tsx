/**
 * The quantity and "Ajouter au panier" of a product page, then the way to the cart once it holds
 * something. The quantity follows the product's step rule (sold by 6…) and the stock; what is wrong
 * is said under the field and nothing is added. Choosing another declination starts again from its
 * step (the same form stays in the page: a click held while the column hydrated is replayed on it).
 * "Ajouter au panier" is enabled in the server's HTML: a click made before the column has hydrated
 * is held and replayed (HydrateWhenVisible); the cart store is started by then (this component's
 * effect), and what the visitor had stored is kept (cart-store.ts).
 */
import { useState } from 'react';
import { useMessages } from '@/features/i18n/use-messages';
import type { TranslateFn } from '@/features/i18n/messages';
import { catalogueMessages, type catalogueFr } from './messages';
import { Link } from 'react-router';
import type { Declination, Product } from '@/api/generated/types';
import { quantityStep } from '@/features/cart/cart-rules';
import { useCart } from '@/features/cart/use-cart';
import { CART_PATH } from '@/lib/product-paths';
import { Button } from '@/ui/button';
import { Icon } from '@/ui/icon';

/** Props of {@link AddToCart}. */
export interface AddToCartProps {
  product: Product;
  declination: Declination | null;
  /** What is left of the declination (USE_PRODUCT_STOCK), or null when stock is not counted. */
  stock: number | null;
  /** Prefix of the field's ids (unique on the page). */
  idPrefix: string;
}

/** Why a typed quantity cannot be added, or null. */
function quantityError(typed: number, step: number, stock: number | null, t: TranslateFn<typeof catalogueFr>): string | null {
  if (!Number.isInteger(typed) || typed < 1) return t('quantityMin');
  if (typed % step !== 0) return t('quantityMultiple', { step });
  if (stock !== null && typed > stock) return t('quantityStock', { count: stock });
  return null;
}

/** The add-to-cart form. */
export function AddToCart({ product, declination, stock, idPrefix }: AddToCartProps) {
  const t = useMessages(catalogueMessages);
  const cart = useCart();
  const step = quantityStep(product, declination);
  // The typed quantity belongs to one declination: another one starts from its own step.
  const [typedFor, setTypedFor] = useState<{ declinationId: number | null; text: string } | null>(null);
  const quantityText = typedFor && typedFor.declinationId === (declination?.id ?? null) ? typedFor.text : String(step);
  const soldOut = stock === 0 || declination === null;
  const typed = Number(quantityText);
  const error = quantityError(typed, step, stock, t);
  const id = `${idPrefix}-qty`;
  return (
    <>
      <form
        className="product-page__add"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!declination || soldOut || error) return;
          cart.add(product, declination.id, typed);
        }}
      >
        <div className="product-page__quantity">
          <label htmlFor={id}>{t('quantity')}</label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={step}
            step={step}
            max={stock ?? undefined}
            value={quantityText}
            disabled={soldOut}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : step > 1 ? `${id}-hint` : undefined}
            onChange={(event) => setTypedFor({ declinationId: declination?.id ?? null, text: event.target.value })}
          />
        </div>
        <Button type="submit" variant="accent" disabled={soldOut}>
          <Icon name="cart-shopping" size="1.1rem" />
          {t('add')}
        </Button>
        {step > 1 && !error ? (
          <p id={`${id}-hint`} className="product-page__hint">
            {t('soldBy', { step })}
          </p>
        ) : null}
        {error && !soldOut ? (
          <p id={`${id}-error`} className="product-page__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
      {cart.count > 0 ? (
        <p className="product-page__to-cart">
          <Link to={CART_PATH}>{t('toCart', { count: cart.count })}</Link>
        </p>
      ) : null}
    </>
  );
}
