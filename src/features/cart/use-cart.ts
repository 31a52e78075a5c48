/**
 * The cart's public hook: the cart state of SPEC §3 (see `CartState` in cart-state.ts for its shape)
 * and every action on it, plus the server checks (SPEC §4 "Failures", §7). Components, blocks and the
 * checkout use the cart only through this hook and `cart-rules.ts`.
 *
 * The state is read from localStorage in an effect: on the server and during hydration (and until
 * the transition that follows it) `hydrated` is false and the cart looks empty — render a neutral "loading" state then, not "empty".
 */
import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '@/api/generated/types';
import { ApiError } from '@/api/api-error';
import { useApi } from '@/api/api-context';
import { orderTotalsQueryOptions } from '@/api/queries/catalogue';
import { refreshQuantitiesMutation, validateOrderMutation } from '@/api/mutations/cart';
import { runMutation } from '@/api/mutations/run';
import { useMessages } from '@/features/i18n/use-messages';
import { useLocale } from '@/features/i18n/use-locale';
import { showToast } from '@/ui/ui-events';
import { useBrowserStore } from '@/ui/use-hydrated';
import { cartItemCount, cartSubtotal, orderProducts, type StepDirection } from './cart-rules';
import { lineMessagesFrom, type CartAction, type CartError, type CartState } from './cart-state';
import { cartMessages } from './messages';
import { dispatchCart, getCartSnapshot, getServerCartSnapshot, startCartStore, subscribeCart } from './cart-store';
import { reportError } from '@/lib/report-error';

export type { CarrierChoice, CartAction, CartError, CartLineState, CartState, ClickAndCollectChoice, DeliveryType } from './cart-state';

/** French messages of the cart's own failures (server messages are shown as they come). */
/** What `useCart()` gives. */
export interface UseCart {
  /** The whole cart state (SPEC §3). */
  state: CartState;
  /** False until the stored cart has been read (always false on the server). */
  hydrated: boolean;
  /** Items in the cart (sum of quantities). */
  count: number;
  /** Local subtotal (catalogue prices and discounts); the server's totals are `orderTotalsQueryOptions`' answer. */
  subtotal: number;
  /** Adds a declination (or increases its line) and announces it (toast + live region). */
  add: (product: Product, declinationId: number, quantity?: number) => void;
  setQuantity: (lineId: number, quantity: number) => void;
  step: (lineId: number, direction: StepDirection) => void;
  remove: (lineId: number) => void;
  /** Empties the whole cart and removes its storage entry (SPEC §4). */
  clear: () => void;
  /** Any other transition of the reducer (delivery type, city, carrier, addresses…). */
  dispatch: (action: CartAction) => void;
  /**
   * `POST /order/validate`. On failure (SPEC §4): stock refreshed with `PUT /product/quantities`,
   * the message kept in `state.error` (per line where the server names lines). Resolves to success.
   */
  validate: () => Promise<boolean>;
  /** For a failed order or check made elsewhere (checkout): refresh stock, keep the message. */
  reportFailure: (scope: CartError['scope'], error: unknown) => Promise<void>;
  /**
   * `POST /order/discount` with a code, through the query cache: a code that gives a discount is
   * kept (`state.discountCode`; its totals stay in the cache, where the summaries read them); an
   * unknown code keeps a French message (`state.error`, scope "discount"). Resolves to success.
   */
  applyDiscountCode: (code: string) => Promise<boolean>;
}

/** The cart (see the module comment). */
export function useCart(): UseCart {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useMessages(cartMessages);
  const { locale } = useLocale();
  const { siteId } = api;
  const start = useCallback(() => startCartStore(siteId), [siteId]);
  // Started and read after hydration, in a task of its own then a transition (useBrowserStore), never in the hydration commit's task.
  const { state, hydrated } = useBrowserStore(subscribeCart, getCartSnapshot, getServerCartSnapshot, start);

  const refreshStock = useCallback(
    async (ids: readonly number[]) => {
      if (ids.length === 0) return undefined;
      try {
        return await runMutation(queryClient, refreshQuantitiesMutation(api), { products: ids.map((id) => ({ id })) });
      } catch (error) {
        reportError(error, { where: 'cart stock refresh', level: 'warning' });
        return undefined;
      }
    },
    [api, queryClient],
  );

  const reportFailure = useCallback(
    async (scope: CartError['scope'], error: unknown) => {
      const lines = getCartSnapshot().state.lines;
      const stock = await refreshStock(lines.map((l) => l.declinationId));
      const isApi = error instanceof ApiError && error.status > 0;
      dispatchCart({
        type: 'failed',
        scope,
        message: isApi ? error.message : t('unreachable'),
        lineMessages: isApi ? lineMessagesFrom(error.fieldErrors, lines) : {},
        ...(stock ? { stock } : {}),
      });
    },
    [refreshStock, t],
  );

  const validate = useCallback(async () => {
    const lines = getCartSnapshot().state.lines;
    const [first, ...rest] = orderProducts(lines);
    if (!first) return false;
    try {
      await runMutation(queryClient, validateOrderMutation(api), { products: [first, ...rest] });
      dispatchCart({ type: 'dismissError' });
      return true;
    } catch (error) {
      await reportFailure('cart', error);
      return false;
    }
  }, [api, queryClient, reportFailure]);

  const applyDiscountCode = useCallback(
    async (raw: string) => {
      const code = raw.trim();
      const lines = getCartSnapshot().state.lines;
      const [first, ...rest] = orderProducts(lines);
      if (!code || !first) return false;
      try {
        // Through the cache: the cart's totals then read this answer instead of asking again.
        const result = await queryClient.fetchQuery({ ...orderTotalsQueryOptions(api, { products: [first, ...rest], discountCode: code }), retry: false });
        if (!result.discount) {
          dispatchCart({ type: 'failed', scope: 'discount', message: t('unknownCode', { code }) });
          return false;
        }
        dispatchCart({ type: 'discountApplied', code });
        return true;
      } catch (error) {
        dispatchCart({ type: 'failed', scope: 'discount', message: error instanceof ApiError && error.status > 0 ? error.message : t('unreachable') });
        return false;
      }
    },
    [api, queryClient, t],
  );

  const actions = useMemo(
    () => ({
      add: (product: Product, declinationId: number, quantity?: number) => {
        // A tap held while its block hydrated may be replayed before the store's start (an effect,
        // after hydration): the stored cart is read first, so that the line joins it, not replaces it.
        startCartStore(siteId);
        // Written at once (state and storage); the toast is the tap's answer, painted first; the
        // count and whatever shows the cart follow after that frame (issue 37).
        // The line remembers the language its product was read in: shown in another, its name says so.
        dispatchCart({ type: 'add', product, declinationId, locale, ...(quantity === undefined ? {} : { quantity }) }, 'after-paint');
        showToast({ message: t('added', { name: product.name }), tone: 'success' });
      },
      setQuantity: (lineId: number, quantity: number) => dispatchCart({ type: 'setQuantity', lineId, quantity }),
      step: (lineId: number, direction: StepDirection) => dispatchCart({ type: 'step', lineId, direction }),
      remove: (lineId: number) => dispatchCart({ type: 'remove', lineId }),
      clear: () => dispatchCart({ type: 'clear' }),
      dispatch: dispatchCart,
    }),
    [t, locale, siteId],
  );

  return {
    state,
    hydrated,
    count: cartItemCount(state.lines),
    subtotal: cartSubtotal(state.lines),
    ...actions,
    validate,
    reportFailure,
    applyDiscountCode,
  };
}
