/** Pages: the menu tree, one page by slug, a page's component configuration. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { tenantKey } from './keys';

/** The page tree (menu), `GET /page`. Rarely changes: kept fresh for 5 minutes. */
export function pageTreeQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: tenantKey(api, 'page', 'tree'),
    queryFn: ({ signal }) => api.call('getPageTree', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** One page by its url slug, `GET /page/{slug}`. */
export function pageQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: tenantKey(api, 'page', 'slug', slug),
    queryFn: ({ signal }) => api.call('getPage', { pathParams: { slug }, signal }),
  });
}

/** A page's blocks, `GET /component/conf/{slug}`. */
export function componentConfQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: tenantKey(api, 'component-conf', slug),
    queryFn: ({ signal }) => api.call('getComponentConf', { pathParams: { slug }, signal }),
  });
}
