/**
 * What a page view tells the analytics tools about the page: never a token nor personal data from
 * its URL (security review 4, finding 3: `/password/reset/<token>` reached Matomo — which a
 * CNIL-exempt setup runs without consent —, Google Tag Manager and Plausible, and whoever reads
 * their reports could reset the account's password).
 * - A private page (src/lib/private-paths.ts: personal space, cart, checkout, admin, login, password
 *   pages) is named by its section alone, `/password`, `/commande`: what follows (a reset token, a
 *   checkout step, an admin page) and its query never leave. A visit's path through them still
 *   shows (the cart, then the checkout), which is what a shop's statistics need.
 * - A public page keeps its path, but a segment holding an e-mail address (a mistyped or forged
 *   link) becomes `:email`.
 * - The query keeps only parameters known to carry nothing personal: the site's own list, product
 *   and booking parameters, and campaign parameters. Anything else — a free-text search, an e-mail
 *   in a newsletter link, a click identifier — is dropped; a new parameter is dropped until it is
 *   listed here.
 * The page's own address bar is cleaned by the page that reads a secret from it (the password reset
 * page): tools that read `location` themselves (the Meta pixel, a GTM tag) then see the clean URL.
 */
import { privateSection } from '@/lib/private-paths';
import { BOOKING_SERVICE_PARAM } from '@/lib/service-paths';

/** The site's own query parameters: list page and tag, product declination, booked service. */
const SITE_PARAMS: ReadonlySet<string> = new Set(['page', 'tag', 'declinaison', BOOKING_SERVICE_PARAM]);
/** Campaign parameters (Google's `utm_*`, Matomo's `mtm_*` and older `pk_*`): names chosen by whoever wrote the link. */
const CAMPAIGN_PARAM = /^(utm_(source|medium|campaign|term|content|id)|(mtm|pk)_(campaign|kwd|keyword|source|medium|content|cid|group|placement))$/;

function keptQuery(search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (SITE_PARAMS.has(name) || CAMPAIGN_PARAM.test(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `?${query}` : '';
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The path and query a page view reports for the page at `pathname` + `search` (see the module comment).
 * @example pageViewPath('/password/reset/3671929a', '') // '/password'
 * @example pageViewPath('/actualites', '?page=2&email=a@b.fr&utm_source=lettre') // '/actualites?page=2&utm_source=lettre'
 */
export function pageViewPath(pathname: string, search: string): string {
  const section = privateSection(pathname);
  if (section) return section;
  const path = pathname
    .split('/')
    .map((segment) => (decoded(segment).includes('@') ? ':email' : segment))
    .join('/');
  return `${path}${keptQuery(search)}`;
}

/**
 * The referrer of the visit's first page view: another site's address as the browser gives it (its
 * policy already cuts it to the origin), one of this site's pages as {@link pageViewPath} names it.
 */
export function pageViewReferrer(referrer: string, origin: string): string {
  if (!referrer) return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  return url.origin === origin ? new URL(pageViewPath(url.pathname, url.search), origin).href : referrer;
}
