/**
 * Test support for block tests (never imported by app code): the real demo API started by Vitest's
 * global set-up (`inject('demoApiUrl')`) as the backend, a real ApiClient and a fresh QueryClient
 * (retry off, per TanStack's testing guide).
 */
import { Suspense, type ReactNode } from 'react';
import { expect, inject } from 'vitest';
import { act, render, waitFor, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createApiClient, type ApiClient } from '@/api/client';
import { ApiProvider } from '@/api/api-context';
import type { RegisteredBlock } from './block-kit';

/** A client for the demo API of the test run (site 51 fixtures). */
export function demoApiClient(): ApiClient {
  const url = inject('demoApiUrl');
  return createApiClient({ apiUrl: url, siteId: 51, getLocale: () => 'fr_FR', getToken: () => null, appOrigin: url });
}

/** A QueryClient for one test: no retries, so a failing call fails at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Wrap a block in the providers the app gives it (API, query cache, router). */
export function BlockTestProviders({ api, queryClient, children }: { api: ApiClient; queryClient: QueryClient; children: ReactNode }) {
  return (
    <MemoryRouter>
      <ApiProvider client={api}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ApiProvider>
    </MemoryRouter>
  );
}

/**
 * Render a block the way the renderer does (check → render) inside the app providers, and wait for
 * its data. Throws when the props are rejected, with the validator's errors.
 */
export async function renderBlock(
  definition: RegisteredBlock,
  props: unknown,
  options: { api?: ApiClient; diagnostics?: boolean; children?: ReactNode; version?: number } = {},
): Promise<RenderResult> {
  const result = definition.check(props, options.version);
  if (!result.ok) throw new Error(`${definition.name}: props rejected: ${result.message} ${JSON.stringify(result.errors)}`);
  // Awaited act(): a block that suspends (data, lazy code) is retried by React 19 only inside it.
  const view = await act(async () =>
    render(
    <BlockTestProviders api={options.api ?? demoApiClient()} queryClient={createTestQueryClient()}>
      <Suspense fallback={<p>Chargement du bloc…</p>}>{result.render(options.children, options.diagnostics ?? false)}</Suspense>
    </BlockTestProviders>,
    ),
  );
  await waitFor(() => expect(view.queryByText('Chargement du bloc…')).toBeNull(), { timeout: 5000 });
  return view;
}
