/**
 * The one server app (issue 33): every request of both runtimes goes through it, in this order —
 * request guard → tenant (resolved once) → health → `/api` → generated files (`/config.json`,
 * `/theme.css`, `/sitemap.xml`, `/robots.txt`) → static assets → pages → security and cache headers.
 * Runtime-neutral (Hono on the Fetch API): Node (`scripts/serve.ts`) and workerd
 * (`src/app/entry-edge.ts`) only build what differs and pass it in ({@link ServerAppOptions}): how
 * built files are read, how `/api` is reached, the caches, the log, extra middleware (compression,
 * draining). Neither adapter routes. Decision record: docs/decisions/010-one-server-two-runtimes.md.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AnswerCache } from '@/api/answer-cache';
import { parseTags, pathTag, siteTag, tagsHeaderValue, TAGS_HEADER } from '@/lib/cache-tags';
import { isPrivatePath } from '@/lib/private-paths';
import { reportError } from '@/lib/report-error';
import { answersMadeStale } from './api-writes';
import { EVENTS_PATH } from './change-events';
import { tenantSecurityHeaders } from './csp';
import { documentLocaleOf } from './document-text';
import { errorDocumentResponse } from './error-document';
import { mountHealth } from './health';
import { guardRequest } from './request-guard';
import { isApiPath, isFilePath, isPublicFile, RENDERED_FILES } from './routing';
import { isSiteAdmin, tenantOrGate } from './site-directory';
import { appConfigResponse, type Tenant, type TenantLookup, type TenantSource } from './tenants';

/** Renders one request of a tenant (a page or a file the renderer makes): entry-server.tsx `createPageRenderer`. */
export type PageRenderer = (request: Request, tenant: Tenant) => Promise<Response>;

/** A cache of whole public pages in front of the renderer (Node's optional one, scripts/lib/page-cache.ts). */
export interface PageCacheLike {
  cached(request: Request, render: (request: Request) => Promise<Response>): Promise<Response>;
  clear(): void;
}

/** The Hono variables of a request: its tenant, resolved once. */
export interface AppVariables {
  tenant: Tenant;
  lookup: TenantLookup;
}

export type AppEnv = { Variables: AppVariables };

/** What differs by runtime, passed in by the adapter. */
export interface ServerAppOptions {
  /** Where a request's site comes from: the static table or the builder's directory (tenants.ts `TenantSource`). */
  tenants: TenantSource;
  /** Renders a tenant's pages and generated files; null: the static shell renders in the browser ({@link shell}). */
  render: PageRenderer | null;
  /** Without a renderer: the app's HTML for a tenant (static mode: index.html with its configuration). */
  shell?: (tenant: Tenant) => string;
  /**
   * The CSP sources of the page template's inline scripts (the boot script): `inlineScriptHashes` of
   * the template (./csp.ts), computed once by the runtime's adapter.
   */
  scriptHashes?: readonly string[];
  /**
   * `/api` on the app host, for sites whose `apiUrl` is a path there (the demo API in-process, or
   * forwarded to `API_ORIGIN`); null: no site's API is on the app host (404).
   */
  api: ((request: Request) => Promise<Response>) | null;
  /** Reads a built file: answers it, or calls `next` when there is none (Node's serveStatic, the edge's ASSETS). */
  files: MiddlewareHandler;
  /** Health probes' fetch (answers this server's own `/api` without a socket) and the draining flag. */
  health: { fetch: typeof fetch; draining: () => boolean };
  /** The renderer's cache of public API answers, purged after a write that changes a site's public data. */
  answers?: AnswerCache | undefined;
  /** Whole public pages kept in front of the renderer (optional, Node). */
  pages?: PageCacheLike | null | undefined;
  /** The host's own middleware, run first and around everything (request log, draining, compression). */
  before?: readonly MiddlewareHandler[];
  /**
   * `POST /__vitrine/events`, the builder's signed change events (change-events.ts
   * `createEventsEndpoint`), answered on any host, before the tenant; absent (no `EVENTS_SECRET`): 404.
   */
  events?: ((request: Request) => Promise<Response>) | undefined;
}

/**
 * Add headers to the answer a route already made. Hono's `c.header` would rebuild it around its body
 * (`new Response(res.body, res)`), turning a page's string, which Node's adapter writes in one go,
 * into a web stream read chunk by chunk: about 1 ms of CPU per page. Only a fetched answer's headers
 * are frozen: that one takes Hono's way.
 */
export function addHeaders(c: Context, headers: Readonly<Record<string, string>>): void {
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  } catch {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  }
}

/**
 * A shared cache may keep a public page: it names what it was built from (src/lib/cache-tags.ts), the
 * site and its path, so a change event purges it by tag (page cache, the CDN in front). A visitor's
 * page (private, no-store) names nothing.
 */
function tagPage(response: Response, tenant: Tenant, pathname: string): Response {
  const shared = /\bpublic\b/.test(response.headers.get('Cache-Control') ?? '');
  if (!shared && !response.headers.has(TAGS_HEADER)) return response;
  const { siteId } = tenant.config;
  const tags = tagsHeaderValue([siteTag(siteId), pathTag(siteId, pathname), ...parseTags(response.headers.get(TAGS_HEADER))]);
  const write = (headers: Headers) => (shared ? headers.set(TAGS_HEADER, tags) : headers.delete(TAGS_HEADER));
  try {
    write(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    write(copy.headers);
    return copy;
  }
}

/** Private paths of a static-mode shell: never stored, never indexed. */
const PRIVATE_SHELL_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * What a site under construction still answers everyone: its API, configuration, theme, the built
 * files and its sign-in page — where its admin signs in to see the site.
 */
function openWhileBuilding(path: string): boolean {
  return isApiPath(path) || path === '/config.json' || path === '/theme.css' || path === '/auth' || (/\.[^/]+$/.test(path) && isPublicFile(path));
}

/** Build the server app. */
export function createServerApp(options: ServerAppOptions): Hono<AppEnv> {
  const { tenants, render, api, answers, pages } = options;
  const app = new Hono<AppEnv>();
  for (const middleware of options.before ?? []) app.use('*', middleware);

  // Whatever a route throws becomes the error page with its report id (in the language of the path's
  // prefix), never a plain 500.
  app.onError((error, c) =>
    errorDocumentResponse(500, reportError(error, { where: 'server', method: c.req.method, path: c.req.path }), documentLocaleOf(c.req.path)),
  );
  // Pages answer GET and HEAD only: another method is refused (405, or the French page of a form
  // posted before hydration); a GET nothing answered is a missing file.
  app.notFound((c) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? new Response('Fichier introuvable', { status: 404, headers: { 'Content-Type': 'text/plain; charset=UTF-8' } })
      : (guardRequest(c.req.raw) ?? new Response('Méthode non autorisée.', { status: 405, headers: { Allow: 'GET, HEAD' } })),
  );

  // 1. Hostile or broken requests get a clean 4xx before anything reads them (methods are the
  // pages' and the API's to check).
  app.use('*', async (c, next) => guardRequest(c.req.raw, { pageMethods: false }) ?? next());

  // The builder's change events: on every host, known or not (the tenant is the event's own).
  const events = options.events;
  if (events) app.post(EVENTS_PATH, (c) => events(c.req.raw));

  // 2. The tenant, once per request; 8. its security headers on every answer made for it.
  app.use('*', async (c, next) => {
    const lookup = await tenants.resolve(new URL(c.req.url));
    c.set('lookup', lookup);
    if (lookup.kind === 'tenant' || lookup.kind === 'alias') c.set('tenant', lookup.tenant);
    await next();
    if (lookup.kind === 'tenant' || (lookup.kind === 'alias' && isApiPath(c.req.path)))
      addHeaders(c, tenantSecurityHeaders(lookup.tenant, options.scriptHashes));
  });

  // 3. Health answers on any host (a load balancer probes by address), from the sites known.
  mountHealth(app, {
    tenants: () => tenants.list().map(({ config, hosts }) => ({ ...config, hosts })),
    fetch: options.health.fetch,
    draining: options.health.draining,
  });

  // Who may be served (site-directory.ts `tenantOrGate`): an alias host answers 301 to the canonical
  // one, an unknown host a 404 naming no site, a host the directory cannot say about now 503, a
  // suspended site 410, a site under construction its « Site en construction » page — but to a
  // signed-in admin of the site, who sees it (never kept by a cache). The API answers every known
  // host (it takes the site from the `idSite` header, like the real API), and a site under
  // construction keeps its API and its sign-in page: how its admin signs in.
  const isAdmin = (tenant: Tenant, request: Request) => isSiteAdmin(tenant, request, options.health.fetch);
  app.use('*', async (c, next) => {
    const lookup = c.get('lookup');
    if (lookup.kind === 'tenant' && lookup.status === 'live') return next();
    if (lookup.kind === 'alias' && isApiPath(c.req.path)) return next();
    if (lookup.kind === 'tenant' && lookup.status === 'building' && openWhileBuilding(c.req.path)) return next();
    const gated = await tenantOrGate(lookup, c.req.raw, isAdmin);
    if (gated instanceof Response) return gated;
    await next();
    // An admin's view of a site under construction: theirs alone.
    addHeaders(c, PRIVATE_SHELL_HEADERS);
    if (c.res.headers.has(TAGS_HEADER)) c.res = tagPage(c.res, gated, c.req.path);
  });

  // 4. The API on the app host. A successful write that changes a site's public data makes the
  // caches forget that site's (src/app/server/api-writes.ts); nothing else does.
  const apiRoute = async (c: Context<AppEnv>) => {
    if (!api) return c.json({ success: false, data: null, message: 'API introuvable' }, 404);
    const response = await api(c.req.raw);
    const stale = answersMadeStale(c.req.raw, response.status);
    if (stale !== null) {
      if (stale === 'all') answers?.clear();
      else answers?.purge([siteTag(stale)]);
      pages?.clear();
    }
    return response;
  };
  app.all('/api', apiRoute);
  app.all('/api/*', apiRoute);

  // 5. Files the server makes: the configuration, and (with a renderer) the crawlers' files and theme.
  app.get('/config.json', (c) => appConfigResponse(c.get('tenant')));
  for (const file of RENDERED_FILES) app.get(file, async (c, next) => (render ? render(c.req.raw, c.get('tenant')) : next()));

  // 7. Pages: rendered on the server (through the page cache when there is one), else the shell.
  const page = async (c: Context<AppEnv>) => {
    const tenant = c.get('tenant');
    if (render) {
      const tagged = async (request: Request) => tagPage(await render(request, tenant), tenant, new URL(request.url).pathname);
      return pages ? pages.cached(c.req.raw, tagged) : tagged(c.req.raw);
    }
    const headers = isPrivatePath(c.req.path) ? PRIVATE_SHELL_HEADERS : { 'Cache-Control': 'no-cache' };
    return c.html(options.shell?.(tenant) ?? '', 200, headers);
  };
  // The app's HTML always carries the configuration, so it never comes from the static files.
  app.get('/', page);
  app.get('/index.html', page);

  // 6. Built files: only a path whose last segment has a dot can be one (a page's path skips the
  // lookups), and only what a browser needs (never the server's bundle nor a build manifest).
  // Hashed assets never change: a year; everything else revalidates.
  app.use('*', async (c, next) => {
    // Files answer GET and HEAD only (another method: the pages' 405), on both runtimes alike.
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !/\.[^/]+$/.test(c.req.path) || !isPublicFile(c.req.path)) return next();
    const answer = await options.files(c, next);
    if (answer instanceof Response) c.res = answer;
    if (c.req.path.startsWith('/assets/') && c.res.status === 200) addHeaders(c, { 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
  app.get('*', (c) => {
    // A path with a file extension that was not found is a missing file, not an app route.
    if (isFilePath(c.req.path)) return new Response('Fichier introuvable', { status: 404, headers: { 'Content-Type': 'text/plain; charset=UTF-8' } });
    return page(c);
  });
  return app;
}
