/** Pages: the menu tree, one page by slug, a page's component configuration. */
import type { ApiClient } from '../client';
import { readQueryOptions } from './read';

/** The page tree (menu), `GET /page`. Rarely changes: kept fresh for 5 minutes. */
export const pageTreeQueryOptions = (api: ApiClient) => readQueryOptions(api, 'getPageTree', undefined, 5 * 60_000);

/** One page by its url slug, `GET /page/{slug}`. */
export const pageQueryOptions = (api: ApiClient, slug: string) => readQueryOptions(api, 'getPage', { pathParams: { slug } });

/** A page's blocks, `GET /component/conf/{slug}`. */
export const componentConfQueryOptions = (api: ApiClient, slug: string) => readQueryOptions(api, 'getComponentConf', { pathParams: { slug } });
