import { describe, expect, inject, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@/api/client';
import { TOAST_EVENT, eventDetail } from '@/ui/ui-events';
import { renderBlock } from '@tests/support/render-block';
import { createTestQueryClient, TestProviders } from '@tests/support/test-providers';
import { definition } from './definition';
import { cartMessages } from '@/features/cart/messages';
import { loadMessages } from '@/features/i18n/messages';

const storedCart = () => JSON.parse(window.localStorage.getItem('vitrine.cart') ?? '{}') as { lines?: { declinationId: number; product: object }[] };

/** Two of site 51's gift vouchers. */
const GIFT_VOUCHERS = {
  title: 'Nos offres du moment',
  offers: [
    { productId: 1, declinationId: 1, text: 'Décrivez ici ce que contient cette offre.', actionLabel: 'Choisir cette offre' },
    { productId: 2, text: 'Une phrase pour donner envie.', actionLabel: 'Choisir cette offre' },
  ],
};

describe('product-offers', () => {
  it('inserted from its example, on any site, says no product is offered yet (its ids 1 and 2 were site 51’s vouchers)', async () => {
    await renderBlock(definition, definition.example);
    const region = screen.getByRole('region', { name: 'Nos offres du moment' });
    expect(region).toHaveTextContent('Aucun produit n’est proposé ici pour le moment.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('without its own button text, says « Ajouter au panier » in the page’s language: “Add to basket” on an English page', async () => {
    window.localStorage.clear();
    const { unmount } = await renderBlock(definition, { offers: [{ productId: 1, declinationId: 1 }] });
    expect(await screen.findByRole('button', { name: /^Ajouter au panier\u00a0: \S/u })).toHaveTextContent(/^Ajouter au panier$/u);
    unmount();
    await renderBlock(definition, { offers: [{ productId: 1, declinationId: 1 }] }, { locale: 'en_GB' });
    expect(await screen.findByRole('button', { name: /^Add to basket: \S/u })).toHaveTextContent(/^Add to basket$/u);
    expect(screen.queryByText(/Ajouter au panier/u)).toBeNull();
  });

  it('shows catalogue prices and adds the chosen declination to the cart', async () => {
    window.localStorage.clear();
    await renderBlock(definition, GIFT_VOUCHERS);
    expect(screen.getByRole('link', { name: 'Bon cadeau — massage californien' })).toHaveAttribute('href', '/boutique/bon-cadeau-massage-californien-1');
    // The price of what the button adds (declination 1, 65 €), not the product's « Dès … ».
    expect(screen.getByText('65 €')).toBeInTheDocument();
    const offer = screen.getByRole('button', { name: 'Choisir cette offre : Bon cadeau — massage californien' });
    await waitFor(() => expect(offer).toBeEnabled());
    await userEvent.click(offer);
    // The cart's code loads with the first line (cart-store.ts): the line is stored once it has arrived.
    await waitFor(() => expect(storedCart().lines).toMatchObject([{ declinationId: 1, quantity: 1 }]));
    // The card read the product's summary; the cart keeps the whole product (what the checkout reads).
    expect(storedCart().lines?.[0]?.product).toMatchObject({ id: 1, hasShippingFees: expect.any(Boolean), sellByMultipleOf: expect.any(Number) });
  });

  it('shows the price of the declination its button adds: « 90 € », not the product’s « Dès 65 € »', async () => {
    window.localStorage.clear();
    await renderBlock(definition, { offers: [{ productId: 1, declinationId: 2, actionLabel: 'Offrir ce massage' }] });
    expect(screen.getByText('90 €')).toBeInTheDocument();
    expect(screen.queryByText(/Dès/u)).toBeNull();
  });

  it('names each button with its product in the page’s language and typography', async () => {
    window.localStorage.clear();
    await renderBlock(definition, { offers: [{ productId: 1, declinationId: 1, actionLabel: 'Give this massage' }] }, { locale: 'en_GB' });
    expect(await screen.findByRole('button', { name: /^Give this massage: \S/u })).toBeInTheDocument();
  });

  it('on a page that carries only the summaries, asks for the product when pressed, and says so in French when it cannot', async () => {
    window.localStorage.clear();
    const apiUrl = inject('demoApiUrl');
    let online = true;
    const api = createApiClient({
      apiUrl,
      siteId: 51,
      getLocale: () => 'fr_FR',
      getToken: () => null,
      appOrigin: apiUrl,
      fetch: (input, init) => (online ? fetch(input, init) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    const queryClient = createTestQueryClient();
    const result = definition.check(GIFT_VOUCHERS);
    if (!result.ok) throw new Error(result.message);
    await act(async () => {
      render(
        <TestProviders api={api} queryClient={queryClient}>
          {result.render(undefined, false)}
        </TestProviders>,
      );
    });
    const offer = await screen.findByRole('button', { name: 'Choisir cette offre : Bon cadeau — massage californien' }, { timeout: 5000 });
    await waitFor(() => expect(offer).toBeEnabled());
    // What a server-rendered page hands the browser: the summaries, not the whole products.
    queryClient.removeQueries({ queryKey: [51, 'getProduct'] });
    expect(queryClient.getQueryData([51, 'productSummary', 1])).toBeDefined();
    const toasts: unknown[] = [];
    const listen = (event: Event) => toasts.push(eventDetail(event));
    window.addEventListener(TOAST_EVENT, listen);
    try {
      online = false;
      await userEvent.click(offer);
      const { offerNotAdded } = await loadMessages(cartMessages, 'fr_FR');
      await waitFor(() => expect(toasts).toContainEqual({ message: offerNotAdded, tone: 'error' }));
      expect(storedCart().lines ?? []).toEqual([]);
      await waitFor(() => expect(offer).toBeEnabled());
      online = true;
      await act(() => userEvent.click(offer));
      await waitFor(() => expect(storedCart().lines).toMatchObject([{ declinationId: 1, product: { id: 1, hasShippingFees: expect.any(Boolean) } }]));
    } finally {
      window.removeEventListener(TOAST_EVENT, listen);
    }
  });
});
