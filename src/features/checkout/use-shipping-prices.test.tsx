/**
 * The shipping prices of the cart on screen, against the real demo API: nothing is asked before a
 * destination is known, the chosen carrier is priced from the answer (the cart keeps only its id),
 * and one input is asked once whoever reads it.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shippingPricesQueryOptions } from '@/api/queries/catalogue';
import type { CartState } from '@/features/cart/use-cart';
import { declination, product } from '@tests/support/cart-fixtures';
import { TestProviders, createTestQueryClient, demoApiClient } from '@tests/support/test-providers';
import { shippingPricesBody, useShippingPrices } from './use-shipping-prices';

const api = demoApiClient();
const oil = product({ id: 6, declinations: [declination({ id: 11, price: 14.9, capacity: 10, capacityUnit: 'CENTILITRE' })] });
/** What the cart holds once the visitor chose home delivery to Les Achards by carrier 1 (built as the checkout would). */
const chosen: CartState = {
  lines: [{ id: 0, declinationId: 11, quantity: 2, product: oil }],
  nextLineId: 1,
  deliveryType: 'delivery',
  clickAndCollect: null,
  accessPointAddress: null,
  city: { postalCode: '85150', name: 'Les Achards' },
  country: { id: 1, alphaTwo: 'FR', alphaThree: 'FRA' },
  carrier: { id: 1, deliveryType: 'DELIVERY' },
  addresses: { shipping: null, billing: null },
  phone: '',
  message: '',
  discountCode: null,
  error: null,
};
const withLine: CartState = { ...chosen, deliveryType: null, city: null, country: null, carrier: null };

function render(state: CartState) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <TestProviders api={api} queryClient={queryClient}>
      {children}
    </TestProviders>
  );
  return { queryClient, ...renderHook(() => useShippingPrices(state), { wrapper }) };
}

describe('useShippingPrices', () => {
  it('asks nothing until the cart goes by carrier to a known place', () => {
    expect(shippingPricesBody(withLine)).toBeNull();
    expect(shippingPricesBody({ ...chosen, deliveryType: 'clickAndCollect' })).toBeNull();
    expect(shippingPricesBody(chosen)).toEqual({ products: [{ idProduct: 11, quantity: 2 }], postalCode: '85150', country: 'FR' });
    const { result, queryClient } = render(withLine);
    expect(result.current).toMatchObject({ status: 'idle', prices: [], carrier: null });
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .every((q) => q.state.fetchStatus === 'idle' && q.state.dataUpdateCount === 0),
    ).toBe(true);
  });

  it('prices the carrier the cart chose from the answer, under the one key scheme', async () => {
    const { result, queryClient } = render(chosen);
    expect(result.current.status).toBe('calculating');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.prices.length).toBeGreaterThan(0);
    expect(result.current.carrier).toMatchObject({ id: 1, deliveryType: 'DELIVERY', name: expect.stringMatching(/Colissimo/) });
    expect(typeof result.current.carrier?.price).toBe('number');
    const body = shippingPricesBody(chosen);
    expect(shippingPricesQueryOptions(api, body).queryKey).toEqual([51, 'calculateShippingFees', null, body]);
    expect(queryClient.getQueryData(shippingPricesQueryOptions(api, body).queryKey)).toEqual(result.current.prices);
  });

  it('gives no carrier when the one chosen is not offered for this input', async () => {
    const { result } = render({ ...chosen, carrier: { id: 999, deliveryType: 'DELIVERY' } });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.carrier).toBeNull();
  });
});
