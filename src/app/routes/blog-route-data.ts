/** Type guards for the blog routes' loader data (`useLoaderData` is `unknown` until checked). */
import type { BlogArticleRouteData, BlogListRouteData } from './blog-loaders';
import { isRecord } from '@/lib/is-record';

/** True for what the blog listing (`treePageLoader`) and `blogFolderLoader` return. */
export function isBlogListRouteData(value: unknown): value is BlogListRouteData {
  return (
    isRecord(value) &&
    (value.kind === 'listing' || value.kind === 'folder') &&
    typeof value.basePath === 'string' &&
    isRecord(value.state) &&
    Array.isArray(value.crumbs)
  );
}

/** True for what `blogArticleLoader` returns. */
export function isBlogArticleRouteData(value: unknown): value is BlogArticleRouteData {
  return isRecord(value) && typeof value.key === 'string' && typeof value.canonicalPath === 'string' && Array.isArray(value.crumbs);
}
