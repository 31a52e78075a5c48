/**
 * The header's cart entry (desktop menu bar and mobile top bar): a link to the cart page that opens
 * the cart drawer, with the item count. Only the count's tiny channel is in the initial JS; the cart
 * store loads when this browser holds a cart, and the drawer's code on first hover, focus or click.
 * Server and first render show no count, so hydration never mismatches.
 */
import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent } from 'react';
import { useCartCount } from '@/features/cart/use-cart-count';
import { CART_PATH } from '@/lib/product-paths';
import { useI18n } from '@/features/i18n/use-i18n';
import { Icon } from '@/ui/icon';
import { ShellLink, useShellNavigation } from './shell-navigation';
import './cart-button.css';

const loadDrawer = () => import('@/features/cart/cart-panel').then((m) => ({ default: m.CartDrawer }));
const CartDrawer = lazy(loadDrawer);

/** Hover must rest this long before the drawer opens (SEE_CART_ON_HOVER), so passing over it does nothing. */
const HOVER_INTENT_MS = 350;

/**
 * The cart entry; `place` picks the look of the bar it sits in; `openOnHover` (the site's
 * SEE_CART_ON_HOVER, desktop only) opens the drawer when the pointer rests on it; `siteId` names the
 * site whose cart it counts.
 */
export function CartButton({ place, openOnHover = false, siteId }: { place: 'desktop' | 'mobile'; openOnHover?: boolean; siteId: number }) {
  const { app } = useShellNavigation();
  const count = useCartCount(siteId);
  const [open, setOpen] = useState(false);
  const hoverTimer = useRef<number | undefined>(undefined);
  const close = useCallback(() => setOpen(false), []);
  const { t } = useI18n();
  const label = count ? t('cart.buttonCount', { count }) : t('cart.button');

  return (
    <>
      <ShellLink
        to={CART_PATH}
        className={`cart-button cart-button--${place}`}
        aria-label={label}
        aria-haspopup="dialog"
        // The drawer needs the app (its router links, the cart's queries): without it, the link leads to the cart's page.
        {...(app
          ? {
              onClick: (event: MouseEvent<HTMLAnchorElement>) => {
                event.preventDefault();
                setOpen(true);
              },
              onFocus: () => void loadDrawer(),
              onMouseEnter: () => {
                void loadDrawer();
                if (openOnHover) hoverTimer.current = window.setTimeout(() => setOpen(true), HOVER_INTENT_MS);
              },
              onMouseLeave: () => window.clearTimeout(hoverTimer.current),
            }
          : {})}
      >
        <Icon name="cart-shopping" size="1.3rem" />
        {count ? (
          <span className="cart-button__count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </ShellLink>
      {open ? (
        <Suspense fallback={null}>
          <CartDrawer onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
