/**
 * The one list of the visitor's own pages (account, cart, checkout, admin, login, password reset):
 * never crawled, never listed in the sitemap, never stored by a browser or a CDN. Read by the
 * sitemap and robots.txt of the server (src/app/server/sitemap.ts), the static server's headers
 * (scripts/serve.ts), the static build's robots.txt (written by `npm run gen`) and the page views
 * sent to analytics tools, which name a private page by its section alone
 * (src/features/consent/page-view-path.ts).
 */
import { CART_PATH, CHECKOUT_PATH } from './product-paths';

/** Path prefixes of the private pages. */
export const PRIVATE_PATHS = ['/mon-compte', CART_PATH, CHECKOUT_PATH, '/admin', '/auth', '/password'] as const;

/** The entry of {@link PRIVATE_PATHS} a path is under (the path itself, below it, or with a query), or null. */
export function privateSection(path: string): (typeof PRIVATE_PATHS)[number] | null {
  return PRIVATE_PATHS.find((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`)) ?? null;
}

/** True for a path under one of {@link PRIVATE_PATHS}. */
export function isPrivatePath(path: string): boolean {
  return privateSection(path) !== null;
}

/**
 * robots.txt keeping crawlers out of the private pages, in every language the site speaks (each
 * language's path prefix: `''` for the default one, `/en` for English…); with the sitemap's absolute
 * URL when the site's address is known (the server), without it for a static host.
 */
export function robotsTxtLines(sitemapUrl: string | null, localePrefixes: readonly string[] = ['']): string {
  const disallowed = localePrefixes.flatMap((prefix) => PRIVATE_PATHS.map((path) => `Disallow: ${prefix}${path}`));
  return ['User-agent: *', ...disallowed, ...(sitemapUrl ? ['', `Sitemap: ${sitemapUrl}`] : []), ''].join('\n');
}
