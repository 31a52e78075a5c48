/**
 * What a block island renders once it is seen (./block-island-root.tsx): the block, through the
 * page's renderer, with the API client, the query cache and the registry it reads. A lazy chunk: on a
 * page the islands entry started (./main.tsx), TanStack Query, the API client and the registry come
 * with it, when the block is about to be used, not with the page. There the query cache starts as
 * the server's (the page's data block), so that the block hydrates with the data it rendered with.
 */
import { useState } from 'react';
import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ApiProvider } from '@/api/api-context';
import type { ApiClient } from '@/api/client';
import { createQueryClient } from '@/api/query-client';
import type { BlockIsland } from '@/renderer/block-island';
import { BlockIslandBlock } from '@/renderer/block-island-block';
import type { BlockRegistry } from '@/renderer/block-contract';
import { BlockRegistryProvider } from '@/renderer/registry-context';
import { blockRegistry } from '@registry/index';
import { embeddedAppConfig } from '@/app/embedded-config';
import { pageApiClient } from '@/app/page-api-client';
import { readServerState } from '@/app/server/state';
import { dehydratedStateOf } from '@/app/server/hydration-refs';

/** What a block island reads besides its props. */
export interface BlockIslandClients {
  api: ApiClient;
  queryClient: QueryClient;
  registry: BlockRegistry;
}

/** The island's own clients, on a page without the app: made from what the server wrote in the page. */
function ownClients(): BlockIslandClients {
  const config = embeddedAppConfig();
  if (!config) throw new Error('A block island outside the app on a page with no embedded configuration');
  const queryClient = createQueryClient();
  const state = readServerState(document);
  if (state) hydrate(queryClient, dehydratedStateOf(state.queries));
  return { api: pageApiClient(config), queryClient, registry: blockRegistry };
}

/** The island's block with what it reads. */
export default function BlockIslandContent({ island, clients }: { island: BlockIsland; clients: BlockIslandClients | undefined }) {
  const [own] = useState(() => clients ?? ownClients());
  return (
    <QueryClientProvider client={own.queryClient}>
      <ApiProvider client={own.api}>
        <BlockRegistryProvider registry={own.registry}>
          <BlockIslandBlock island={island} />
        </BlockRegistryProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
