/**
 * Route-loader helper: before a page renders, load the code of every block its conf uses and
 * prefetch the data those blocks declare, all in parallel (no waterfall, no fetching in effects).
 * Critical data is awaited; deferred data is started and left running (in the browser only).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { Block, ComponentConf, Page } from '@/api/generated/types';
import type { BlockRegistry } from './block-contract';
import { blocksOfPage } from './page-check';

/** What the page loaders need to preload blocks: the tenant's client, the cache, the registry and the page's locale. */
export interface PreloadContext {
  api: ApiClient;
  queryClient: QueryClient;
  registry: BlockRegistry;
  /** The page's locale (`fr_FR`): the blocks' words are loaded in it. */
  locale: string;
}

/** The blocks and, depth first, their children. */
export function flatten(blocks: readonly Block[], out: Block[] = []): Block[] {
  for (const block of blocks) {
    out.push(block);
    if (block.children) flatten(block.children, out);
  }
  return out;
}

async function preloadBlock(block: Block, { api, queryClient, registry, locale }: PreloadContext): Promise<void> {
  try {
    const definition = await registry.load(block.component);
    if (!definition) return;
    const result = definition.check(block.props, block.version);
    if (!result.ok) return;
    // Secondary data: in the browser, started now, in parallel, never awaited (the block waits for it
    // on its own). Never on the server: whether an answer beat the render would decide the HTML (not
    // the same page twice, nor on Node and on the edge); the block's placeholder is rendered instead
    // and the browser fetches after hydration (`import.meta.env.SSR` is a build-time constant).
    if (!import.meta.env.SSR) for (const query of result.deferred(api)) void query.prefetch(queryClient);
    // Every need runs to its end: a failed one stays in the cache as an error, which the renderer shows.
    // The block's words with them: rendered by a client navigation, it shows at once, not its placeholder.
    await Promise.allSettled([...result.data(api).map((need) => need.ensure(queryClient)), definition.words?.load(locale)]);
  } catch {
    // Never fail the route for one block: the block's own boundary reports the failure when it renders.
    return;
  }
}

/**
 * Load block definitions and `ensureQueryData` their data needs, in parallel. Never rejects.
 * @param conf the page's component conf (null/empty: the page's default blocks are preloaded instead)
 * @param page the page, used for its default blocks when the conf has none
 */
export async function preloadPageBlocks(context: PreloadContext, conf: ComponentConf | null | undefined, page?: Page | null): Promise<void> {
  const top = blocksOfPage(conf, page);
  await Promise.all(flatten(top).map((block) => preloadBlock(block, context)));
}
