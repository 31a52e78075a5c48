/**
 * Loaders of the blog (issue 9, SPEC §2 "/articles-de-massages" and "/blog/*"): the listing, a
 * folder page and an article. Each prefetches what its page shows through the query factories, in
 * parallel; the list itself is prefetched without throwing (a failed list shows "Réessayer" inside
 * the page, the page around it still renders). `BLOG_ENABLED` off makes every blog route a 404.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { BlogArianeEntry, Parameter } from '@/api/generated/types';
import {
  blogArianeQueryOptions,
  blogFolderArianeQueryOptions,
  blogFolderArticlesQueryOptions,
  blogFoldersQueryOptions,
  blogListQueryOptions,
  blogQueryOptions,
} from '@/api/queries/content';
import { pageTreeQueryOptions } from '@/api/queries/page';
import { parametersQueryOptions } from '@/api/queries/site';
import { BLOG_LISTING_PATH, blogArticleKey, blogArticlePath, blogFolderKey, blogFolderPath, parseBlogSplat, readBlogListState, type BlogListState } from '@/lib/blog-paths';
import { indexParameters, parameterBoolean } from '@/lib/parameters';
import { slugify } from '@/lib/slug';
import { breadcrumbOf, indexTree } from '@/app/layouts/menu-model';
import { cmsPageLoader, notFound, routeError, type CmsPageData, type LoaderContext } from './loaders';

/** Slug of the blog's CMS page (SPEC §2: "articles-de-massages (blog)"). */
export const BLOG_PAGE_SLUG = 'articles-de-massages';

/** Number of articles suggested under an article. */
export const RELATED_COUNT = 3;

/** One crumb of the page layout's breadcrumb. */
export interface Crumb {
  label: string;
  href: string;
}

/** True unless the `BLOG_ENABLED` parameter is off; unreadable or missing settings keep the blog on. */
export function isBlogEnabled(parameters: readonly Parameter[] | null | undefined): boolean {
  return parameterBoolean(indexParameters(parameters ?? []), 'BLOG_ENABLED', true);
}

/** 404 when the blog is switched off (settings that fail to load are not a reason to hide it). */
async function requireBlog({ api, queryClient }: LoaderContext): Promise<void> {
  const parameters = await queryClient.ensureQueryData(parametersQueryOptions(api)).catch(() => null);
  if (!isBlogEnabled(parameters)) notFound();
}

/** Home › … › the blog page, from the page tree; a plain "Articles" trail when the tree is unavailable. */
async function blogCrumbs({ api, queryClient }: LoaderContext): Promise<Crumb[]> {
  const tree = await queryClient.ensureQueryData(pageTreeQueryOptions(api)).catch(() => null);
  const crumbs = tree ? breadcrumbOf(indexTree(tree), BLOG_PAGE_SLUG) : [];
  return crumbs.length > 0 ? crumbs : [{ label: 'Accueil', href: '/' }, { label: 'Articles', href: BLOG_LISTING_PATH }];
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
}

/** `/articles-de-massages`: the blog page's own blocks (intro), the folders and a page of articles. */
export function blogListingLoader(context: LoaderContext) {
  const cmsLoader = cmsPageLoader(context, { slug: BLOG_PAGE_SLUG });
  return async (args: LoaderFunctionArgs): Promise<BlogListRouteData> => {
    const { api, queryClient } = context;
    const state = readBlogListState(new URL(args.request.url).searchParams);
    const [, cms] = await Promise.all([
      requireBlog(context),
      cmsLoader(args),
      queryClient.prefetchQuery(blogListQueryOptions(api, { page: state.page, title: state.q, tag: state.tag })),
      queryClient.prefetchQuery(blogFoldersQueryOptions(api)),
    ]);
    return { kind: 'listing', slug: cms.slug, basePath: cms.canonicalPath, canonicalPath: cms.canonicalPath, state, folderId: null, cms, crumbs: [] };
  };
}

/** `/blog/rubrique/{slug}`: a folder, its breadcrumb and a page of its articles. */
export function blogFolderLoader(context: LoaderContext) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<BlogListRouteData> => {
    const { api, queryClient } = context;
    const key = slugify(params.folder ?? '');
    const [, folders] = await Promise.all([requireBlog(context), queryClient.ensureQueryData(blogFoldersQueryOptions(api)).catch(routeError)]);
    const folder = folders.find((f) => blogFolderKey(f) === key) ?? notFound();
    const canonicalPath = blogFolderPath(folder);
    const url = new URL(request.url);
    if (params.folder !== blogFolderKey(folder)) throw redirect(`${canonicalPath}${url.search}`);
    const state = readBlogListState(url.searchParams);
    const [ariane, trail] = await Promise.all([
      queryClient.ensureQueryData(blogFolderArianeQueryOptions(api, folder.id)).catch(() => [{ id: folder.id, url: folder.url, name: folder.name }]),
      blogCrumbs(context),
      queryClient.prefetchQuery(blogFolderArticlesQueryOptions(api, folder.id, { page: state.page, title: state.q, tag: state.tag })),
    ]);
    return { kind: 'folder', slug: null, basePath: canonicalPath, canonicalPath, state, folderId: folder.id, cms: null, crumbs: [...trail, ...folderCrumbs(ariane)] };
  };
}

/** What the article route hands its component. */
export interface BlogArticleRouteData {
  /** The key the article is cached under (its slug or id, as in the URL). */
  key: string;
  canonicalPath: string;
  crumbs: Crumb[];
}

/**
 * `/blog/{slug}`: the article (a real 404 when the API does not know it), then its breadcrumb,
 * the folders and a few articles of its folder, in parallel. An id or an old slug form redirects
 * to the canonical URL.
 */
export function blogArticleLoader(context: LoaderContext) {
  return async ({ params }: LoaderFunctionArgs): Promise<BlogArticleRouteData> => {
    const { api, queryClient } = context;
    const target = parseBlogSplat(params['*'] ?? '');
    if (target?.kind !== 'article') notFound();
    const [, article] = await Promise.all([requireBlog(context), queryClient.ensureQueryData(blogQueryOptions(api, target.key)).catch(routeError)]);
    const canonicalPath = blogArticlePath(article);
    if (target.key !== blogArticleKey(article)) throw redirect(canonicalPath);
    const [ariane, trail] = await Promise.all([
      queryClient.ensureQueryData(blogArianeQueryOptions(api, article.id)).catch(() => []),
      blogCrumbs(context),
      queryClient.prefetchQuery(blogFoldersQueryOptions(api)),
      article.idFolder === null ? null : queryClient.prefetchQuery(blogFolderArticlesQueryOptions(api, article.idFolder, { nbItem: RELATED_COUNT + 1 })),
    ]);
    // The ariane ends with the article itself; its folders come first.
    const folders = ariane.filter((entry) => entry.id !== article.id || entry.url !== article.url);
    return { key: target.key, canonicalPath, crumbs: [...trail, ...folderCrumbs(folders), { label: article.title, href: canonicalPath }] };
  };
}
