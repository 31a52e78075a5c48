/**
 * The one list of the visitor's own pages (account, cart, checkout, admin, login, password reset):
 * never crawled, never listed in the sitemap, never stored by a browser or a CDN. Read by the
 * sitemap and robots.txt of the server (src/app/server/sitemap.ts), the static server's headers
 * (scripts/serve.ts) and the static build's robots.txt (written by `npm run gen`).
 */

/** Path prefixes of the private pages. */
export const PRIVATE_PATHS = ['/mon-compte', '/panier', '/commande', '/admin', '/auth', '/password'] as const;

/** True for a path under one of {@link PRIVATE_PATHS} (the path itself, below it, or with a query). */
export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATHS.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`));
}

/**
 * robots.txt keeping crawlers out of the private pages; with the sitemap's absolute URL when the
 * site's address is known (the server), without it for a static host.
 */
export function robotsTxtLines(sitemapUrl: string | null): string {
  return ['User-agent: *', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), ...(sitemapUrl ? ['', `Sitemap: ${sitemapUrl}`] : []), ''].join('\n');
}
