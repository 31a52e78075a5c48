// @vitest-environment node
/**
 * Query factories and the query client against the real demo API: keys are tenant-scoped, factories
 * apply the spec's default paging, reads retry (but not on 4xx), writes never retry.
 */
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@/api/client';
import { ApiError } from '@/api/api-error';
import { createQueryClient, shouldRetryRead } from '@/api/query-client';
import { demoApiClient } from '@tests/support/test-providers';
import {
  albumsQueryOptions,
  blogListQueryOptions,
  elementsQueryOptions,
  googleReviewsQueryOptions,
  newsQueryOptions,
  promotedNewsQueryOptions,
  servicesQueryOptions,
} from '@/api/queries/content';
import { countriesQueryOptions, productsQueryOptions } from '@/api/queries/catalogue';
import { pageQueryOptions } from '@/api/queries/page';
import { callKeyPrefix } from '@/api/queries/keys';

const fresh = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('query factories', () => {
  it('scope every key by site id, so two tenants never share a cache entry', () => {
    const api51 = demoApiClient();
    const api52 = createApiClient({ apiUrl: 'http://127.0.0.1:9', siteId: 52, getLocale: () => 'fr_FR' });
    expect(newsQueryOptions(api51).queryKey[0]).toBe(51);
    expect(newsQueryOptions(api52).queryKey[0]).toBe(52);
    expect(pageQueryOptions(api51, 'accueil').queryKey).toEqual([51, 'getPage', { slug: 'accueil' }, null]);
    expect(newsQueryOptions(api51).queryKey.slice(0, 2)).toEqual([51, 'getNews']);
  });

  it('use one hierarchical scheme, so a call is invalidated by its key prefix', async () => {
    const api = demoApiClient();
    const qc = fresh();
    await Promise.all([qc.fetchQuery(newsQueryOptions(api)), qc.fetchQuery(promotedNewsQueryOptions(api)), qc.fetchQuery(pageQueryOptions(api, 'accueil'))]);
    await qc.invalidateQueries({ queryKey: callKeyPrefix(api, 'getNews'), refetchType: 'none' });
    expect(qc.getQueryState(newsQueryOptions(api).queryKey)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(promotedNewsQueryOptions(api).queryKey)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(pageQueryOptions(api, 'accueil').queryKey)?.isInvalidated).toBe(false);
  });

  it('build list query strings with the one list-query builder (prefixed filters, empty values skipped)', () => {
    const api = demoApiClient();
    const key = productsQueryOptions(api, { filters: { name: { type: 'like', value: 'huile' }, kind: { type: 'equal', value: '' } } }).queryKey;
    expect(key[3]).toEqual({ nbItem: '100', page: '1', orderBy: 'price', name: 'lk:huile' });
    expect(servicesQueryOptions(api).queryKey[3]).toEqual({ nbItem: '100', page: '1' });
    expect(servicesQueryOptions(api, ['sport', 'dos']).queryKey[3]).toMatchObject({ tag: 'sport,dos' });
  });

  it('fetch real data with the spec default paging', async () => {
    const api = demoApiClient();
    const qc = fresh();
    const [services, albums, blog, news, promoted, elements, reviews, products, countries] = await Promise.all([
      qc.fetchQuery(servicesQueryOptions(api)),
      qc.fetchQuery(albumsQueryOptions(api)),
      qc.fetchQuery(blogListQueryOptions(api)),
      qc.fetchQuery(newsQueryOptions(api)),
      qc.fetchQuery(promotedNewsQueryOptions(api)),
      qc.fetchQuery(elementsQueryOptions(api, 'ateliers')),
      qc.fetchQuery(googleReviewsQueryOptions(api)),
      qc.fetchQuery(productsQueryOptions(api)),
      qc.fetchQuery(countriesQueryOptions(api)),
    ]);
    expect(JSON.stringify(services)).toMatch(/massage/i);
    expect(JSON.stringify(albums).length).toBeGreaterThan(100);
    expect(JSON.stringify(blog)).toMatch(/massage/i);
    expect(JSON.stringify(news).length).toBeGreaterThan(100);
    expect(JSON.stringify(promoted)).toMatch(/"promoted":true/);
    expect(JSON.stringify(promoted)).not.toMatch(/"promoted":false/);
    expect(JSON.stringify(elements).length).toBeGreaterThan(100);
    expect(JSON.stringify(reviews)).toMatch(/rating/i);
    expect(JSON.stringify(products)).toMatch(/declination/i);
    expect(JSON.stringify(countries)).toMatch(/France/);
    expect(productsQueryOptions(api).queryKey[3]).toMatchObject({ nbItem: '100', page: '1', orderBy: 'price' });
    expect(elementsQueryOptions(api, 'ateliers').queryKey[3]).toMatchObject({ nbItem: '24', page: '1' });
    expect(blogListQueryOptions(api).queryKey[3]).toMatchObject({ nbItem: '12', page: '1' });
  });
});

describe('query client defaults', () => {
  it('retries reads twice on server or network errors, never on client errors', () => {
    const serverError = new ApiError({ message: 'panne', status: 500, callId: 'getNews' });
    const noResponse = new ApiError({ message: 'fetch failed', status: 0, callId: 'getNews' });
    const notFound = new ApiError({ message: 'Page introuvable', status: 404, callId: 'getPage' });
    expect(shouldRetryRead(0, serverError)).toBe(true);
    expect(shouldRetryRead(1, noResponse)).toBe(true);
    expect(shouldRetryRead(2, serverError)).toBe(false);
    expect(shouldRetryRead(0, notFound)).toBe(false);
  });

  it('never retries writes', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
