/**
 * The shipping calculation of SPEC §4 (`POST /calculate/shipping-fees`) for the cart on screen,
 * read through the query cache (`shippingPricesQueryOptions`, one entry per lines + destination):
 * the cart keeps the destination and the carrier chosen, never the prices. A new destination is a
 * new key — the previous request is dropped and its answer never shown, so a fast typist gets the
 * last postal code's prices, and one input is never calculated twice. A failure shows its message
 * (the prices are empty) until the visitor retries.
 */
import { useQuery } from '@tanstack/react-query';
import type { CalculateShippingFeesBody, Carrier } from '@/api/generated/types';
import { ApiError } from '@/api/api-error';
import { useApi } from '@/api/api-context';
import { shippingPricesQueryOptions } from '@/api/queries/catalogue';
import { findCarrier, shippingProducts } from '@/features/cart/cart-rules';
import type { CartState } from '@/features/cart/use-cart';

/** The calculation's input for a cart sent by carrier to a known place, else null (nothing to calculate). */
export function shippingPricesBody(cart: Pick<CartState, 'deliveryType' | 'city' | 'country' | 'lines'>): CalculateShippingFeesBody | null {
  const [first, ...rest] = shippingProducts(cart.lines);
  if (cart.deliveryType !== 'delivery' || !cart.city || !cart.country || !first) return null;
  return { products: [first, ...rest], postalCode: cart.city.postalCode.trim(), country: cart.country.alphaTwo };
}

/** Where the calculation stands: nothing to calculate, under way, failed (with its message) or answered. */
export type ShippingStatus = 'idle' | 'calculating' | 'failed' | 'ready';

/** What {@link useShippingPrices} gives. */
export interface ShippingPrices {
  status: ShippingStatus;
  /** The carriers and prices for the cart's lines and destination (empty until answered, or after a failure). */
  prices: readonly Carrier[];
  /** The carrier the visitor chose, priced now; null when none is chosen or it is not offered here. */
  carrier: Carrier | null;
  /** The server's message of a failure (status `failed`); null when the server was not reached (the page then says so in its language). */
  error: string | null;
  /** Asks again after a failure. */
  retry: () => void;
}

/** The shipping prices of the cart on screen (see the module comment). */
export function useShippingPrices(cart: Pick<CartState, 'deliveryType' | 'city' | 'country' | 'lines' | 'carrier'>): ShippingPrices {
  const api = useApi();
  const body = shippingPricesBody(cart);
  const query = useQuery(shippingPricesQueryOptions(api, body));
  const prices = query.data ?? [];
  const failed = query.isError && !query.isFetching;
  const status: ShippingStatus = body === null ? 'idle' : failed ? 'failed' : query.isFetching || query.isPending ? 'calculating' : 'ready';
  return {
    status,
    prices,
    carrier: findCarrier(prices, cart.carrier),
    error: failed && query.error instanceof ApiError && query.error.status > 0 ? query.error.message : null,
    retry: () => void query.refetch(),
  };
}
