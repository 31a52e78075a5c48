/**
 * The page number of a paginated list in the URL (`?page=2`, DESIGN.md §5 "URL state"): read it
 * leniently (anything but a positive number is page 1) and write it only when it is not 1, so every
 * list state has one URL.
 */

/** The `page` search parameter, from 1; missing, zero or malformed values are page 1. */
export function readPageParam(search: URLSearchParams): number {
  const raw = search.get('page') ?? '';
  return /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
}

/**
 * `path` showing page `page` (no parameter for page 1).
 *
 * @example pageHref('/actualites', 2) // '/actualites?page=2'
 */
export function pageHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}
