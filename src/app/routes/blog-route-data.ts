/** Type guards for the blog routes' loader data (`useLoaderData` is `unknown` until checked). */
import type { BlogArticleRouteData, BlogListRouteData } from './blog-loaders';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** True for what `blogListingLoader` / `blogFolderLoader` return. */
export function isBlogListRouteData(value: unknown): value is BlogListRouteData {
  return isObject(value) && (value.kind === 'listing' || value.kind === 'folder') && typeof value.basePath === 'string' && isObject(value.state) && Array.isArray(value.crumbs);
}

/** True for what `blogArticleLoader` returns. */
export function isBlogArticleRouteData(value: unknown): value is BlogArticleRouteData {
  return isObject(value) && typeof value.key === 'string' && typeof value.canonicalPath === 'string' && Array.isArray(value.crumbs);
}
