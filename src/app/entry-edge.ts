/**
 * The edge worker: the same request handler as the Node server (entry-server.tsx), as a Workers
 * module (`export default { fetch }`) for workerd / Cloudflare Workers. Built by `npm run build:edge`
 * (scripts/edge/vite.edge.config.ts) into one file, `dist/edge/worker.js`, with the page template and
 * Vite's client manifest inside; served by `npm run start:edge` (scripts/edge/start.ts).
 *
 * It answers what scripts/serve.ts answers, in the same order (tests/e2e/edge-parity.spec.ts
 * compares them): the tenant from the Host (301 for an alias, 404 for an unknown host), the API
 * under `/api` (forwarded to `API_ORIGIN`, the demo API or a real one, when a site's `apiUrl` is on
 * the app host), `/config.json`, the built files (hashed assets cached for a year), the crawlers'
 * files and the pages (server-rendered; `/contact` redirects to the tenant's contact page from its
 * page tree), and the security headers of the tenant.
 *
 * Bindings (workerd config or the platform's settings): TENANTS (JSON) or TENANTS_FILE_TEXT (the
 * text of a tenants file), else SITE_ID / API_URL and the per-site settings — read by the same
 * `tenantsFromSettings` as Node —, API_ORIGIN, and ASSETS (a fetcher serving `dist/`: a workerd disk
 * service, or the platform's static assets).
 */
import template from '../../dist/index.html?raw';
import { createRequestHandler, tenantsFromSettings } from './entry-server';
import { tenantSecurityHeaders } from './server/csp';
import { isApiPath, isFilePath, isPublicFile, RENDERED_PATHS, toApiOrigin } from './server/routing';
import { guardRequest } from './server/request-guard';
import { resolveTenant, unknownHostResponse, type TenantTable } from './server/tenants';

/** What the worker gets from its host. */
export interface EdgeEnv {
  /** Serves the built files of `dist/` by path. */
  ASSETS: { fetch(request: Request): Promise<Response> };
  /** Where `/api/…` goes for sites whose `apiUrl` is on the app host (e.g. `http://127.0.0.1:4174`). */
  API_ORIGIN?: string;
  /** The text of a tenants file (the platform has no file system). */
  TENANTS_FILE_TEXT?: string;
  /** Any other setting of src/app/server/tenants.ts (`TENANTS`, `SITE_ID`, `API_URL`, …). */
  [setting: string]: unknown;
}

/** Content types of the files the build ships (a disk service sends none). */
const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  webmanifest: 'application/manifest+json',
};

/** The settings as strings, for `tenantsFromSettings`. */
function settingsOf(env: EdgeEnv): Record<string, string | undefined> {
  const settings: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(env)) if (typeof value === 'string') settings[name] = value;
  return settings;
}

/** A built file from ASSETS, or null when there is none. */
async function staticFile(env: EdgeEnv, url: URL): Promise<Response | null> {
  if (url.pathname.endsWith('/') || url.pathname.includes('..') || !isPublicFile(url.pathname)) return null;
  const found = await env.ASSETS.fetch(new Request(new URL(url.pathname, 'http://assets.invalid')));
  if (!found.ok) return null;
  const headers = new Headers(found.headers);
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? '';
  headers.set('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
  if (url.pathname.startsWith('/assets/')) headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  return new Response(found.body, { status: 200, headers });
}

/** The worker for one set of bindings (built on first request: bindings arrive with it). */
function createWorker(env: EdgeEnv) {
  const tenants: TenantTable = tenantsFromSettings(settingsOf(env), env.TENANTS_FILE_TEXT || undefined);
  const apiOrigin = env.API_ORIGIN;
  // The renderer's calls to `/api` on the app host go straight to the API's origin.
  const apiFetch: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    return apiOrigin && isApiPath(url.pathname) ? fetch(new Request(toApiOrigin(url, apiOrigin), request)) : fetch(request);
  };
  const render = createRequestHandler({ tenants, template, fetch: apiFetch });

  async function route(request: Request, url: URL): Promise<Response> {
    if (isApiPath(url.pathname)) {
      if (!apiOrigin) return new Response('API introuvable', { status: 404 });
      return fetch(new Request(toApiOrigin(url, apiOrigin), request));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return render(request);
    if (RENDERED_PATHS.has(url.pathname)) return render(request);
    const file = await staticFile(env, url);
    if (file) return file;
    // A path with a file extension that was not found is a missing file, not an app route.
    if (isFilePath(url.pathname)) return new Response('Fichier introuvable', { status: 404, headers: { 'Content-Type': 'text/plain; charset=UTF-8' } });
    return render(request);
  }

  return async function handle(request: Request): Promise<Response> {
    // Hostile or broken requests get the same clean 4xx as on Node, before anything reads them: the
    // API and the built files included (methods are the page handler's and the API's to check).
    const refused = guardRequest(request, { pageMethods: false });
    if (refused) return refused;
    const url = new URL(request.url);
    const match = resolveTenant(tenants, url);
    if (match.kind === 'unknown') return unknownHostResponse();
    if (match.kind === 'alias' && !isApiPath(url.pathname)) return new Response(null, { status: 301, headers: { Location: match.location } });
    const response = await route(request, url);
    // Responses from fetch() have immutable headers: copy before adding the tenant's.
    const answer = new Response(response.body, response);
    for (const [name, value] of Object.entries(tenantSecurityHeaders(match.tenant))) answer.headers.set(name, value);
    return answer;
  };
}

let worker: { env: EdgeEnv; handle: (request: Request) => Promise<Response> } | null = null;

export default {
  /** The Workers entry point. */
  fetch(request: Request, env: EdgeEnv): Promise<Response> {
    // Bindings are fixed for the life of an isolate; the worker (tenants table, renderer) is built once.
    if (worker?.env !== env) worker = { env, handle: createWorker(env) };
    return worker.handle(request);
  },
};
