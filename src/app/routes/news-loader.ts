/**
 * Loader of the news page (`/actualites`, issue 9 "News"): the CMS page's own blocks (title,
 * promoted item) and the page of news named by `?page=` (10 per page, SPEC §9), in parallel. The
 * list is prefetched without throwing: a failed list shows "Réessayer" inside the page.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { newsQueryOptions } from '@/api/queries/content';
import { readPageParam } from '@/lib/page-param';
import { cmsPageLoader, loaderContextOf, type CmsPageData, type LoaderContext } from './loaders';

/** Slug of the news page. */
export const NEWS_PAGE_SLUG = 'actualites';

/** News per page (SPEC §9). */
export const NEWS_PAGE_SIZE = 10;

/** What the news route hands its component. */
export interface NewsRouteData {
  page: number;
  cms: CmsPageData;
}

/** True for what {@link newsLoader} returns. */
export function isNewsRouteData(value: unknown): value is NewsRouteData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'page' in value &&
    typeof value.page === 'number' &&
    'cms' in value &&
    typeof value.cms === 'object' &&
    value.cms !== null
  );
}

/** The news list's query of a page (the loader and the page build the same key). */
export const newsPageQueryOptions = (api: LoaderContext['api'], page: number) => newsQueryOptions(api, { page, nbItem: NEWS_PAGE_SIZE, orderBy: '-date' });

/** `/actualites`: the page's blocks and one page of news. */
const newsCmsLoader = cmsPageLoader({ slug: NEWS_PAGE_SLUG });

export async function newsLoader(args: LoaderFunctionArgs): Promise<NewsRouteData> {
  const context = loaderContextOf(args);
  const page = readPageParam(new URL(args.request.url).searchParams);
  const [cms] = await Promise.all([newsCmsLoader(args), context.queryClient.prefetchQuery(newsPageQueryOptions(context.api, page))]);
  return { page, cms };
}
