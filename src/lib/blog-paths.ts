/**
 * Readable URLs of the blog (SPEC §2 "/articles-de-massages" and "/blog with a catch-all child"),
 * built with the slug helper of SPEC §5. Pure functions shared by the routes, the blocks and the
 * sitemap, so every link to an article or a folder is the canonical one.
 *
 * - listing: the URL of the site's BLOG page (`/articles-de-massages` on site 51, menu-model.ts),
 *   `?page=2`, `?q=dos` (title search), `?tag=sport`
 * - folder: `/blog/rubrique/{folder slug}` (same query parameters)
 * - article: `/blog/{article slug}` (the API's `GET /blog/{id}` accepts the id or the slug)
 */
import { readPageParam } from './page-param';
import { slugify } from './slug';

/** Prefix of articles and folders (SPEC §2 "/blog with a catch-all child"). */
export const BLOG_BASE_PATH = '/blog';

/** Path segment that marks a folder page: `/blog/rubrique/{slug}`. */
export const BLOG_FOLDER_SEGMENT = 'rubrique';

/** What an article link needs. */
export interface BlogArticleRef {
  id: number;
  url?: string | null;
  title: string;
}

/** What a folder link needs. */
export interface BlogFolderRef {
  id: number;
  url?: string | null;
  name: string;
}

/**
 * The segment naming an article: its slug (`url`), or its id when it has no usable slug, because
 * the API finds an article by either and never by a slug made from the title.
 */
export function blogArticleKey(article: BlogArticleRef): string {
  return slugify(article.url ?? '') || String(article.id);
}

/** Canonical path of an article: `/blog/premiere-seance-de-massage`. */
export function blogArticlePath(article: BlogArticleRef): string {
  return `${BLOG_BASE_PATH}/${blogArticleKey(article)}`;
}

/** The segment naming a folder: its slug, else a slug of its name, else its id. */
export function blogFolderKey(folder: BlogFolderRef): string {
  return slugify(folder.url ?? '') || slugify(folder.name) || String(folder.id);
}

/** Canonical path of a folder page: `/blog/rubrique/bien-etre`. */
export function blogFolderPath(folder: BlogFolderRef): string {
  return `${BLOG_BASE_PATH}/${BLOG_FOLDER_SEGMENT}/${blogFolderKey(folder)}`;
}

/** URL state of a blog list: page (from 1), title search, tag. */
export interface BlogListState {
  page: number;
  q: string;
  tag: string;
}

/** Reads the list state from a query string; a missing, zero, negative or garbled page is page 1. */
export function readBlogListState(search: URLSearchParams): BlogListState {
  return { page: readPageParam(search), q: (search.get('q') ?? '').trim().slice(0, 100), tag: slugify(search.get('tag') ?? '') };
}

/**
 * A list URL for `state` under `basePath` (the listing or a folder page). Page 1 and empty filters
 * are left out, so every list has one URL per state and reloading it shows the same items.
 */
export function blogListHref(basePath: string, state: Partial<BlogListState>): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.tag) params.set('tag', state.tag);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** What a `/blog/*` path names: an article, a folder, or nothing the blog knows. */
export type BlogPathTarget = { kind: 'article'; key: string } | { kind: 'folder'; key: string } | null;

/**
 * Reads the splat of `/blog/*`: `rubrique/{slug}` is a folder, a single segment is an article
 * (slug or numeric id), anything else is not a blog URL (a 404).
 */
export function parseBlogSplat(splat: string): BlogPathTarget {
  const segments = splat.split('/').filter(Boolean);
  if (segments.length === 2 && segments[0] === BLOG_FOLDER_SEGMENT) {
    const key = slugify(segments[1] ?? '');
    return key ? { kind: 'folder', key } : null;
  }
  if (segments.length === 1) {
    const key = segments[0] ?? '';
    return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key) ? { kind: 'article', key } : null;
  }
  return null;
}
