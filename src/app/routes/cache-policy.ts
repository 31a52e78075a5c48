/**
 * Cache policy of server-rendered HTML, declared per route in its `handle` (see src/app/README.md):
 * `handle: { cache: 'private' }` for pages that depend on the visitor (account, cart, checkout,
 * admin, login); everything else is public CMS HTML that a CDN may keep briefly.
 */

/** How a route's HTML may be cached. */
export type CachePolicy = 'public' | 'private';

/** The `Cache-Control` of each policy. */
export const CACHE_HEADERS: Readonly<Record<CachePolicy, string>> = {
  // A CDN keeps public pages 60 s, may serve a stale copy for 5 min while it refreshes it, and for a
  // day while our server answers errors (RFC 5861): the server does the same (src/app/server/stale-pages.ts).
  public: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400',
  private: 'private, no-store',
};

/** The policy of a matched route chain: private as soon as one route says so. */
export function cachePolicyOf(handles: readonly unknown[]): CachePolicy {
  return handles.some((handle) => typeof handle === 'object' && handle !== null && 'cache' in handle && handle.cache === 'private') ? 'private' : 'public';
}
