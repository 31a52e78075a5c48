/**
 * The cart hook against the real demo API and jsdom's localStorage: restore on load, two tabs in
 * step, corrupt storage, server validation failure, discount codes, and SSR/hydration.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@/api/generated/types';
import { orderTotalsQueryOptions } from '@/api/queries/catalogue';
import { TOAST_EVENT, eventDetail } from '@/ui/ui-events';
import { demoApiClient } from '@tests/support/test-providers';
import { CART_STORAGE_KEY } from './cart-count';

const api = demoApiClient();

/** Fresh copies of the modules: one cart store per page load, as in a browser. */
async function freshModules() {
  vi.resetModules();
  const [hook, providers] = await Promise.all([import('./use-cart'), import('@tests/support/test-providers')]);
  const { TestProviders, createTestQueryClient } = providers;
  const client = providers.demoApiClient();
  const queryClient = createTestQueryClient();
  const Wrapper = ({ children }: { children: React.ReactNode }) => (
    <TestProviders api={client} queryClient={queryClient}>
      {children}
    </TestProviders>
  );
  return { useCart: hook.useCart, Wrapper, queryClient };
}

async function freshCart() {
  const { useCart, Wrapper, queryClient } = await freshModules();
  // Awaited: the cart's words load from their own file (React retries a suspended render only inside act).
  const rendered = await act(async () => renderHook(() => useCart(), { wrapper: Wrapper }));
  return { ...rendered, queryClient };
}

/** The toasts shown from now on (the shell's region listens to the same event). */
function recordToasts(): string[] {
  const seen: string[] = [];
  window.addEventListener(TOAST_EVENT, (event) => {
    const detail = eventDetail(event);
    if (typeof detail === 'object' && detail !== null && 'message' in detail && typeof detail.message === 'string') seen.push(detail.message);
  });
  return seen;
}

async function demoProduct(id: number): Promise<Product> {
  return api.call('getProduct', { pathParams: { id } });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('useCart', () => {
  it('writes what is added at once, says so, shows it, and restores it on the next load', async () => {
    const oil = await demoProduct(6);
    const toasts = recordToasts();
    const first = await freshCart();
    await waitFor(() => expect(first.result.current.hydrated).toBe(true));
    act(() => first.result.current.add(oil, 11, 2));
    // In the tap itself: stored and announced (the components showing the cart follow after the frame).
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '{}').lines).toMatchObject([{ declinationId: 11, quantity: 2 }]);
    expect(toasts).toEqual(['« Huile de massage relaxante lavande bio » a été ajouté au panier.']);
    await waitFor(() => expect(first.result.current.count).toBe(2));
    first.unmount();

    const second = await freshCart();
    await waitFor(() => expect(second.result.current.count).toBe(2));
    expect(second.result.current.state.lines[0]?.product.name).toBe(oil.name);
    act(() => second.result.current.clear());
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('keeps what was added when the page is left right after the tap, before its frame', async () => {
    const oil = await demoProduct(6);
    const first = await freshCart();
    await waitFor(() => expect(first.result.current.hydrated).toBe(true));
    act(() => first.result.current.add(oil, 11, 3));
    first.unmount();

    const second = await freshCart();
    await waitFor(() => expect(second.result.current.count).toBe(3));
  });

  it('follows another tab through the storage event', async () => {
    const oil = await demoProduct(6);
    const { result } = await freshCart();
    await waitFor(() => expect(result.current.hydrated).toBe(true));
    act(() => result.current.add(oil, 11));
    const written = window.localStorage.getItem(CART_STORAGE_KEY) ?? '';
    const other = JSON.parse(written);
    other.lines[0].quantity = 5;
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: JSON.stringify(other) }));
    });
    expect(result.current.count).toBe(5);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: null }));
    });
    expect(result.current.count).toBe(0);
  });

  it('starts empty over corrupt storage, says so in French, sets the entry aside and writes the next change', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const toasts = recordToasts();
    window.localStorage.setItem(CART_STORAGE_KEY, '{"version":1,"lines":[{');
    const oil = await demoProduct(6);
    const { result } = await freshCart();
    await waitFor(() => expect(result.current.hydrated).toBe(true));
    expect(result.current.state.lines).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('stored cart not read'));
    await waitFor(() => expect(toasts).toEqual(['Le panier enregistré dans ce navigateur n’a pas pu être relu : votre panier repart vide.']));
    expect(window.localStorage.getItem(`${CART_STORAGE_KEY}.illisible`)).toBe('{"version":1,"lines":[{');
    act(() => result.current.add(oil, 11));
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '{}').lines).toHaveLength(1);
  });

  it('loads a cart stored by the previous version (with server answers) without losing it, and stores it again without them', async () => {
    const oil = await demoProduct(6);
    const colissimo = { id: 1, name: 'Colissimo', price: 6.9, fdp: 6.9, deliveryType: 'DELIVERY', siteType: 'FRANCE', serviceCode: null };
    // The previous version wrote the same choices plus its server answers, under version 1.
    const first = await freshCart();
    await waitFor(() => expect(first.result.current.hydrated).toBe(true));
    act(() => {
      first.result.current.add(oil, 11, 2);
      first.result.current.dispatch({ type: 'setDeliveryType', deliveryType: 'delivery' });
      first.result.current.dispatch({ type: 'setCity', city: { postalCode: '85150', name: 'Les Achards' } });
      first.result.current.dispatch({ type: 'setPhone', phone: '06 12 34 56 78' });
    });
    first.unmount();
    const { discountCode: _code, ...current } = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '{}');
    const previous = {
      ...current,
      version: 1,
      carrier: colissimo,
      shippingPrices: [colissimo],
      discount: { code: 'BIENVENUE10', discount: null, value: 2.98, total: 33.72, subtotal: 29.8, shippingFees: 6.9, forLines: '11x2' },
    };
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(previous));
    const toasts = recordToasts();
    const { result } = await freshCart();
    await waitFor(() => expect(result.current.count).toBe(2));
    expect(result.current.state).toMatchObject({
      city: { postalCode: '85150' },
      carrier: { id: 1, deliveryType: 'DELIVERY' },
      phone: '06 12 34 56 78',
      discountCode: 'BIENVENUE10',
    });
    const stored = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '{}');
    expect(stored.version).toBe(2);
    expect(stored).not.toHaveProperty('shippingPrices');
    expect(stored).not.toHaveProperty('discount');
    expect(stored.carrier).toEqual({ id: 1, deliveryType: 'DELIVERY' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toasts).toEqual([]);
  });

  it('keeps the cart in memory when storage refuses writes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const oil = await demoProduct(6);
    const { result } = await freshCart();
    await waitFor(() => expect(result.current.hydrated).toBe(true));
    act(() => result.current.add(oil, 11));
    await waitFor(() => expect(result.current.count).toBe(1));
    act(() => result.current.step(result.current.state.lines[0]?.id ?? -1, 'increase'));
    expect(result.current.count).toBe(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('validation failure: stock refreshed from the API and the message kept on the line', async () => {
    const oil = await demoProduct(8);
    const { result } = await freshCart();
    await waitFor(() => expect(result.current.hydrated).toBe(true));
    // Declination 18 (75 cl) has no stock in the demo catalogue.
    act(() => result.current.add(oil, 18));
    let ok = true;
    await act(async () => {
      ok = await result.current.validate();
    });
    expect(ok).toBe(false);
    const line = result.current.state.lines[0];
    expect(result.current.state.error?.message).toMatch(/plus disponible/);
    expect(result.current.state.error?.lines[String(line?.id)]).toMatch(/plus disponible/);
  });

  it('applies a discount code, and says so in French for an unknown one', async () => {
    const voucher = await demoProduct(1);
    const { result, queryClient } = await freshCart();
    await waitFor(() => expect(result.current.hydrated).toBe(true));
    act(() => result.current.add(voucher, 1));
    await act(async () => {
      await result.current.applyDiscountCode('bienvenue10');
    });
    expect(result.current.state.discountCode).toBe('bienvenue10');
    // The totals are the query cache's, under the key the cart's summary reads.
    const totals = queryClient.getQueryData(orderTotalsQueryOptions(api, { products: [{ id: 1, quantity: 1 }], discountCode: 'bienvenue10' }).queryKey);
    expect(totals).toMatchObject({ total: 58.5, subtotal: 58.5 });
    await act(async () => {
      await result.current.applyDiscountCode('NOPE');
    });
    expect(result.current.state.error).toMatchObject({ scope: 'discount', message: 'Le code « NOPE » n’existe pas ou n’est plus valable.' });
  });

  it('renders on the server as not hydrated and empty, without touching storage', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const { useCart, Wrapper } = await freshModules();
    // The server renders once the cart's words have loaded (prerender waits; renderToString cannot).
    const [{ loadMessages }, { cartMessages }] = await Promise.all([import('@/features/i18n/messages'), import('./messages')]);
    await loadMessages(cartMessages, 'fr_FR');
    function Probe() {
      const cart = useCart();
      return <p>{cart.hydrated ? `hydrated ${cart.count}` : 'loading'}</p>;
    }
    const html = renderToString(
      <Wrapper>
        <Probe />
      </Wrapper>,
    );
    expect(html).toContain('loading');
    expect(getItem).not.toHaveBeenCalled();
  });
});
