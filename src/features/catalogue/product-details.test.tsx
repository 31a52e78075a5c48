import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@/features/i18n/use-i18n';
import { createTestQueryClient, demoApiClient, TestProviders } from '@tests/support/test-providers';
import { ProductDetails } from './product-details';

describe('ProductDetails', () => {
  it('lists a box’s wines once each with their count, and marks a text the API left in the site’s language on an English page: the description and a box item’s name get lang="fr", the rest none', async () => {
    const api = demoApiClient(52).inLocale('en_GB');
    // Site 52's discovery box, in English, as the API answers when it has no translation of the description and of one item's name.
    const box = await api.request('getProduct', { pathParams: { id: 15 } });
    const [first, ...others] = box.products ?? [];
    expect(first).toBeDefined();
    const product = { ...box, untranslated: ['description'], products: [{ ...first!, untranslated: ['name'] }, ...others] };
    await act(async () =>
      render(
        <TestProviders api={api} queryClient={createTestQueryClient()}>
          <I18nProvider locale="en_GB" locales={['fr_FR', 'en_GB']}>
            <Suspense fallback={null}>
              <ProductDetails product={product} idPrefix="p" />
            </Suspense>
          </I18nProvider>
        </TestProviders>,
      ),
    );
    const description = (await screen.findByRole('region', { name: 'Description' })).querySelector('.product-page__description');
    expect(description).toHaveAttribute('lang', 'fr');
    // The box holds two of each of three wines: each is listed once, with its count.
    const items = screen.getAllByRole('link');
    expect(items.map((link) => `${link.getAttribute('lang') ?? '-'} ${link.textContent}`)).toEqual([
      'fr 2 × Cuvée des Ormeaux red — Fiefs Vendéens Brem',
      '- 2 × Cuvée des Ormeaux white — Fiefs Vendéens Brem',
      '- 2 × Cuvée des Ormeaux rosé — Fiefs Vendéens Brem',
    ]);
    expect(others).toHaveLength(5);
  });
});
