/**
 * Loader of an element page (SPEC §2 `/element/{slug}/{name}/{id}`: `slug` is the collection,
 * `name` decoration, `id` required). The element is critical data: an unknown id or collection is a
 * real 404. The canonical URL carries the collection and the slugified name, whichever form was used.
 * A URL without a collection (`/element/3`), or whose first part is not one (`/element/{name}/3`),
 * answers a 301 to the canonical URL after finding the element among the collections the site's
 * pages list ({@link findSiteElement}); a 404 when none has it.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@/api/api-error';
import { elementQueryOptions } from '@/api/queries/content';
import { pageTreeQueryOptions } from '@/api/queries/page';
import { elementPath, readElementParams } from '@/lib/element-paths';
import { breadcrumbOf, CONTACT_PAGE_TYPE, indexTree, pageOfType } from '@/app/layouts/menu-model';
import type { Crumb } from './blog-loaders';
import { homeCrumb, loaderContextOf, loaderNow, notFound, routeError, type LoaderContext } from './loaders';
import { findSiteElement } from './site-blocks';
import { prefetchAlternates, type AlternateTarget } from './alternates';

/** What the element route hands its component. */
export interface ElementRouteData {
  route: string;
  id: number;
  canonicalPath: string;
  crumbs: Crumb[];
  /** The element has ended (decided when the page loads, so the server and the browser agree). */
  past: boolean;
  /** The same element in the site's other locales (alternates.ts). */
  alternateOf: AlternateTarget;
  /** The site's contact page, where the notice of a full or closed element sends the visitor; null when it has none. */
  contactPath: string | null;
}

/** True for what {@link elementLoader} returns. */
export function isElementRouteData(value: unknown): value is ElementRouteData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'route' in value &&
    typeof value.route === 'string' &&
    'id' in value &&
    typeof value.id === 'number' &&
    'canonicalPath' in value &&
    typeof value.canonicalPath === 'string'
  );
}

/** The element and the page tree (for the breadcrumb: the CMS page named like the collection, when there is one), in parallel. */
/** The element of another URL form, for its redirect; the 404 (or the API's failure) when no collection has it. */
async function elsewhere(context: LoaderContext, id: number, skip: string | null, failure: unknown): Promise<never> {
  const found = await findSiteElement(context, id, skip).catch(routeError);
  if (!found) return failure === null ? notFound() : routeError(failure);
  throw redirect(elementPath(found), 301);
}

export async function elementLoader(args: LoaderFunctionArgs): Promise<ElementRouteData> {
  const { params } = args;
  const context = loaderContextOf(args);
  const { api, queryClient } = context;
  const target = readElementParams(params);
  if (!target) notFound();
  const { route, id } = target;
  if (route === null) return elsewhere(context, id, null, null);
  const [element, tree] = await Promise.all([
    queryClient
      .ensureQueryData(elementQueryOptions(api, route, id))
      .catch((error: unknown) => (error instanceof ApiError && error.status === 404 ? elsewhere(context, id, route, error) : routeError(error))),
    queryClient.ensureQueryData(pageTreeQueryOptions(api)).catch(() => null),
    prefetchAlternates(context, { element: { route, id } }),
  ]);
  const canonicalPath = elementPath(element);
  const index = tree ? indexTree(tree) : null;
  const trail = index ? breadcrumbOf(index, route) : [];
  const contactPath = index ? (pageOfType(index, CONTACT_PAGE_TYPE)?.canonicalPath ?? null) : null;
  const crumbs = trail.length > 0 ? trail : [await homeCrumb(context)];
  const end = element.endDate ?? element.startDate;
  const past = end ? Date.parse(end) < loaderNow(context) : false;
  return {
    route,
    id,
    canonicalPath,
    crumbs: [...crumbs, { label: element.name, href: canonicalPath }],
    past,
    alternateOf: { element: { route, id } },
    contactPath,
  };
}
