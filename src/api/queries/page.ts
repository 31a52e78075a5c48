/** Pages: the menu tree, one page by slug, a page's component configuration. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { Page } from '../generated/types';
import { tenantKey } from './keys';
import { readQueryOptions } from './read';

/** `pages` and their children without their `cms` HTML. */
function withoutPageHtml(pages: readonly Page[]): Page[] {
  return pages.map(({ cms: _html, children, ...page }) => (children ? { ...page, children: withoutPageHtml(children) } : page));
}

/**
 * The page tree (menu), `GET /page`, without the pages' `cms` HTML (key `[siteId, 'pageTree']`):
 * the tree finds pages and builds the menu, and every page's text (≈ 17 KB of the demo site's 22)
 * would otherwise travel in every page's hydration data. A page's HTML is read with
 * {@link pageQueryOptions}. Rarely changes: kept fresh for 5 minutes.
 */
export const pageTreeQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: tenantKey(api, 'pageTree'),
    queryFn: async ({ signal }) => withoutPageHtml(await api.request('getPageTree', { signal })),
    staleTime: 5 * 60_000,
  });

/** One page by its url slug, `GET /page/{slug}`. */
export const pageQueryOptions = (api: ApiClient, slug: string) => readQueryOptions(api, 'getPage', { pathParams: { slug } });

/** A page's blocks, `GET /component/conf/{slug}`. */
export const componentConfQueryOptions = (api: ApiClient, slug: string) => readQueryOptions(api, 'getComponentConf', { pathParams: { slug } });
