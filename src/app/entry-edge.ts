/**
 * The workerd adapter (Cloudflare Workers' runtime): the one server app (server/app.ts) as a Workers
 * module (`export default { fetch }`), with what this runtime has — built files from the ASSETS
 * binding, `/api` forwarded to API_ORIGIN, the settings as bindings. It routes nothing itself.
 * Built by `npm run build:edge` (scripts/edge/vite.edge.config.ts) into `dist/edge/worker.js`, with
 * the page template and Vite's client manifest inside; served by `npm run start:edge`.
 *
 * Bindings (workerd config or the platform's settings): the settings of the one list both runtimes
 * read (schemas/settings/server-settings.schema.json, `x-runtime` both), checked by the same
 * `readServerSettings` as Node — DIRECTORY_URL (the builder's directory; its last-known-good copy in
 * the Cache API), or TENANTS (JSON) or TENANTS_FILE_TEXT (the text of a tenants file), else SITE_ID /
 * API_URL and the per-site settings — read by the same `tenantSourceFromSettings` as Node; with none,
 * the demo API's directory at API_ORIGIN —, EVENTS_SECRET and CDN_PURGE_URL (the builder's change
 * events, `changeEventsFromSettings` as on Node), API_ORIGIN, API_TIMEOUT_MS; and ASSETS (a fetcher serving
 * `dist/`: a workerd disk service, or the platform's static assets).
 */
import type { MiddlewareHandler } from 'hono';
import template from '../../dist/index.html?raw';
import manifestText from '../../dist/.vite/manifest.json?raw';
import { createPageRenderer, createServerApp, inlineScriptHashes } from './entry-server';
import { forwardToApi, isApiPath, toApiOrigin } from './server/routing';
import { changeEventsFromSettings } from './server/change-events';
import { cacheApiDirectoryStore, tenantSourceFromSettings, type CacheLike } from './server/site-directory';
import { numberSetting, readServerSettings } from './server/settings';
import { createStalePages } from './server/stale-pages';
import type { ManifestChunk } from './server/asset-links';

/** Vite's client manifest: a page names its message files from it (entry-server.tsx). */
const manifest = JSON.parse(manifestText) as Record<string, ManifestChunk>;

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
  svg: 'image/svg+xml; charset=utf-8',
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

/** The settings as strings, for `tenantSourceFromSettings`. */
function settingsOf(env: EdgeEnv): Record<string, string | undefined> {
  const settings: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(env)) if (typeof value === 'string') settings[name] = value;
  return settings;
}

/** Built files from ASSETS, with their content type (a disk service sends none). */
function assetFiles(env: EdgeEnv): MiddlewareHandler {
  return async (c, next) => {
    const found = await env.ASSETS.fetch(new Request(new URL(c.req.path, 'http://assets.invalid')));
    if (!found.ok) return next();
    const headers = new Headers(found.headers);
    const extension = /\.([a-z0-9]+)$/i.exec(c.req.path)?.[1]?.toLowerCase() ?? '';
    headers.set('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
    c.res = new Response(found.body, { status: 200, headers });
  };
}

/** The Cache API of the platform (workerd's `caches.default`), where it has one. */
function defaultCache(): CacheLike | undefined {
  return (globalThis as { caches?: { default?: CacheLike } }).caches?.default;
}

/** The app for one set of bindings (built on first request: bindings arrive with it). */
async function createWorker(bindings: EdgeEnv): Promise<(request: Request) => Response | Promise<Response>> {
  // The one settings list of both runtimes, checked as Node checks its environment.
  const env = readServerSettings(settingsOf(bindings));
  const apiOrigin = env.API_ORIGIN?.trim();
  // `/api` on the app host goes straight to the API's origin, for the renderer and the health probes too.
  const apiFetch: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    return apiOrigin && isApiPath(url.pathname) ? fetch(new Request(toApiOrigin(url, apiOrigin), request)) : fetch(request);
  };
  const api = apiOrigin ? (request: Request) => forwardToApi(request, apiOrigin) : null;
  const cache = defaultCache();
  const tenants = await tenantSourceFromSettings(env, {
    tenantsFile: env.TENANTS_FILE_TEXT || undefined,
    // The demo (no settings): the demo API's own directory, where `/api` goes.
    demoApi: api ?? undefined,
    store: cache ? cacheApiDirectoryStore(cache) : undefined,
  });
  // The last good pages (served while the API is down), purged by the change events' tags.
  const stalePages = createStalePages();
  // `POST /__vitrine/events` with EVENTS_SECRET, and the CDN purged (CDN_PURGE_URL): as on Node.
  const events = changeEventsFromSettings(env, { tenants, purge: (tags) => stalePages.purge(tags) });
  const app = createServerApp({
    tenants,
    events: events.endpoint,
    render: createPageRenderer({ template, manifest, fetch: apiFetch, apiTimeoutMs: numberSetting(env.API_TIMEOUT_MS, 5000), stalePages }),
    api,
    files: assetFiles(bindings),
    health: { fetch: apiFetch, draining: () => false },
    scriptHashes: await inlineScriptHashes(template),
  });
  return (request) => app.fetch(request);
}

let worker: { env: EdgeEnv; handle: Promise<(request: Request) => Response | Promise<Response>> } | null = null;

export default {
  /** The Workers entry point. */
  async fetch(request: Request, env: EdgeEnv): Promise<Response> {
    // Bindings are fixed for the life of an isolate; the app (tenant source, renderer) is built once.
    if (worker?.env !== env) worker = { env, handle: createWorker(env) };
    return (await worker.handle)(request);
  },
};
