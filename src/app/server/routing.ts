/**
 * How the two runtimes (the Node server, scripts/serve.ts, and the edge worker, src/app/entry-edge.ts)
 * route a request to the API on the app host: the paths that belong to it, and where they go when
 * the API answers from another origin (the edge's `API_ORIGIN`, the Node cluster's shared demo API).
 */

/** True for `/api` and everything under it: the API of sites whose `apiUrl` is on the app host. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * `/api/x?y` on the app host → `${origin}/x?y`: the API answers at its origin's root, as the demo
 * API does when it runs alone (fixtures/server/main.ts) and as the Node server mounts it under `/api`.
 */
export function toApiOrigin(url: URL, origin: string): string {
  return `${origin.replace(/\/$/, '')}${url.pathname.slice('/api'.length) || '/'}${url.search}`;
}
