/**
 * The shipping calculation of SPEC §4 (`POST /calculate/shipping-fees`): one calculation at a time.
 * The cart's flag (`shippingCalculation`) holds the key of the calculation wanted now; requests run
 * one after the other, a request whose key was superseded while it waited is never sent, and an
 * answer for an old key is dropped by the cart reducer — a fast typist gets prices for the last
 * postal code only, and one input is never calculated twice. Success resets the carrier and stores
 * the prices; failure empties them and keeps the message (the reducer's transitions).
 */
import { useCallback, useEffect, useRef } from 'react';
import type { City, CountryRef } from '@/api/generated/types';
import { ApiError } from '@/api/api-error';
import { useApi } from '@/api/api-context';
import { linesSignature } from '@/features/cart/cart-rules';
import type { UseCart } from '@/features/cart/use-cart';

/** The key of a calculation: destination and lines. */
export function shippingKey(city: Pick<City, 'postalCode'>, country: Pick<CountryRef, 'alphaTwo'>, lines: UseCart['state']['lines']): string {
  return `${country.alphaTwo}|${city.postalCode}|${linesSignature(lines)}`;
}

const UNREACHABLE = 'Impossible de calculer les frais de livraison pour le moment. Vérifiez votre connexion puis réessayez.';

/**
 * `calculate(city, country)` for a new destination; `pricesKey` (undefined until known) / `onPrices` let the checkout remember
 * which key the stored prices belong to, so prices made stale by a cart change are recalculated once.
 */
export function useShippingPrices(cart: UseCart, pricesKey: string | null | undefined, onPrices: (key: string) => void) {
  const api = useApi();
  const chain = useRef<Promise<void>>(Promise.resolve());
  const wanted = useRef<string | null>(null);
  /** Keys recalculated on their own (stale prices): once each, a failure waits for the visitor's retry. */
  const autoTried = useRef(new Set<string>());
  const { dispatch } = cart;
  const lines = cart.state.lines;

  const calculate = useCallback(
    (city: City, country: CountryRef) => {
      const products = lines.map((l) => ({ idProduct: l.declinationId, quantity: l.quantity }));
      const [first, ...rest] = products;
      if (!first) return;
      const key = shippingKey(city, country, lines);
      if (wanted.current === key) return; // this input is being calculated already
      autoTried.current.add(key);
      wanted.current = key;
      dispatch({ type: 'shippingCalculationStarted', key });
      chain.current = chain.current.then(async () => {
        if (wanted.current !== key) return; // superseded while waiting: never sent
        try {
          const prices = await api.call('calculateShippingFees', {
            body: { products: [first, ...rest], postalCode: city.postalCode.trim(), country: country.alphaTwo },
          });
          dispatch({ type: 'shippingCalculated', key, prices });
          if (wanted.current === key) onPrices(key);
        } catch (error) {
          dispatch({ type: 'shippingCalculationFailed', key, message: error instanceof ApiError && error.status > 0 ? error.message : UNREACHABLE });
          if (wanted.current === key) wanted.current = null; // a retry of the same input is allowed
        }
      });
    },
    [api, dispatch, lines, onPrices],
  );

  // Prices computed for other lines (the cart changed since) or never computed: calculate once.
  const { city, country, deliveryType } = cart.state;
  const currentKey = city && country && lines.length > 0 ? shippingKey(city, country, lines) : null;
  useEffect(() => {
    // `pricesKey` undefined: the checkout draft is not read yet, so it is not known whether prices are stale.
    if (!cart.hydrated || pricesKey === undefined || deliveryType !== 'delivery' || !city || !country || currentKey === null) return;
    if (currentKey === pricesKey || autoTried.current.has(currentKey)) return;
    autoTried.current.add(currentKey);
    calculate(city, country);
  }, [cart.hydrated, deliveryType, city, country, currentKey, pricesKey, calculate]);

  return { calculate, calculating: cart.state.shippingCalculation !== null };
}
