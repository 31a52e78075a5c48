import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { ProductSummary } from '@/api/queries/catalogue';
import { productSummary } from '@/api/queries/catalogue';
import { ProductOffer } from '@/features/catalogue/product-offer';
import { I18nProvider } from '@/features/i18n/use-i18n';
import { ProductCard } from '@/ui/product-card';
import { createTestQueryClient, demoApiClient, TestProviders } from '@tests/support/test-providers';
import { useProductCardData } from './product-card-data';

function Card({ product }: { product: ProductSummary }) {
  const cardData = useProductCardData();
  return <ProductCard {...cardData(product, false)} />;
}

describe('useProductCardData', () => {
  it('marks a name the API left in the site’s language: lang="fr" on the card’s heading of an English page, none when translated', async () => {
    const api = demoApiClient(52).inLocale('en_GB');
    const [left, translated] = await Promise.all([1, 4].map((id) => api.request('getProduct', { pathParams: { id } })));
    await act(async () =>
      render(
        <TestProviders api={api} queryClient={createTestQueryClient()}>
          <I18nProvider locale="en_GB" locales={['fr_FR', 'en_GB']}>
            <Suspense fallback={null}>
              <Card product={productSummary({ ...left!, untranslated: ['name', 'description'] })} />
              <Card product={productSummary(translated!)} />
            </Suspense>
          </I18nProvider>
        </TestProviders>,
      ),
    );
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.getAttribute('lang'))).toEqual(['fr', null]);
  });

  it.each([
    ['fr_FR', 'Cartons et coffrets'],
    ['en_GB', 'Cases and gift boxes'],
  ] as const)('names a box on its page as on its card, by the catalogue’s kind (%s: « %s »), not « Coffret »', async (locale, kind) => {
    const api = demoApiClient(52).inLocale(locale);
    // Site 52's discovery case: a box (type BOX) whose kind the catalogue's filter calls « Cartons et coffrets ».
    const box = await api.request('getProduct', { pathParams: { id: 15 } });
    const { container } = await act(async () =>
      render(
        <TestProviders api={api} queryClient={createTestQueryClient()}>
          <I18nProvider locale={locale} locales={['fr_FR', 'en_GB']}>
            <Suspense fallback={null}>
              <Card product={productSummary(box)} />
              <ProductOffer product={box} useStock nameId="name" wantedDeclinationId={null} technicalFile={false} />
            </Suspense>
          </I18nProvider>
        </TestProviders>,
      ),
    );
    await screen.findByRole('heading', { level: 1 });
    const kickers = [...container.querySelectorAll('.product-card__kicker, .product-page__kicker')].map((p) => p.textContent);
    expect(kickers).toEqual([kind, kind]);
  });
});
