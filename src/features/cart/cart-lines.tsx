/**
 * The cart's lines (cart page and drawer): picture, name and declination, unit price, the quantity
 * stepper that follows the step rule (SPEC §4), remove, and the kept error message of each line.
 */
import { useRef } from 'react';
import { Link } from 'react-router';
import { useMessages } from '@/features/i18n/use-messages';
import { useTextLang } from '@/features/i18n/use-i18n';
import { usePrice } from '@/features/i18n/use-price';
import { useLocale } from '@/features/i18n/use-locale';
import { htmlLang } from '@/lib/locale';
import { declinationLabel } from '@/lib/product-labels';
import { productPath } from '@/lib/product-paths';
import { lineDeclination, lineListPrice, lineStock, lineUnitPrice, quantityStep, stepQuantity } from './cart-rules';
import type { UseCart } from './use-cart';
import { cartMessages } from './messages';
import './cart.css';

/** Props of {@link CartLines}. */
export interface CartLinesProps {
  cart: UseCart;
  useStock: boolean;
  /** Compact rows (drawer): no picture column, smaller text. */
  compact?: boolean;
  /** Called when a product link is followed (the drawer closes). */
  onNavigate?: () => void;
  /** Called when the visitor removed the last line: the focus is the caller's to place (its empty state). */
  onEmptied?: () => void;
}

/** The list of lines. */
export function CartLines({ cart, useStock, compact = false, onNavigate, onEmptied }: CartLinesProps) {
  const t = useMessages(cartMessages);
  const price = usePrice();
  const { locale, defaultLocale } = useLocale();
  const textLang = useTextLang();
  const { state } = cart;
  // The remove buttons by line id: a line removed hands the focus to its neighbour's (its own button
  // leaves with it, and the focus would fall to the page).
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());

  function remove(id: number) {
    const ids = state.lines.map((l) => l.id);
    const at = ids.indexOf(id);
    const neighbour = ids[at + 1] ?? ids[at - 1];
    cart.remove(id);
    if (neighbour === undefined) onEmptied?.();
    else removeButtons.current.get(neighbour)?.focus();
  }

  return (
    <ul className={`cart-lines${compact ? ' cart-lines--compact' : ''}`}>
      {state.lines.map((line) => {
        const declination = lineDeclination(line);
        const label = declination ? declinationLabel(declination, htmlLang(locale)) : '';
        const unit = lineUnitPrice(line);
        const list = lineListPrice(line);
        const stock = lineStock(line, useStock);
        const step = quantityStep(line.product, declination);
        const canIncrease = stock === null || stepQuantity(line, 'increase') <= stock;
        const lineError = state.error?.lines[String(line.id)];
        const image = line.product.images?.[0];
        const name = `${line.product.name}${label ? ` (${label})` : ''}`;
        const errorId = `cart-line-${line.id}-error`;
        // The same cart in every language: a line added on a page of another language keeps the name
        // it was read with, marked with that language (as untranslated API text is).
        const nameLang = textLang(line.locale ?? defaultLocale);
        return (
          <li key={line.id} className="cart-line" aria-describedby={lineError ? errorId : undefined}>
            {image && !compact ? <img className="cart-line__img" src={image.url} alt="" width={96} height={96} /> : null}
            <div className="cart-line__info">
              <Link className="cart-line__name" to={productPath(line.product)} onClick={onNavigate} lang={nameLang}>
                {line.product.name}
              </Link>
              {label ? <span className="cart-line__variant">{label}</span> : null}
              <span className="cart-line__unit">
                {unit < list ? <del>{price(list)}</del> : null} {t('unitPrice', { price: price(unit) })}
                {step > 1 ? t('soldBy', { step }) : ''}
              </span>
              {stock !== null && line.quantity > stock ? (
                <span className="cart-line__warning">{stock === 0 ? t('outOfStock') : t('lowStock', { stock })}</span>
              ) : null}
              {lineError ? (
                <span id={errorId} className="cart-line__error">
                  {lineError}
                </span>
              ) : null}
            </div>
            <div className="cart-line__quantity" role="group" aria-label={t('quantityOf', { name })}>
              {/* aria-disabled, not disabled: « − » pressed down to the minimum keeps the focus. */}
              <button
                type="button"
                className="cart-line__step"
                aria-label={t('decrease', { step, name })}
                aria-disabled={line.quantity <= step || undefined}
                onClick={() => {
                  if (line.quantity > step) cart.step(line.id, 'decrease');
                }}
              >
                −
              </button>
              <output className="cart-line__count" aria-live="polite" aria-label={t('quantity', { quantity: line.quantity })}>
                {line.quantity}
              </output>
              <button
                type="button"
                className="cart-line__step"
                aria-label={t('increase', { step, name })}
                aria-disabled={!canIncrease || undefined}
                onClick={() => {
                  if (canIncrease) cart.step(line.id, 'increase');
                }}
              >
                +
              </button>
            </div>
            <p className="cart-line__total">{price(Math.round(unit * line.quantity * 100) / 100)}</p>
            <button
              type="button"
              className="cart-line__remove"
              aria-label={t('removeLabel', { name })}
              ref={(button) => {
                if (button) removeButtons.current.set(line.id, button);
                else removeButtons.current.delete(line.id);
              }}
              onClick={() => remove(line.id)}
            >
              {t('remove')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
