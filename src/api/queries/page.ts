/** Pages: the menu tree, one page by slug, a page's component configuration. */
import type { ApiClient } from '../client';
import type { Page } from '../generated/types';
import { readQueryOptions } from './read';

/**
 * A page of the tree (menu): the page without its `cms` HTML nor its `metaDescription`, which only
 * the page itself shows (read with {@link pageQueryOptions}).
 */
export type TreePage = Omit<Page, 'cms' | 'metaDescription' | 'children'> & { children?: TreePage[] };

/** `pages` and their children as pages of the tree. */
function treePages(pages: readonly Page[]): TreePage[] {
  return pages.map(({ cms: _html, metaDescription: _description, children, ...page }) => (children ? { ...page, children: treePages(children) } : page));
}

/**
 * The page tree (menu), `GET /page`, its pages without their `cms` HTML and their meta description
 * (under the call's key): the tree finds pages and builds the menu, and every page's text
 * (≈ 17 KB of the demo site's 22) and description (≈ 2.8 KB, issue 37) would otherwise travel in
 * every page's hydration data. Both are read with {@link pageQueryOptions}, for the page shown.
 * Rarely changes: kept fresh for 5 minutes.
 */
export const pageTreeQueryOptions = (api: ApiClient) => readQueryOptions(api, 'getPageTree', undefined, { staleTime: 5 * 60_000, view: treePages });

/** One page by its url slug, `GET /page/{slug}`. */
export const pageQueryOptions = (api: ApiClient, slug: string) => readQueryOptions(api, 'getPage', { pathParams: { slug } });

/** A page's blocks, `GET /component/conf/{slug}`. */
export const componentConfQueryOptions = (api: ApiClient, slug: string) => readQueryOptions(api, 'getComponentConf', { pathParams: { slug } });
