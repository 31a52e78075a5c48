/**
 * Readable URLs of elements (SPEC §2 `/element/{slug}/{name}/{id}`): `slug` is the element's
 * collection (`ateliers`), `name` its name through the slug helper (SPEC §5), `id` required. Pure
 * functions shared by the element route, the element-list block and the sitemap.
 */
import { slugify } from './slug';

/** What an element link needs. */
export interface ElementRef {
  id: number;
  /** Collection key, e.g. "ateliers". */
  route: string;
  name: string;
}

/** Canonical path of an element: `/element/ateliers/initiation-massage-en-duo/3`. */
export function elementPath(element: ElementRef): string {
  const route = slugify(element.route);
  const name = slugify(element.name);
  return `/element/${[route, name].filter(Boolean).join('/')}/${element.id}`;
}

/** The parts of an element URL, as the route's params give them. */
export interface ElementPathParams {
  slug?: string;
  name?: string;
  id?: string;
}

/**
 * Reads the route params of `/element/:slug?/:name?/:id`: the id must be a plain number and the
 * collection, when there is one, a slug; null otherwise (a 404). Without a collection (`/element/3`)
 * `route` is null: the element is then looked for among the site's collections. The name is
 * decoration and is ignored (the canonical URL restores it).
 */
export function readElementParams(params: ElementPathParams): { route: string | null; id: number } | null {
  const id = params.id ?? '';
  const route = params.slug ?? null;
  if (!/^\d{1,9}$/.test(id) || (route !== null && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(route))) return null;
  return { route, id: Number(id) };
}
