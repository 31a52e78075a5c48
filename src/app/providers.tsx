/**
 * App-wide providers: the query cache, the tenant's API client and the block registry. This is the
 * composition root's one hand-over of the registry to the renderer (DESIGN.md §2).
 */
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ApiProvider } from '@/api/api-context';
import type { ApiClient } from '@/api/client';
import type { BlockRegistry } from '@/renderer/block-contract';
import { BlockRegistryProvider } from '@/renderer/registry-context';

/** Props of {@link Providers}. */
export interface ProvidersProps {
  api: ApiClient;
  queryClient: QueryClient;
  registry: BlockRegistry;
  children: ReactNode;
}

/** Wrap the app (browser and server alike) in its providers. */
export function Providers({ api, queryClient, registry, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <BlockRegistryProvider registry={registry}>{children}</BlockRegistryProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
