/**
 * App-wide providers (browser and server alike): the query cache, the tenant's API client, the
 * cookie-consent state and the block registry. This is the composition root's one hand-over of the
 * registry to the renderer (DESIGN.md §2).
 */
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ApiProvider } from '@/api/api-context';
import type { ApiClient } from '@/api/client';
import type { AppConfig } from '@/api/generated/types';
import { ConsentProvider } from '@/features/consent/use-consent';
import type { BlockRegistry } from '@/renderer/block-contract';
import { BlockRegistryProvider } from '@/renderer/registry-context';

/** Props of {@link Providers}. */
export interface ProvidersProps {
  api: ApiClient;
  queryClient: QueryClient;
  /** The block registry the renderer draws from (`blockRegistry` of `registry/index.ts`). */
  registry: BlockRegistry;
  /**
   * The configuration's analytics tools (consent banner, tool loading). The visitor's choice is read
   * in the browser after hydration: the server renders every visitor's page alike.
   */
  analytics: AppConfig['analytics'];
  children: ReactNode;
}

/** Wrap the app in its providers. */
export function Providers({ api, queryClient, registry, analytics, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <ConsentProvider analytics={analytics}>
          <BlockRegistryProvider registry={registry}>{children}</BlockRegistryProvider>
        </ConsentProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
