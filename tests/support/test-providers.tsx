/**
 * Test-only providers (renderer, registry and app tests): the demo API started by Vitest's global
 * set-up as the backend (no mocks of our modules), a fresh QueryClient without retries (TanStack's
 * testing guide), the real block registry, and a router.
 */
import type { ReactNode } from 'react';
import { inject } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createApiClient, type ApiClient } from '@/api/client';
import { ApiProvider } from '@/api/api-context';
import { BlockRegistryProvider } from '@/renderer/registry-context';
import { blockRegistry } from '@registry/index';

/** The app's block registry, as the composition root hands it to the renderer. */
export { blockRegistry };

/** A client for the demo API of this test run (site 51 fixtures). */
export function demoApiClient(siteId = 51): ApiClient {
  const url = inject('demoApiUrl');
  return createApiClient({ apiUrl: url, siteId, getLocale: () => 'fr_FR', getToken: () => null, appOrigin: url });
}

/** A client whose server is unreachable (port 9, which fetch refuses outright): calls fail like an outage. */
export function unreachableApiClient(): ApiClient {
  return createApiClient({
    apiUrl: 'http://127.0.0.1:9',
    siteId: 51,
    getLocale: () => 'fr_FR',
    getToken: () => null,
    appOrigin: 'http://127.0.0.1:9',
    timeoutMs: 2000,
  });
}

/** A QueryClient for one test: no retries, so failures surface at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** The providers the app gives a page (API, query cache, block registry, router). */
export function TestProviders({ api, queryClient, children }: { api: ApiClient; queryClient: QueryClient; children: ReactNode }) {
  return (
    <MemoryRouter>
      <ApiProvider client={api}>
        <QueryClientProvider client={queryClient}>
          <BlockRegistryProvider registry={blockRegistry}>{children}</BlockRegistryProvider>
        </QueryClientProvider>
      </ApiProvider>
    </MemoryRouter>
  );
}
