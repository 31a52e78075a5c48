/**
 * What the two runtimes (the Node server, scripts/serve.ts, and the edge worker, src/app/entry-edge.ts)
 * decide alike about a request's path: the API on the app host (and where it goes when the API
 * answers from another origin: the edge's `API_ORIGIN`, the Node cluster's shared demo API), the
 * files the renderer makes, and which missing paths are files rather than pages.
 * tests/e2e/edge-parity.spec.ts checks that both answer the same.
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

/**
 * A request to `/api` on the app host, sent to the API at `origin`; its answer comes back with headers
 * the server may still add to (a fetched answer's are frozen). fetch has decoded the body, so its
 * encoding and length no longer hold (the host compresses as for any answer).
 */
export async function forwardToApi(request: Request, origin: string): Promise<Response> {
  const answer = await fetch(new Request(toApiOrigin(new URL(request.url), origin), request));
  const headers = new Headers(answer.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

/** Files the server renderer makes (never read from the build): crawlers' files and the theme. */
export const RENDERED_FILES: readonly string[] = ['/robots.txt', '/sitemap.xml', '/theme.css'];

/** The paths whose answer is always the renderer's (the app's HTML carries the configuration, so never the static file). */
export const RENDERED_PATHS: ReadonlySet<string> = new Set(['/config.json', '/', '/index.html', ...RENDERED_FILES]);

/**
 * True for a built file a browser may be sent: not the server's own output, which the build writes
 * beside the public files (`/server/…`: the server-rendering bundle; `/edge/…`: the worker and its
 * configuration) nor a hidden file or folder (`/.vite/manifest.json`, Vite's build manifests).
 */
export function isPublicFile(pathname: string): boolean {
  return !/^\/(?:server|edge)(?:\/|$)/.test(pathname) && !/\/\./.test(pathname);
}

/** A path with a file extension: when no built file answers it, a missing file (404), not an app route. */
export function isFilePath(pathname: string): boolean {
  return /\.[a-z0-9]{1,8}$/i.test(pathname);
}
