/**
 * What a block island renders once it is seen (./block-island-root.tsx): the block, through the
 * page's renderer, with the API client, the query cache and the registry it reads. A lazy chunk: on a
 * page the islands entry started (./main.tsx), TanStack Query, the API client and the registry come
 * with it, when the block is about to be used, not with the page, shared with the page's other such
 * parts (../page-clients.ts: the cache starts as the server's, so the block hydrates with its data).
 */
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider } from '@/api/api-context';
import type { BlockIsland } from '@/renderer/block-island';
import { BlockIslandBlock } from '@/renderer/block-island-block';
import type { BlockRegistry } from '@/renderer/block-contract';
import { BlockRegistryProvider } from '@/renderer/registry-context';
import { blockRegistry } from '@registry/index';
import { pageClients, type PageClients } from '@/app/page-clients';

/** What a block island reads besides its props. */
export interface BlockIslandClients extends PageClients {
  registry: BlockRegistry;
}

/** The island's block with what it reads. */
export default function BlockIslandContent({ island, clients }: { island: BlockIsland; clients: BlockIslandClients | undefined }) {
  const [own] = useState(() => clients ?? { ...pageClients(), registry: blockRegistry });
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
