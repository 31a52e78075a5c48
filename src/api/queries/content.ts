/** Query factories for content: services, albums, blog, news, elements, forms, reviews (SPEC §7 Content). */
import { ApiError } from '../api-error';
import type { ApiClient } from '../client';
import type { Service } from '../generated/types';
import type { ListQuery } from '@/lib/list-query';
import { listQueryOptions, readQueryOptions } from './read';

const TEN_MINUTES = 10 * 60_000;

/** A service as a list of services shows it: without its `content` HTML, which only its own page shows. */
export type ListedService = Omit<Service, 'content'>;

/**
 * Services, optionally filtered by tags (SPEC §9: page size 100), each as a {@link ListedService}:
 * the lists, the booking and the home's structured data never show a service's text, its page reads
 * it with {@link serviceQueryOptions}; carried with every page that lists services, it was a third
 * of the home's data block (issue 37: ≈ 1 KB of its gzip HTML). Same key as the call's (its
 * invalidation by prefix reaches it).
 */
export const servicesQueryOptions = (api: ApiClient, tags: readonly string[] = []) => {
  const list: ListQuery = { page: 1, nbItem: 100, filters: { tag: { type: 'equal', value: tags } } };
  return listQueryOptions(api, 'getServices', {
    list,
    view: ({ services, ...answer }): { services: ListedService[]; total?: number } => ({
      ...answer,
      services: services.map(({ content: _html, ...service }) => service),
    }),
  });
};
/** One service. */
export const serviceQueryOptions = (api: ApiClient, id: number) => readQueryOptions(api, 'getService', { pathParams: { id } });
/** Albums (SPEC §9: up to 100 per page). */
export const albumsQueryOptions = (api: ApiClient) => listQueryOptions(api, 'getAlbums', { list: { page: 1, nbItem: 100 } });
/** One album with its images. */
export const albumQueryOptions = (api: ApiClient, id: number) => readQueryOptions(api, 'getAlbum', { pathParams: { id } });
/** Filters and paging of a blog list (SPEC §9: 12 per page, page 1 by default). */
export interface BlogListOptions {
  page?: number;
  nbItem?: number;
  /** Title search: the `lk:` (like) filter of SPEC §7; blank = no filter. */
  title?: string;
  /** One tag (equality); blank = no filter. */
  tag?: string;
}

/** The list query of a blog list: paging, then the title (`lk:`) and tag filters (blank ones are skipped by the builder, SPEC §5). */
function blogList({ page = 1, nbItem = 12, title = '', tag = '' }: BlogListOptions): ListQuery {
  return { page, nbItem, filters: { title: { type: 'like', value: title.trim() }, tags: { type: 'equal', value: tag.trim() } } };
}

/** Blog articles of every folder, newest first (SPEC §9: 12 per page, page 1 by default). */
export const blogListQueryOptions = (api: ApiClient, options: BlogListOptions = {}) => listQueryOptions(api, 'getBlogFolderList', { list: blogList(options) });
/** Blog articles of one folder and its sub-folders (same default paging and filters). */
export const blogFolderArticlesQueryOptions = (api: ApiClient, folderId: number, options: BlogListOptions = {}) =>
  listQueryOptions(api, 'getBlogFolderListById', { pathParams: { id: folderId }, list: blogList(options) });
/** Every blog folder (names and slugs for links and the folder filter); rarely changes: fresh for 10 minutes. */
export const blogFoldersQueryOptions = (api: ApiClient) => readQueryOptions(api, 'getBlogFolders', undefined, { staleTime: TEN_MINUTES });
/** One blog folder. */
export const blogFolderQueryOptions = (api: ApiClient, id: number) => readQueryOptions(api, 'getBlogFolder', { pathParams: { id } });
/** Breadcrumb of a blog folder. */
export const blogFolderArianeQueryOptions = (api: ApiClient, id: number) => readQueryOptions(api, 'getBlogFolderAriane', { pathParams: { id } });
/** Breadcrumb of a blog article. */
export const blogArianeQueryOptions = (api: ApiClient, id: number) => readQueryOptions(api, 'getBlogAriane', { pathParams: { id } });
/** One blog article, by id or url slug. */
export const blogQueryOptions = (api: ApiClient, idOrSlug: string) => readQueryOptions(api, 'getBlog', { pathParams: { id: idOrSlug } });
/** News (SPEC §9: 10 per page). */
export const newsQueryOptions = (api: ApiClient, list: ListQuery = {}) => listQueryOptions(api, 'getNews', { list: { page: 1, nbItem: 10, ...list } });
/** The promoted news item(s) (`GET /news?promoted=true`, SPEC §7). */
export const promotedNewsQueryOptions = (api: ApiClient) =>
  listQueryOptions(api, 'getNews', { list: { filters: { promoted: { type: 'equal', value: 'true' } } } });
/** Elements of a route (SPEC §9: 24 per page by default). */
export const elementsQueryOptions = (api: ApiClient, route: string, list: ListQuery = {}) =>
  listQueryOptions(api, 'getElements', { pathParams: { route }, list: { page: 1, nbItem: 24, ...list } });
/** The collection of the footer's partner and label logos (schemas/calls.json, getElements: our key). */
export const FOOTER_LOGOS_ROUTE = 'logos-pied-de-page';
/**
 * The footer's partner and label logos: one page of 100 elements (SPEC §9 "footer logo elements,
 * 100 per page"), part of the shell's data (the root loader asks for it). They change rarely: fresh
 * for 10 minutes. A site without that collection (the API answers 404) simply has no logos: an empty
 * list, cached like any answer, so no page of such a site asks again and again for what is not there.
 */
export const footerLogosQueryOptions = (api: ApiClient) => {
  const options = listQueryOptions(api, 'getElements', { pathParams: { route: FOOTER_LOGOS_ROUTE }, list: { page: 1, nbItem: 100 }, staleTime: TEN_MINUTES });
  const { queryFn } = options;
  return {
    ...options,
    queryFn: (async (context) => {
      try {
        return await queryFn!(context);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { elements: [], total: 0 };
        throw error;
      }
    }) satisfies typeof queryFn,
  };
};
/** One element. */
export const elementQueryOptions = (api: ApiClient, route: string, id: number) => readQueryOptions(api, 'getElement', { pathParams: { route, id } });
/** A form and its fields. */
export const formQueryOptions = (api: ApiClient, id: number) => readQueryOptions(api, 'getForm', { pathParams: { id } });
/**
 * Latest reviews and average rating; they change slowly: fresh for 10 minutes. `from` (a day,
 * `YYYY-MM-DD`) keeps only the reviews written since then (`GET /google/reviews?from=`); blank = all.
 */
export const googleReviewsQueryOptions = (api: ApiClient, from = '') =>
  readQueryOptions(api, 'getGoogleReviews', from ? { query: { from } } : undefined, { staleTime: TEN_MINUTES });

/** What {@link bookingAvailabilityQueryOptions} asks: a service, a length (minutes), Paris days `YYYY-MM-DD`. */
export interface BookingAvailabilityArgs {
  serviceId: number;
  duration: number;
  from: string;
  to: string;
}

/**
 * The free start times of a service and length over a day range (`GET /booking/availability`, our
 * call). Times are taken by other visitors at any moment: fresh for 30 s only, and read again when
 * the visitor comes back to the tab; `POST /booking` still refuses a time taken in between (409).
 */
export const bookingAvailabilityQueryOptions = (api: ApiClient, { serviceId, duration, from, to }: BookingAvailabilityArgs) => ({
  ...readQueryOptions(api, 'getBookingAvailability', { query: { serviceId, duration, from, to } }, { staleTime: 30_000 }),
  refetchOnWindowFocus: true,
});
