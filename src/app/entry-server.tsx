/**
 * Server rendering (DESIGN.md §9, docs/decisions/006-server-rendering.md): a standard Fetch-API
 * handler, Request → Response, that renders any route of the app with the same route table, loaders
 * and query factories as the browser. It keeps no state between requests: every request gets its own
 * context (server/request-context.ts: API client with the request's cookies and locale, query cache,
 * clock), handed to the loaders through React Router's request context, and its own head collector;
 * the route table, which holds no request, is built once per process.
 *
 * Built by `vite build --ssr` into `dist/server/entry-server.js`; `scripts/serve.ts` mounts it on
 * Node (Hono). Any runtime that speaks the Fetch API can call `createRequestHandler(…)` the same way.
 */
import { StrictMode, type ReactNode } from 'react';
import * as reactStatic from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import type { ApiFetch } from '@/api/client';
import type { AnswerCache } from '@/api/answer-cache';
import { pathTag, siteTag, tagsHeaderValue, TAGS_HEADER } from '@/lib/cache-tags';
import { reportError, setErrorSink, type ErrorSink } from '@/lib/report-error';
import { htmlLang } from '@/lib/locale';
import type { BlockRegistry, RegisteredBlock } from '@/renderer/block-contract';
import { blockRegistry } from '@registry/index';
import { Providers } from './providers';
import { appRoutes } from './router';
import { loadMatches, routerContextOf, type LoaderContext } from './routes/loaders';
import { cachePolicyOf, CACHE_HEADERS } from './routes/cache-policy';
import { createDocumentMetaCollector, DocumentMetaProvider, socialTags, type HeadMeta } from './routes/document-meta';
import { seoFileResponse } from './server/sitemap';
import { fontPreloadLinks, pageThemeFile, themeFileResponse } from './server/theme-file';
import { THEME_CSS_PATH } from '@/features/theme/theme-css';
import { escapeHtml, jsonScript, STATE_ELEMENT_ID, STATE_ENTRY_ATTRIBUTE, STATE_MODULES_ATTRIBUTE, type ServerState } from './server/state';
import { IslandsRecorderContext, type IslandsRecorder } from './islands/recorder';
import { blockIslandRoot } from './islands/block-island-root';
import { BlockIslandsContext, blockIslandIdPrefix, type BlockIsland, type ServerBlockIslands } from '@/renderer/block-island';
import type { ShellPage } from './layouts/shell-parts';
import { pageQueries, referenceQueryData } from './server/hydration-refs';
import { staticTenantSource, type Tenant, type TenantTable } from './server/tenants';
import { createServerApp, type PageRenderer } from './server/app';
import { inlineScriptHashes } from './server/csp';
import { trackCriticalQueries } from './server/critical-queries';
import { errorDocumentResponse, errorTitle, RETRY_AFTER_SECONDS } from './server/error-document';
import { createStalePages, STALE_AGE_HEADER, type StalePages } from './server/stale-pages';
import { createRequestContext } from './server/request-context';
import { documentLocaleOf, localizedNoscript } from './server/document-text';
import { manifestScripts, type ManifestChunk } from './server/asset-links';
import { MessagesRecorder } from '@/features/i18n/messages';
import { loadIconDrawings } from '@/ui/icon';

export { setErrorSink };
export type { ErrorSink };
// The hosts build the one server app (server/app.ts) around this renderer, from the same settings code.
export { tenantsFromSettings, type TenantTable } from './server/tenants';
export { createServerApp, addHeaders, type PageRenderer, type ServerAppOptions } from './server/app';
export { inlineScriptHashes } from './server/csp';

/** `response` with its `Location` on `url`'s origin written as a path (`/admin?x`), other answers as they are. */
function samePlaceAsPath(response: Response, url: URL): Response {
  const location = response.headers.get('Location');
  if (!location) return response;
  const target = new URL(location, url);
  if (target.origin !== url.origin) return response;
  const headers = new Headers(response.headers);
  headers.set('Location', `${target.pathname}${target.search}${target.hash}`);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** What the handler needs from its host (read once at start-up, shared by every request). */
export interface RequestHandlerOptions {
  /**
   * The tenants table (src/app/server/tenants.ts): each request's site comes from its Host; an
   * alias host answers 301, an unknown host a 404 that names no site.
   */
  tenants: TenantTable;
  /** The built `index.html` (Vite output): the page template. */
  template: string;
  /**
   * How API calls are sent (default: fetch). The Node server passes its own transport, leaner than
   * fetch (scripts/lib/api-transport.ts), which also answers the in-process demo API.
   */
  fetch?: ApiFetch;
  /**
   * Time limit of each API call made while rendering, in ms (default 5,000): past it the call fails
   * as "no answer", and the page is served from its last good version (or a French 503).
   */
  apiTimeoutMs?: number;
  /**
   * A cache of the API's public answers shared by this handler's requests (src/api/answer-cache.ts;
   * default none). The host owns it, to clear it when a write to the API passes through it.
   */
  apiCache?: AnswerCache;
  /** Where the last good pages are kept (default: a new in-memory store, see server/stale-pages.ts). */
  stalePages?: StalePages;
  /**
   * Blocks added to the registry by the composition root, beside `registry/` (the resilience tests'
   * block that throws while rendering: a test tenant's entry, never shipped to visitors).
   */
  extraBlocks?: Readonly<Record<string, RegisteredBlock>>;
  /**
   * The clock the pages' dates are computed from (the footer's year, an event being past): the
   * request context's (`RequestContext.now`), which loaders read as `LoaderContext.now`. Default `Date.now`; a host that
   * runs the demo API in process can hand it the API's clock (fixtures/server/clock.ts).
   */
  clock?: () => number;
  /**
   * Vite's client manifest (`dist/.vite/manifest.json`): a page names the built files of the message
   * books it rendered (src/features/i18n/messages.ts), which the browser fetches with the app's code.
   * Absent (tests rendering from source): none named, the browser loads them as it renders.
   */
  manifest?: Readonly<Record<string, ManifestChunk>>;
}

/** The app's registry with the host's extra blocks (stable promises, as React's `use()` needs). */
function withExtraBlocks(base: BlockRegistry, extra: Readonly<Record<string, RegisteredBlock>>): BlockRegistry {
  const loaded = new Map(Object.entries(extra).map(([name, definition]) => [name, Promise.resolve(definition)]));
  return {
    names: [...base.names, ...loaded.keys()].sort(),
    has: (name) => loaded.has(name) || base.has(name),
    // Static: the browser does not know them and keeps their server HTML (or renders them unknown).
    interactive: (name) => !loaded.has(name) && base.interactive(name),
    standalone: (name) => !loaded.has(name) && (base.standalone?.(name) ?? false),
    peek: (name) => extra[name] ?? base.peek(name),
    load: (name) => loaded.get(name) ?? base.load(name),
  };
}

/** The route that shows an error for the whole match: the deepest with an error boundary, else the root. */
function errorBoundaryId(context: StaticHandlerContext, { shell }: { shell: boolean }): string {
  const matches = context.matches.filter((match) => match.route.hasErrorBoundary);
  const match = shell ? matches[0] : matches[matches.length - 1];
  return match?.route.id ?? 'root';
}

/** The router context of a page replaced by its error page, for `error` (a route error response). */
function withRouteError(context: StaticHandlerContext, status: number, error: unknown, shell: boolean): StaticHandlerContext {
  return { ...context, statusCode: status, errors: { [errorBoundaryId(context, { shell })]: error } };
}

/** A failure of the page itself while rendering, already reported under `errorId`. */
class PageRenderFailure extends Error {
  constructor(
    readonly errorId: string,
    cause: unknown,
  ) {
    super('The page failed to render', { cause });
  }
}

type PrerenderOptions = NonNullable<Parameters<typeof reactStatic.prerender>[1]>;

/**
 * The prerendered HTML of `element` as text. On Node, React's Node-stream prerender: its web-stream
 * one (the only one on workerd, which has no Node streams) makes Node read the page back through
 * web streams and a TextDecoder, half a millisecond per page. Both write the same bytes.
 */
async function prerenderToText(element: ReactNode, options: PrerenderOptions): Promise<string> {
  // The icons' drawings, which the browser loads only when it draws an icon itself (src/ui/icon.tsx).
  await loadIconDrawings();
  if ('prerenderToNodeStream' in reactStatic && typeof reactStatic.prerenderToNodeStream === 'function') {
    const { prelude } = await reactStatic.prerenderToNodeStream(element, options);
    const chunks: Uint8Array[] = [];
    for await (const chunk of prelude) chunks.push(chunk as Uint8Array);
    return Buffer.concat(chunks).toString('utf8');
  }
  const { prelude } = await reactStatic.prerender(element, options);
  return new Response(prelude).text();
}

/** A route error response (what a loader's `data(…, { status })` becomes) that the error page reads. */
function routeErrorResponse(status: number, message: string) {
  return { status, statusText: message, internal: false, data: message };
}

const ROOT_MARKER = '<div id="root"></div>';

function metaTags(meta: HeadMeta | null): string {
  if (!meta) return '';
  const tags = [`<title>${escapeHtml(meta.title)}</title>`, `<meta name="description" content="${escapeHtml(meta.description?.trim() ?? '')}">`];
  if (meta.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}">`);
  if (meta.robots) tags.push(`<meta name="robots" content="${escapeHtml(meta.robots)}">`);
  for (const alternate of meta.alternates ?? [])
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`);
  // Open Graph and Twitter card: link previews and crawlers read them without running any script.
  for (const tag of socialTags(meta)) tags.push(`<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}">`);
  return tags.join('\n    ');
}

/** A module script (the boot script, inline in the build) or a modulepreload link of the template. */
const SCRIPT_TAG = /\s*(<script type="module"[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>)/g;

/**
 * The template split around the root: its own `<title>` and description removed (the page writes
 * its own), and its scripts (the entry and its modulepreloads) taken out of the head. They go after
 * the page's content: module scripts run after parsing wherever they stand, and placed last they are
 * requested after the stylesheet and the page's images, which the first paint needs first.
 */
function templateParts(template: string): { head: string; scripts: string; tail: string } {
  const scripts: string[] = [];
  const cleaned = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(SCRIPT_TAG, (_, tag: string) => (scripts.push(tag), ''));
  const at = cleaned.indexOf(ROOT_MARKER);
  if (at < 0) throw new Error(`index.html has no ${ROOT_MARKER}`);
  return { head: cleaned.slice(0, at), scripts: scripts.join('\n    '), tail: cleaned.slice(at + ROOT_MARKER.length) };
}

/** Status of a rendered route: the first route error's, else the handler's. */
function statusOf(context: StaticHandlerContext): number {
  const error = context.errors ? Object.values(context.errors)[0] : undefined;
  if (error === undefined) return context.statusCode;
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** React Router's hydration data with errors made JSON-safe (the client revives them). */
function hydrationData(context: StaticHandlerContext): ServerState['router'] {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { __type: 'RouteErrorResponse', status: error.status, statusText: error.statusText, data: error.data, internal: false }
            : { __type: 'Error', message: error instanceof Error ? error.message : String(error) },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

/**
 * A whole request handler for one tenants table: the server app (server/app.ts) with this renderer,
 * no API and no built files — what a test or another host that only renders needs. The servers
 * build the app themselves with their runtime's parts (scripts/serve.ts, entry-edge.ts).
 */
export function createRequestHandler({ tenants, ...options }: RequestHandlerOptions): (request: Request) => Promise<Response> {
  const app = inlineScriptHashes(options.template).then((scriptHashes) =>
    createServerApp({
      tenants: staticTenantSource(tenants),
      render: createPageRenderer(options),
      api: null,
      files: (_c, next) => next(),
      health: { fetch: (input, init) => fetch(input, init), draining: () => false },
      scriptHashes,
    }),
  );
  return async (request) => (await app).fetch(request);
}

/**
 * Create the page renderer: a tenant's request (resolved by the server app) → its page or the file
 * the renderer makes. It needs no DOM: CMS HTML is sanitized on a parse5 tree (safe-html.tsx), so the
 * same renderer runs on Node and on workerd. Whatever escapes it becomes the French error page with
 * its report id, never a bare 500 from the host.
 */
export function createPageRenderer({
  template,
  fetch: apiFetch,
  apiTimeoutMs = 5000,
  apiCache,
  stalePages = createStalePages(),
  extraBlocks,
  clock = Date.now,
  manifest,
}: Omit<RequestHandlerOptions, 'tenants'>): PageRenderer {
  const { head, scripts, tail } = templateParts(template);
  // The built files of the message books a page used (a book whose path names no built file is a
  // mistake of its declaration: reported once, the browser then loads that file as it renders).
  const unknownBooks = new Set<string>();
  const bookScripts = manifest
    ? manifestScripts(manifest, (module) => {
        if (unknownBooks.has(module)) return;
        unknownBooks.add(module);
        reportError(new Error(`No built file for the message book file ${module}`), { where: 'server render' });
      })
    : () => [];
  // The route table, once per process: it holds no request (loaders read theirs from React Router's
  // request context). Its handler, converted, ranked and its lazy routes resolved once instead of per
  // request (a millisecond per page), is per basename: the default locale's and one per locale
  // prefix the tenants list (a handful).
  const routes = appRoutes();
  const handlers = new Map<string, StaticHandler>();
  function handlerOf(basename: string | undefined): StaticHandler {
    let handler = handlers.get(basename ?? '');
    if (!handler) {
      handler = createStaticHandler(routes, basename ? { basename } : undefined);
      handlers.set(basename ?? '', handler);
    }
    return handler;
  }
  const appRegistry = extraBlocks ? withExtraBlocks(blockRegistry, extraBlocks) : blockRegistry;

  return async function renderTenant(request: Request, tenant: Tenant): Promise<Response> {
    try {
      return await render(request, tenant);
    } catch (error) {
      const errorId = reportError(error, { where: 'server', site: tenant.config.siteId, method: request.method, url: request.url });
      return errorDocumentResponse(500, errorId, documentLocaleOf(new URL(request.url).pathname));
    }
  };

  /** The answer of one tenant's request. */
  async function render(request: Request, tenant: Tenant): Promise<Response> {
    const { config } = tenant;
    const configBlock = jsonScript('vitrine-config', config);
    // This request's context, built in one place (server/request-context.ts). The visitor's login is
    // used only for the visitor's own pages (routes with `handle.cache: 'private'`): public pages, the
    // theme and the crawlers' files render anonymous for everyone, so a CDN may share them by host +
    // path; the browser fills in the visitor's session after hydration.
    const requestContext = createRequestContext(request, tenant, { fetch: apiFetch, apiTimeoutMs, apiCache, now: clock });
    const { url, locale, basename, api, queryClient } = requestContext;
    // /sitemap.xml and /robots.txt, built from the API's data with the same client and factories.
    const seoFile =
      (await seoFileResponse(request, { api, queryClient, locales: requestContext.locales })) ?? (await themeFileResponse(request, { api, queryClient }));
    if (seoFile) return seoFile;
    // The registry, noting which blocks the browser will hydrate (listed in the page's state; the
    // browser fetches their code when idle); static blocks keep their HTML and their code stays on
    // the server (src/renderer/static-block.tsx).
    const blocks = new Set<string>();
    const registry: BlockRegistry = { ...appRegistry, recordHydrated: (name) => blocks.add(name) };
    const critical = trackCriticalQueries(queryClient);
    // What the loaders read of this request, through React Router's request context.
    const loaderContext: LoaderContext = {
      api,
      queryClient,
      registry,
      locale,
      locales: requestContext.locales,
      basename,
      cookieDomain: config.cookieDomain,
      now: requestContext.now,
    };
    const handler = handlerOf(basename);
    const result = await handler.query(request, {
      requestContext: routerContextOf(loaderContext),
      // The router's own matches say whether the page is the visitor's, before any loader calls
      // the API (matching the table once more for it cost as much as the handler's own match).
      dataStrategy: ({ matches }) => {
        requestContext.visitorPage(cachePolicyOf(matches.map((match) => match.route.handle)) === 'private');
        return loadMatches(matches);
      },
    });
    // A loader's redirect (`?from=` after the visit is logged, login-only pages) is a real redirect;
    // one to this origin (out of a language's prefix: the admin) goes as a path, whatever scheme a
    // proxy in front speaks.
    if (result instanceof Response) return samePlaceAsPath(result, url);

    // Secondary (deferred) data that is not there yet is left to the browser: the page never waits
    // for it, and the cache sent to the browser never holds half-finished queries. Failed queries
    // stay: the page rendered their failure, and the browser must render the same.
    await queryClient.cancelQueries({ predicate: (query) => query.state.status === 'pending' });
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'pending' });

    const policy = cachePolicyOf(result.matches.map((match) => match.route.handle));
    // Public HTML is the same for every visitor of the site: it may be kept as the page's last good
    // version, and answered from it while the API is down. Visitor-specific pages never are.
    const shareable = (request.method === 'GET' || request.method === 'HEAD') && policy === 'public';
    const staleKey = `${locale} ${url.pathname}${url.search}`;
    const outages = critical.outages();
    if (outages.length > 0 && shareable) {
      const stale = stalePages.recall(config.siteId, staleKey);
      const errorId = reportError(outages[0], {
        where: 'API outage',
        level: stale ? 'warning' : 'error',
        path: url.pathname,
        calls: outages.length,
        served: stale ? 'last good page' : '503',
      });
      if (stale) {
        // Its age by the store's own clock (the time it was kept at), not the pages' dates' one.
        const age = String(Math.max(0, Math.round((Date.now() - stale.storedAt) / 1000)));
        // The CDN keeps its own copy thanks to stale-if-error; this one must not replace it.
        const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Age': age, [STALE_AGE_HEADER]: age });
        return new Response(stale.html, { status: 200, headers });
      }
      const down = withRouteError(result, 503, routeErrorResponse(503, errorTitle(503, locale)), false);
      return htmlResponse(await renderOrFallback(down, 503, errorId), 503, false, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    }

    let page: RenderedPage;
    try {
      page = await renderDocument(result);
    } catch (error) {
      // The page itself failed (route component, layout): its error page, with the real status.
      const errorId = error instanceof PageRenderFailure ? error.errorId : reportError(error, { where: 'server render', path: url.pathname });
      // The thrown message is for the report, not for visitors: they get the title in the page's language.
      page = await renderOrFallback(withRouteError(result, 500, routeErrorResponse(500, errorTitle(500, locale)), false), 500, errorId);
    }
    const shared = shareable && page.status < 400;
    // What a shared page was built from (src/lib/cache-tags.ts): the API resources it read, named in
    // its Vitrine-Tags (the server app adds the site and the path), so a change purges it by tag.
    const resources = shared ? requestContext.resourceTags() : [];
    if (shared && page.status === 200 && outages.length === 0)
      stalePages.remember(config.siteId, staleKey, page.html, [siteTag(config.siteId), pathTag(config.siteId, url.pathname), ...resources]);
    return htmlResponse(page, page.status, shared, resources.length > 0 ? { [TAGS_HEADER]: tagsHeaderValue(resources) } : {});

    /** A rendered document and the status it stands for. */
    interface RenderedPage {
      html: string;
      status: number;
    }

    function htmlResponse(rendered: RenderedPage, status: number, publicHtml: boolean, extra: Record<string, string> = {}): Response {
      // Visitor-specific HTML (a route that says so, an error) is never stored by a CDN. Public pages
      // are, briefly, keyed by host + path: they are the same for every visitor (no cookie, no
      // Accept-Language read above), hence no Vary (docs/decisions/008-tenants-and-caching.md).
      const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': CACHE_HEADERS[publicHtml ? 'public' : 'private'], ...extra });
      return new Response(rendered.html, { status, headers });
    }

    /** The error page for `context` (its error set); if even that fails, at the shell's level, then plain HTML. */
    async function renderOrFallback(context: StaticHandlerContext, status: number, errorId: string): Promise<RenderedPage> {
      try {
        return { ...(await renderDocument(context)), status };
      } catch {
        // Reported by renderDocument; the error page at the root, without the shell, may still render.
      }
      try {
        return { ...(await renderDocument(withRouteError(context, status, context.errors ? Object.values(context.errors)[0] : null, true))), status };
      } catch {
        const fallback = errorDocumentResponse(status, errorId, locale);
        return { html: await fallback.text(), status };
      }
    }

    /**
     * Render `context` to a whole HTML document. Rejects when the page itself fails (an error
     * outside every block's boundary); a block that throws is reported once and left out.
     */
    async function renderDocument(context: StaticHandlerContext): Promise<RenderedPage> {
      const status = statusOf(context);
      const router = createStaticRouter(handler.dataRoutes, context);
      const collector = createDocumentMetaCollector();
      const reported = new Map<unknown, string>();
      // The message files the page's parts read (src/features/i18n/messages.ts), in the page's locale.
      const books = new Set<string>();
      // What the islands entry needs, and whether the route allows it (src/app/islands/recorder.ts).
      const recorded: { shell: ShellPage | null; staticRoute: boolean; books: Set<string> } = { shell: null, staticRoute: false, books: new Set() };
      const recorder: IslandsRecorder = {
        shellBook: (file) => {
          recorded.books.add(file);
        },
        shell: (page) => {
          recorded.shell = page;
        },
        staticRoute: () => {
          recorded.staticRoute = true;
        },
      };
      // On the server, React's errors inside a block's boundary: the block is left out of the HTML and the
      // browser renders it again (hidden, or the diagnostic for admins); the page keeps its status. Its
      // report id becomes the boundary's digest in the HTML. Outside, prerender rejects (see the caller).
      const onError = (error: unknown, info: { componentStack?: string }) => {
        const errorId = reported.get(error) ?? reportError(error, { where: 'server render', path: url.pathname, componentStack: info.componentStack ?? '' });
        reported.set(error, errorId);
        return errorId;
      };
      // The blocks rendered as roots of their own (src/renderer/block-island.tsx), by key.
      const blockIslands = new Map<string, { island: BlockIsland; html: Promise<string> }>();
      let islandRefused = false;
      const serverIslands: ServerBlockIslands = {
        render: (key, island) => {
          const known = blockIslands.get(key);
          if (known && known.island.block === island.block) return known.html;
          if (known) {
            // Two blocks with one id: the second is rendered in the page's tree, and the page needs the app.
            islandRefused = true;
            return null;
          }
          const root = blockIslandRoot(island, {
            locale,
            locales: requestContext.locales,
            links: { root: basename ?? '/', navigate: null },
            clients: { api, queryClient, registry },
          });
          const html = prerenderToText(<MessagesRecorder value={(file) => books.add(file)}>{root}</MessagesRecorder>, {
            signal: request.signal,
            identifierPrefix: blockIslandIdPrefix(key),
            progressiveChunkSize: Number.POSITIVE_INFINITY,
            onError,
          });
          blockIslands.set(key, { island, html });
          return html;
        },
      };
      // `prerender` waits for the whole tree (everything is in the cache, or in its own fallback), so
      // no Suspense boundary completes later through an inline script: the CSP forbids them.
      const appHtml = await prerenderToText(
        <StrictMode>
          <DocumentMetaProvider collector={collector}>
            <MessagesRecorder value={(file) => books.add(file)}>
              <IslandsRecorderContext value={recorder}>
                <BlockIslandsContext value={serverIslands}>
                  <Providers api={api} queryClient={queryClient} registry={registry} analytics={config.analytics}>
                    <StaticRouterProvider router={router} context={context} hydrate={false} />
                  </Providers>
                </BlockIslandsContext>
              </IslandsRecorderContext>
            </MessagesRecorder>
          </DocumentMetaProvider>
        </StrictMode>,
        {
          signal: request.signal,
          // Never outline a completed boundary (React would then move it into place with an inline script).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError,
        },
      ).catch((error: unknown) => {
        // The page itself failed: already reported by onError, the caller gets the report's id.
        throw new PageRenderFailure(reported.get(error) ?? reportError(error, { where: 'server render', path: url.pathname }), error);
      });
      const used = [...blocks].filter((name) => blockRegistry.has(name)).sort();
      const queries = pageQueries(queryClient);
      const routerData = hydrationData(context);
      // Islands when nothing but the shell's parts and block islands needs hydrating: a static route,
      // no other interactive block, no block that failed (the browser would render it again), a
      // public page that rendered. A static block among them holds some (a section around the product
      // offers): its HTML stays the server's, each island inside hydrates on its own.
      const onlyIslands = !islandRefused && used.every((name) => registry.standalone?.(name) === true || !registry.interactive(name));
      const islands = recorded.staticRoute && onlyIslands && reported.size === 0 && status === 200 && policy === 'public' ? recorded.shell : null;
      const state: ServerState = {
        // What the loaders return from the cache is written once, in `queries` (server/hydration-refs.ts).
        router: { ...routerData, loaderData: referenceQueryData(routerData.loaderData, queries) },
        queries,
        blocks: used,
        locale,
        basename: basename ?? null,
        ...(islands ? { islands } : {}),
        ...(blockIslands.size > 0 ? { blockIslands: Object.fromEntries([...blockIslands].map(([key, { island }]) => [key, island])) } : {}),
      };
      const noindex = status >= 400 ? '\n    <meta name="robots" content="noindex">' : '';
      const meta = collector.meta && status >= 400 ? { ...collector.meta, robots: null } : collector.meta;
      // The theme travels as a stylesheet of its own (the CSP allows no inline style), right after the
      // app's: the first paint has the site's colours and fonts, and the browser leaves them alone.
      const theme = pageThemeFile({ api, queryClient });
      // Its first-paint fonts are preloaded beside it rather than found in it one round trip later.
      const themeLink = [`<link rel="stylesheet" href="${THEME_CSS_PATH}?v=${theme.version}">`, ...fontPreloadLinks(theme)].join('\n    ');
      const favicon = theme.favicon ? `<link rel="icon" href="${escapeHtml(theme.favicon)}">` : '<link rel="icon" href="data:,">';
      const documentHead = head
        .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(locale)}" data-locale="${escapeHtml(locale)}" data-theme="${theme.version}"`)
        .replace(/<link rel="icon"[^>]*>/, favicon)
        // After the app's stylesheet (the built template's), else first in the head's tail (the source
        // template, whose styles Vite injects from the scripts).
        .replace(/(<link rel="stylesheet"[^>]*>)|<\/head>/, (_match, stylesheet?: string) =>
          stylesheet ? `${stylesheet}\n    ${themeLink}` : `  ${themeLink}\n  </head>`,
        )
        .replace('</head>', `    ${metaTags(meta)}${noindex}\n    ${configBlock}\n  </head>`);
      // The page's message files, fetched by the boot script together with the app or the islands (src/app/boot.ts):
      // hydration finds them there, with no round trip of their own. Not `<link rel="modulepreload">`
      // tags: those are high-priority fetches the first paint would wait for (vite.config.ts).
      // On an islands page, those of the shell's parts only (the islands hydrate nothing else).
      const modules = bookScripts([...(islands ? recorded.books : books)].sort());
      const stateBlock = jsonScript(STATE_ELEMENT_ID, state, {
        ...(modules.length > 0 ? { [STATE_MODULES_ATTRIBUTE]: modules.join(' ') } : {}),
        ...(islands ? { [STATE_ENTRY_ATTRIBUTE]: 'islands' } : {}),
      });
      const html = `${documentHead}<div id="root">${appHtml}</div>\n    ${stateBlock}\n    ${scripts}${localizedNoscript(tail, locale)}`;
      return { html, status };
    }
  }
}
