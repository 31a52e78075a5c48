/**
 * The cart's two screens: the full cart (cart page) and the drawer opened from the header. Both
 * read the same state through `useCart()`.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { parametersQueryOptions } from '@/api/queries/site';
import { CART_PATH, CHECKOUT_PATH, SHOP_PATH } from '@/lib/product-paths';
import { buttonClassName } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { trapTab, useModalFocus } from '@/ui/use-modal-focus';
import { useMessages } from '@/features/i18n/use-messages';
import { usePrice } from '@/features/i18n/use-price';
import { cartMessages } from './messages';
import { CartLines } from './cart-lines';
import { cartSettings } from './cart-settings';
import { CartSummary } from './cart-summary';
import { useCart } from './use-cart';

function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}

/** The cart page's content. */
export function CartView() {
  const t = useMessages(cartMessages);
  const api = useApi();
  const cart = useCart();
  const navigate = useNavigate();
  const { data: parameters } = useQuery(parametersQueryOptions(api));
  const settings = cartSettings(parameters);
  // Emptied by the visitor (last line removed, « Vider le panier »): the focus goes to the way on.
  const [emptied, setEmptied] = useState(false);
  function clear() {
    cart.clear();
    setEmptied(true);
  }
  return (
    <div className="container cart-view">
      <h1>{t('title')}</h1>
      {!cart.hydrated ? (
        <p role="status">{t('loading')}</p>
      ) : cart.state.lines.length === 0 ? (
        <div className="cart-view__empty">
          <p>{t('empty')}</p>
          <Link className={buttonClassName('primary')} to={SHOP_PATH} ref={emptied ? focusOnMount : undefined}>
            {t('discover')}
          </Link>
        </div>
      ) : (
        <div className="cart-view__layout">
          <div>
            <p className="cart-view__count">{t('items', { count: cart.count })}</p>
            <CartLines cart={cart} useStock={settings.useStock} onEmptied={() => setEmptied(true)} />
            <div className="cart-view__after">
              <Link to={SHOP_PATH}>{t('continue')}</Link>
              <button type="button" className="cart-line__remove" onClick={clear}>
                {t('clear')}
              </button>
            </div>
          </div>
          <CartSummary cart={cart} settings={settings} onValidated={() => void navigate(CHECKOUT_PATH)} />
        </div>
      )}
    </div>
  );
}

/** Props of {@link CartDrawer}. */
export interface CartDrawerProps {
  onClose: () => void;
}

/** The drawer: a modal panel on the right with the lines, the subtotal and the ways on. */
export function CartDrawer({ onClose }: CartDrawerProps) {
  const t = useMessages(cartMessages);
  const price = usePrice();
  const api = useApi();
  const cart = useCart();
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { data: parameters } = useQuery(parametersQueryOptions(api));
  const settings = cartSettings(parameters);
  useModalFocus(ref);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return createPortal(
    <div className="cart-drawer" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={ref}
        className="cart-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-drawer-title"
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => trapTab(event, ref.current)}
      >
        <div className="cart-drawer__head">
          <h2 id="cart-drawer-title">{t('title')}</h2>
          <button ref={closeRef} type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
            <Icon name="xmark" size="1.3rem" />
          </button>
        </div>
        {!cart.hydrated ? (
          <p role="status">{t('loading')}</p>
        ) : cart.state.lines.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <>
            <CartLines cart={cart} useStock={settings.useStock} compact onNavigate={onClose} onEmptied={() => closeRef.current?.focus()} />
            <p className="cart-drawer__subtotal">
              <span>{t('subtotal')}</span> <strong>{price(cart.subtotal)}</strong>
            </p>
          </>
        )}
        <div className="cart-drawer__actions">
          {cart.state.lines.length > 0 ? (
            <Link className={buttonClassName('accent')} to={CART_PATH} onClick={onClose}>
              {t('seeAndOrder')}
            </Link>
          ) : (
            <Link className={buttonClassName('primary')} to={SHOP_PATH} onClick={onClose}>
              {t('discover')}
            </Link>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
