/**
 * Loaders of the blog (issue 9, SPEC §2 "/articles-de-massages" and "/blog/*"): the listing — at
 * the URL of the site's BLOG page in its page tree, whatever its slug —, a folder page and an article. Each prefetches what its page shows through the query factories, in
 * parallel; the list itself is prefetched without throwing (a failed list shows "Réessayer" inside
 * the page, the page around it still renders). `BLOG_ENABLED` off makes every blog route a 404.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { BlogArianeEntry } from '@/api/generated/types';
import {
  blogArianeQueryOptions,
  blogFolderArianeQueryOptions,
  blogFolderArticlesQueryOptions,
  blogFolderQueryOptions,
  blogFoldersQueryOptions,
  blogListQueryOptions,
  blogQueryOptions,
} from '@/api/queries/content';
import { pageTreeQueryOptions } from '@/api/queries/page';
import { secondaryRead } from '@/api/query-client';
import { parametersQueryOptions } from '@/api/queries/site';
import { blogArticleKey, blogArticlePath, blogFolderKey, blogFolderPath, parseBlogSplat, readBlogListState, type BlogListState } from '@/lib/blog-paths';
import { indexParameters, parameterBoolean, type ParameterLike } from '@/lib/parameters';
import { slugify } from '@/lib/slug';
import { BLOG_PAGE_TYPE, breadcrumbOf, indexTree, pageOfType, resolvePath } from '@/app/layouts/menu-model';
import { appPathname, cmsPageLoader, homeCrumb, loaderContextOf, notFound, routeError, type CmsPageData, type LoaderContext } from './loaders';

/** Number of articles suggested under an article. */
export const RELATED_COUNT = 3;

/** One crumb of the page layout's breadcrumb. */
export interface Crumb {
  label: string;
  href: string;
  /** The label's language when it is not the page's (an API text left untranslated). */
  lang?: string;
}

/** True unless the `BLOG_ENABLED` parameter is off; unreadable or missing settings keep the blog on. */
export function isBlogEnabled(parameters: readonly ParameterLike[] | null | undefined): boolean {
  return parameterBoolean(indexParameters(parameters ?? []), 'BLOG_ENABLED', true);
}

/** 404 when the blog is switched off (settings that fail to load are not a reason to hide it). */
async function requireBlog({ api, queryClient }: LoaderContext): Promise<void> {
  const parameters = await queryClient.ensureQueryData(parametersQueryOptions(api)).catch(() => null);
  if (!isBlogEnabled(parameters)) notFound();
}

/** Where the blog's pages hang: the listing's path (null when the site has no BLOG page) and its crumbs. */
interface BlogTrail {
  listingPath: string | null;
  crumbs: Crumb[];
}

/** Home › … › the blog page, from the page tree; a plain home trail (« Accueil », "Home") when the tree is unavailable or has no blog page. */
async function blogTrail(context: LoaderContext): Promise<BlogTrail> {
  const { api, queryClient } = context;
  const tree = await queryClient.ensureQueryData(pageTreeQueryOptions(api)).catch(() => null);
  const index = tree ? indexTree(tree) : null;
  const blog = index ? pageOfType(index, BLOG_PAGE_TYPE) : null;
  if (!index || !blog) return { listingPath: null, crumbs: [await homeCrumb(context)] };
  return { listingPath: blog.canonicalPath, crumbs: breadcrumbOf(index, blog.page.url) };
}

/** Crumbs of folders from an ariane (root first). */
function folderCrumbs(entries: readonly BlogArianeEntry[]): Crumb[] {
  return entries.map((entry) => ({ label: entry.name, href: blogFolderPath(entry) }));
}

/** What the listing and folder routes hand their component. */
export interface BlogListRouteData {
  kind: 'listing' | 'folder';
  /** The blog page's slug on the listing (the shell builds its breadcrumb from the page tree). */
  slug: string | null;
  /** Path the list's links (pages, filters) are built on. */
  basePath: string;
  canonicalPath: string;
  state: BlogListState;
  /** The folder shown (folder pages). */
  folderId: number | null;
  /** The blog page's blocks (listing only: its intro). */
  cms: CmsPageData | null;
  crumbs: Crumb[];
  /** Path of the listing ("Tous les articles"); null when the site has no blog page. */
  listingPath: string | null;
}

/**
 * The catch-all route (SPEC §2: the pages of the tree by URL): the site's BLOG page is the blog
 * listing — its own blocks (intro), the folders and a page of articles —, any other page its CMS page.
 */
const showTreePage = cmsPageLoader({ fromPath: true });

export async function treePageLoader(args: LoaderFunctionArgs): Promise<BlogListRouteData | CmsPageData> {
  const context = loaderContextOf(args);
  const { api, queryClient } = context;
  const url = new URL(args.request.url);
  const tree = await queryClient.ensureQueryData(pageTreeQueryOptions(api)).catch(() => null);
  const node = tree ? resolvePath(indexTree(tree), appPathname(context, args.request)) : null;
  if (node?.page.type !== BLOG_PAGE_TYPE) return showTreePage(args);
  const state = readBlogListState(url.searchParams);
  const [, cms] = await Promise.all([
    requireBlog(context),
    showTreePage(args),
    queryClient.prefetchQuery(blogListQueryOptions(api, { page: state.page, title: state.q, tag: state.tag })),
    queryClient.prefetchQuery(blogFoldersQueryOptions(api)),
  ]);
  const path = cms.canonicalPath;
  return { kind: 'listing', slug: cms.slug, basePath: path, canonicalPath: path, state, folderId: null, cms, crumbs: [], listingPath: path };
}

/**
 * `/blog/rubrique/{slug}`: a folder, its breadcrumb and a page of its articles. A folder reached by
 * its id (`/blog/rubrique/2`, a link from the admin or an old one) is read with `GET /blog/folder/{id}`
 * and answers a 301 to its canonical URL; an id the API does not know is a 404.
 */
export async function blogFolderLoader(args: LoaderFunctionArgs): Promise<BlogListRouteData> {
  const { params, request } = args;
  const context = loaderContextOf(args);
  const { api, queryClient } = context;
  const key = slugify(params.folder ?? '');
  const [, folders] = await Promise.all([requireBlog(context), queryClient.ensureQueryData(blogFoldersQueryOptions(api)).catch(routeError)]);
  const url = new URL(request.url);
  const folder = folders.find((f) => blogFolderKey(f) === key) ?? (await folderById(context, key, url.search));
  const canonicalPath = blogFolderPath(folder);
  if (params.folder !== blogFolderKey(folder)) throw redirect(`${canonicalPath}${url.search}`);
  const state = readBlogListState(url.searchParams);
  const [ariane, trail] = await Promise.all([
    queryClient
      .ensureQueryData(secondaryRead(blogFolderArianeQueryOptions(api, folder.id)))
      .catch(() => [{ id: folder.id, url: folder.url, name: folder.name }]),
    blogTrail(context),
    queryClient.prefetchQuery(blogFolderArticlesQueryOptions(api, folder.id, { page: state.page, title: state.q, tag: state.tag })),
  ]);
  return {
    kind: 'folder',
    slug: null,
    basePath: canonicalPath,
    canonicalPath,
    state,
    folderId: folder.id,
    cms: null,
    crumbs: [...trail.crumbs, ...folderCrumbs(ariane)],
    listingPath: trail.listingPath,
  };
}

/** The folder of a numeric key, as a redirect to its canonical URL (keeping the list's query); a 404 otherwise. */
async function folderById({ api, queryClient }: LoaderContext, key: string, search: string): Promise<never> {
  if (!/^\d{1,9}$/.test(key)) notFound();
  const folder = await queryClient.ensureQueryData(blogFolderQueryOptions(api, Number(key))).catch(routeError);
  throw redirect(`${blogFolderPath(folder)}${search}`, 301);
}

/** What the article route hands its component. */
export interface BlogArticleRouteData {
  /** The key the article is cached under (its slug or id, as in the URL). */
  key: string;
  canonicalPath: string;
  crumbs: Crumb[];
  /** Path of the listing (tag links, "Tous les articles"); null when the site has no blog page. */
  listingPath: string | null;
}

/**
 * `/blog/{slug}`: the article (a real 404 when the API does not know it), then its breadcrumb,
 * the folders and a few articles of its folder, in parallel. An id or an old slug form redirects
 * to the canonical URL.
 */
export async function blogArticleLoader(args: LoaderFunctionArgs): Promise<BlogArticleRouteData> {
  const { params } = args;
  const context = loaderContextOf(args);
  const { api, queryClient } = context;
  const target = parseBlogSplat(params['*'] ?? '');
  if (target?.kind !== 'article') notFound();
  const [, article] = await Promise.all([requireBlog(context), queryClient.ensureQueryData(blogQueryOptions(api, target.key)).catch(routeError)]);
  const canonicalPath = blogArticlePath(article);
  if (target.key !== blogArticleKey(article)) throw redirect(canonicalPath);
  const [ariane, trail] = await Promise.all([
    queryClient.ensureQueryData(secondaryRead(blogArianeQueryOptions(api, article.id))).catch(() => []),
    blogTrail(context),
    queryClient.prefetchQuery(blogFoldersQueryOptions(api)),
    article.idFolder === null ? null : queryClient.prefetchQuery(blogFolderArticlesQueryOptions(api, article.idFolder, { nbItem: RELATED_COUNT + 1 })),
  ]);
  // The ariane ends with the article itself; its folders come first.
  const folders = ariane.filter((entry) => entry.id !== article.id || entry.url !== article.url);
  return {
    key: target.key,
    canonicalPath,
    crumbs: [...trail.crumbs, ...folderCrumbs(folders), { label: article.title, href: canonicalPath }],
    listingPath: trail.listingPath,
  };
}
