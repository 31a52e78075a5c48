import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('product-offers', () => {
  it('shows catalogue prices and adds the chosen declination to the cart', async () => {
    window.localStorage.clear();
    await renderBlock(definition, definition.example);
    expect(screen.getByRole('link', { name: 'Bon cadeau — massage californien' })).toHaveAttribute('href', '/boutique/bon-cadeau-massage-californien-1');
    expect(screen.getByText('Dès 65 €')).toBeInTheDocument();
    const offer = screen.getByRole('button', { name: 'Offrir ce massage : Bon cadeau — massage californien' });
    await waitFor(() => expect(offer).toBeEnabled());
    await userEvent.click(offer);
    const stored = JSON.parse(window.localStorage.getItem('vitrine.cart') ?? '{}');
    expect(stored.lines).toMatchObject([{ declinationId: 1, quantity: 1 }]);
    // The card read the product's summary; the cart keeps the whole product (what the checkout reads).
    expect(stored.lines[0].product).toMatchObject({ id: 1, hasShippingFees: expect.any(Boolean), sellByMultipleOf: expect.any(Number) });
  });
});
