/**
 * Loader of an element page (SPEC §2 `/element/{slug}/{name}/{id}`: `slug` is the collection,
 * `name` decoration, `id` required). The element is critical data: an unknown id or collection is a
 * real 404. The canonical URL carries the collection and the slugified name, whichever form was used.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { elementQueryOptions } from '@/api/queries/content';
import { pageTreeQueryOptions } from '@/api/queries/page';
import { elementPath, readElementParams } from '@/lib/element-paths';
import { breadcrumbOf, indexTree } from '@/app/layouts/menu-model';
import type { Crumb } from './blog-loaders';
import { notFound, routeError, type LoaderContext } from './loaders';

/** What the element route hands its component. */
export interface ElementRouteData {
  route: string;
  id: number;
  canonicalPath: string;
  crumbs: Crumb[];
  /** The element has ended (decided when the page loads, so the server and the browser agree). */
  past: boolean;
}

/** True for what {@link elementLoader} returns. */
export function isElementRouteData(value: unknown): value is ElementRouteData {
  return typeof value === 'object' && value !== null && 'route' in value && typeof value.route === 'string' && 'id' in value && typeof value.id === 'number' && 'canonicalPath' in value && typeof value.canonicalPath === 'string';
}

/** The element and the page tree (for the breadcrumb: the CMS page named like the collection, when there is one), in parallel. */
export function elementLoader({ api, queryClient }: LoaderContext) {
  return async ({ params }: LoaderFunctionArgs): Promise<ElementRouteData> => {
    const target = readElementParams(params);
    if (!target) notFound();
    const [element, tree] = await Promise.all([
      queryClient.ensureQueryData(elementQueryOptions(api, target.route, target.id)).catch(routeError),
      queryClient.ensureQueryData(pageTreeQueryOptions(api)).catch(() => null),
    ]);
    const canonicalPath = elementPath(element);
    const trail = tree ? breadcrumbOf(indexTree(tree), target.route) : [];
    const crumbs = trail.length > 0 ? trail : [{ label: 'Accueil', href: '/' }];
    const end = element.endDate ?? element.startDate;
    const past = end ? Date.parse(end) < Date.now() : false;
    return { route: target.route, id: target.id, canonicalPath, crumbs: [...crumbs, { label: element.name, href: canonicalPath }], past };
  };
}
