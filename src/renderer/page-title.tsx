/**
 * A page's h1 when none of its blocks will show one. The h1 of a page usually comes from a block (a
 * hero, a heading of level 1); when that block fails (props the CMS broke, a component the registry
 * does not know, its data that did not load), the block is hidden for visitors and the page was left
 * with no heading at all: nothing for a screen reader to land on, nothing to say what the page is.
 * The page's title from the page tree stands in for it, above the blocks; the failed block is still
 * reported, and admins still see its diagnostic box.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { ApiClient } from '@/api/client';
import type { Block } from '@/api/generated/types';
import { frenchSpacing } from '@/lib/french-typography';
import { pageHeading } from '@/ui/page-heading';
import type { BlockDataNeed, BlockRegistry } from './block-contract';
import { failedNeed } from './block-failures';
import { useBlockRegistry } from './registry-context';

interface OpeningScope {
  registry: BlockRegistry;
  api: ApiClient;
  queryClient: QueryClient;
}

/** True when the block's critical data cannot show: its declaration throws, or a query failed. */
function dataFails(data: (api: ApiClient) => readonly BlockDataNeed[], scope: OpeningScope): boolean {
  try {
    return failedNeed(data(scope.api), scope.queryClient) !== undefined;
  } catch {
    return true;
  }
}

/**
 * True when one of `blocks` (containers' children included) will render the page's h1: its code is
 * known, its props pass (`opensPage` of its definition) and its critical data is there. A block whose
 * code has not loaded yet counts as opening the page (nothing to tell yet: better no stand-in than
 * two h1s); an unknown block never does.
 */
export function blocksOpenPage(blocks: readonly Block[], scope: OpeningScope): boolean {
  return blocks.some((block) => {
    if (!scope.registry.has(block.component)) return false;
    const definition = scope.registry.peek(block.component);
    if (!definition) return true;
    const result = definition.check(block.props, block.version);
    if (!result.ok || dataFails(result.data, scope)) return false;
    return result.opensPage || (definition.container && blocksOpenPage(block.children ?? [], scope));
  });
}

/**
 * The page's title as its h1, when {@link blocksOpenPage} says no block will show one; else nothing.
 * `PageRenderer` renders it in a `ServerHtmlPart`: the browser keeps what the server decided while
 * it hydrates (the code of static blocks never loads there, so it could not tell).
 */
export function PageTitleStandIn({ title, blocks }: { title: string; blocks: readonly Block[] }) {
  const registry = useBlockRegistry();
  const api = useApi();
  const queryClient = useQueryClient();
  if (blocksOpenPage(blocks, { registry, api, queryClient })) return null;
  return (
    <header className="vr-page-title">
      <h1 className={pageHeading.title}>{frenchSpacing(title)}</h1>
    </header>
  );
}
