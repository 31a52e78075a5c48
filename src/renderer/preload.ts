/**
 * Route-loader helper: before a page renders, load the code of every block its conf uses and
 * prefetch the data those blocks declare, all in parallel (no waterfall, no fetching in effects).
 * Critical data is awaited; deferred data is started and left running (in the browser only).
 */
import { QueryClient } from '@tanstack/react-query';
import { reportError } from '@/lib/report-error';
import type { ApiClient } from '@/api/client';
import type { Block, ComponentConf, Page } from '@/api/generated/types';
import type { BlockRegistry, LanguageParams, ReadInBothLocales } from './block-contract';
import { blocksOfPage } from './page-check';

/** What the page loaders need to preload blocks: the tenant's client, the cache and the registry. */
export interface PreloadContext {
  api: ApiClient;
  queryClient: QueryClient;
  registry: BlockRegistry;
}

function flatten(blocks: readonly Block[], out: Block[] = []): Block[] {
  for (const block of blocks) {
    out.push(block);
    if (block.children) flatten(block.children, out);
  }
  return out;
}

async function preloadBlock(block: Block, { api, queryClient, registry }: PreloadContext): Promise<void> {
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
    await Promise.allSettled(result.data(api).map((need) => need.ensure(queryClient)));
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

/** How long another locale's answers read for a language link stay fresh (the page's own follow their factories). */
const OTHER_LOCALE_STALE_MS = 5 * 60_000;

/** The block's words of `search` as `locale` writes them (all dropped when they cannot be told). */
async function carried({ params, carry }: LanguageParams, search: URLSearchParams, read: ReadInBothLocales): Promise<URLSearchParams> {
  const values = new URLSearchParams([...search].filter(([name]) => params.includes(name)));
  const rest = new URLSearchParams([...search].filter(([name]) => !params.includes(name)));
  if ([...values].length === 0) return search;
  const said = await carry(values, read).catch((error: unknown) => {
    reportError(error, { where: 'language link', level: 'warning' });
    return new URLSearchParams();
  });
  for (const [name, value] of said) if (params.includes(name)) rest.append(name, value);
  return rest;
}

/**
 * The address's query (`search`) as each of `locales` writes it, for the language switcher's link:
 * the page's blocks that read words of the page's language in the URL ({@link LanguageParams}) say
 * them in that locale's words (a value it has none for is left out); the other parameters are kept.
 * Keyed by locale, `?…` or `''`. Never rejects.
 */
export async function searchInLocales(
  context: PreloadContext,
  conf: ComponentConf | null | undefined,
  page: Page | null | undefined,
  search: URLSearchParams,
  locales: readonly string[],
): Promise<Record<string, string>> {
  const { api, queryClient, registry } = context;
  const blocks = await Promise.all(flatten(blocksOfPage(conf, page)).map((block) => registry.load(block.component).catch(() => null)));
  const carriers = [...new Set(blocks.flatMap((block) => (block?.languageParams ? [block.languageParams] : [])))];
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const there = api.inLocale(locale);
      // Another locale's answers are cached under a key of their own (the cache's keys name no
      // locale: a page has one), fetched by a client of that locale's own.
      const elsewhere = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const read: ReadInBothLocales = (factory) => {
        const other = factory(there);
        return Promise.all([
          queryClient.fetchQuery(factory(api)),
          queryClient.fetchQuery({ queryKey: [...other.queryKey, { locale }], queryFn: () => elsewhere.fetchQuery(other), staleTime: OTHER_LOCALE_STALE_MS }),
        ]);
      };
      let said = search;
      for (const carrier of carriers) said = await carried(carrier, said, read);
      const query = said.toString();
      return [locale, query ? `?${query}` : ''] as const;
    }),
  );
  return Object.fromEntries(entries);
}
