/**
 * What the site's pages hold, read from the page tree and each page's component conf (cached
 * through the query factories): the sitemap lists what they show, and the short element URL
 * (`/element/{id}`) finds the collections an element can belong to.
 */
import type { Block, Element, Page } from '@/api/generated/types';
import { elementQueryOptions } from '@/api/queries/content';
import { componentConfQueryOptions, pageTreeQueryOptions } from '@/api/queries/page';
import { ApiError } from '@/api/api-error';
import { isPrivatePath } from '@/lib/private-paths';
import { indexTree } from '@/app/layouts/menu-model';
import type { LoaderContext } from './loaders';

/** The API and the request's query cache: all these reads need. */
type ReadContext = Pick<LoaderContext, 'api' | 'queryClient'>;

/** A block and every block nested in it, depth first. */
function allBlocks(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((block) => [block, ...allBlocks(block.children ?? [])]);
}

/** The pages of the tree a visitor can open at their own URL, in menu order. */
export function treePages(tree: readonly Page[]): Array<{ page: Page; path: string }> {
  return [...indexTree(tree).values()]
    .filter(({ page, canonicalPath }) => !page.link?.trim() && page.type !== 'LINK' && !isPrivatePath(canonicalPath))
    .map(({ page, canonicalPath }) => ({ page, path: canonicalPath }));
}

/** Every block of these pages' component confs, nested ones included; a conf that fails is skipped (one request per page, in parallel). */
export async function pagesBlocks({ api, queryClient }: ReadContext, pages: ReadonlyArray<{ page: Page }>): Promise<Block[]> {
  const confs = await Promise.all(pages.map(({ page }) => queryClient.ensureQueryData(componentConfQueryOptions(api, page.url)).catch(() => null)));
  return confs.flatMap((conf) => (conf ? allBlocks(conf.blocks) : []));
}

/** The element collections (`GET /element/{route}`) that these blocks list, without repeats. */
export function elementRoutesOf(blocks: readonly Block[]): string[] {
  return [...new Set(blocks.flatMap((block) => (block.component === 'element-list' && typeof block.props.route === 'string' ? [block.props.route] : [])))];
}

/**
 * Finds element `id` among the collections the site's pages list, except `skip` (a collection
 * already asked). Costs the page tree, one component conf per page (both usually cached already)
 * and one element call per collection, in parallel. Null when no collection has it; an API failure
 * other than a 404 is thrown (the page then says the site failed rather than "not found").
 */
export async function findSiteElement(context: ReadContext, id: number, skip: string | null = null): Promise<Element | null> {
  const tree = await context.queryClient.ensureQueryData(pageTreeQueryOptions(context.api));
  const routes = elementRoutesOf(await pagesBlocks(context, treePages(tree))).filter((route) => route !== skip);
  const found = await Promise.all(
    routes.map((route) =>
      context.queryClient.ensureQueryData(elementQueryOptions(context.api, route, id)).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    ),
  );
  return found.find((element) => element !== null) ?? null;
}
