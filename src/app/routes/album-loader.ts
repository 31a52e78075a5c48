/**
 * Loader of an album page (`/galerie/<slug>-<id>`, issue 9 "Albums"): the album is critical data (an
 * unknown id is a real 404); another slug form redirects to the canonical URL. The breadcrumb goes
 * through the gallery's CMS page when the page tree has it.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { albumQueryOptions } from '@/api/queries/content';
import { pageTreeQueryOptions } from '@/api/queries/page';
import { albumIdFromSegment, albumPath, GALLERY_PATH } from '@/lib/album-paths';
import { breadcrumbOf, indexTree } from '@/app/layouts/menu-model';
import type { Crumb } from './blog-loaders';
import { albumMessages } from './album-messages';
import { appPathname, homeCrumb, loaderContextOf, loaderWords, notFound, routeError } from './loaders';

/** Slug of the gallery's CMS page. */
const GALLERY_SLUG = GALLERY_PATH.slice(1);

/** What the album route hands its component. */
export interface AlbumRouteData {
  id: number;
  canonicalPath: string;
  crumbs: Crumb[];
}

/** True for what {@link albumLoader} returns. */
export function isAlbumRouteData(value: unknown): value is AlbumRouteData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'number' &&
    'canonicalPath' in value &&
    typeof value.canonicalPath === 'string' &&
    'crumbs' in value &&
    Array.isArray(value.crumbs)
  );
}

/** The album and the page tree, in parallel. */
export async function albumLoader(args: LoaderFunctionArgs): Promise<AlbumRouteData> {
  const { params, request } = args;
  const context = loaderContextOf(args);
  const { api, queryClient } = context;
  const id = albumIdFromSegment(params.album ?? '');
  if (id === null) notFound();
  const [album, tree] = await Promise.all([
    queryClient.ensureQueryData(albumQueryOptions(api, id)).catch(routeError),
    queryClient.ensureQueryData(pageTreeQueryOptions(api)).catch(() => null),
  ]);
  const canonicalPath = albumPath(album);
  if (appPathname(context, request) !== canonicalPath) throw redirect(canonicalPath, 301);
  const trail = tree ? breadcrumbOf(indexTree(tree), GALLERY_SLUG) : [];
  const crumbs = trail.length > 0 ? trail : [await homeCrumb(context), { label: (await loaderWords(albumMessages, context))('gallery'), href: GALLERY_PATH }];
  return { id, canonicalPath, crumbs: [...crumbs, { label: album.name, href: canonicalPath }] };
}
