import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { siteInfoQueryOptions } from '@/api/queries/site';
import { I18nProvider } from '@/features/i18n/use-i18n';
import { createTestQueryClient, demoApiClient, TestProviders } from '@tests/support/test-providers';
import { DeclinationFacts } from './declination-facts';

/** The facts of a product's first dated declination on site `siteId`, its site information read as the root loader does. */
async function renderFacts(siteId: number, productId: number) {
  const api = demoApiClient(siteId);
  const queryClient = createTestQueryClient();
  await queryClient.fetchQuery(siteInfoQueryOptions(api));
  const product = await api.request('getProduct', { pathParams: { id: productId } });
  const declination = product.declinations.find((d) => d.year);
  expect(declination).toBeDefined();
  await act(async () =>
    render(
      <TestProviders api={api} queryClient={queryClient}>
        <I18nProvider locale="fr_FR">
          <Suspense fallback={null}>
            <DeclinationFacts declination={declination!} reference={product.reference} />
          </Suspense>
        </I18nProvider>
      </TestProviders>,
    ),
  );
  return declination!.year;
}

describe('DeclinationFacts', () => {
  it('calls a winemaker’s year its « Millésime », as a wine label does', async () => {
    const year = await renderFacts(52, 1);
    expect(await screen.findByText('Millésime')).toBeInTheDocument();
    expect(screen.getByText(String(year))).toBeInTheDocument();
    expect(screen.queryByText('Récolte')).toBeNull();
  });

  it('calls another product’s year its « Récolte » (site 51’s oils)', async () => {
    const dated = (await demoApiClient(51).request('getProducts', {})).products.find((p) => p.declinations.some((d) => d.year));
    expect(dated).toBeDefined();
    await renderFacts(51, dated!.id);
    expect(await screen.findByText('Récolte')).toBeInTheDocument();
    expect(screen.queryByText('Millésime')).toBeNull();
  });
});
