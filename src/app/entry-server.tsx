/**
 * Server rendering (DESIGN.md §9, docs/decisions/006-server-rendering.md): a standard Fetch-API
 * handler, Request → Response, that renders any route of the app with the same route table, loaders
 * and query factories as the browser. It keeps no state between requests: every request gets its own
 * API client (the request's cookies and locale), query cache, static handler and head collector.
 *
 * Built by `vite build --ssr` into `dist/server/entry-server.js`; `scripts/serve.ts` mounts it on
 * Node (Hono). Any runtime that speaks the Fetch API can call `createRequestHandler(…)` the same way.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, matchRoutes, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { createApiClient } from '@/api/client';
import { createQueryClient } from '@/api/query-client';
import { SUPPORTED_LOCALES } from '@/features/i18n/i18n';
import { readCookie } from '@/lib/cookies';
import { detectLocale, htmlLang } from '@/lib/locale';
import type { BlockRegistry } from '@/renderer/block-contract';
import { blockRegistry } from '@registry/index';
import { Providers } from './providers';
import { appRoutes } from './router';
import { cachePolicyOf, CACHE_HEADERS } from './routes/cache-policy';
import { createDocumentMetaCollector, DocumentMetaProvider, socialTags, type HeadMeta } from './routes/document-meta';
import { seoFileResponse } from './server/sitemap';
import { pageThemeFile, themeFileResponse } from './server/theme-file';
import { THEME_CSS_PATH } from '@/features/theme/theme-css';
import { escapeHtml, jsonScript, STATE_ELEMENT_ID, type ServerState } from './server/state';
import { tenantSecurityHeaders } from './server/csp';
import { appConfigResponse, tenantOrResponse, type Tenant, type TenantTable } from './server/tenants';

// The edge worker builds its table from its own settings with the same code.
export { tenantsFromSettings, type TenantTable } from './server/tenants';

/** What the handler needs from its host (read once at start-up, shared by every request). */
export interface RequestHandlerOptions {
  /**
   * The tenants table (src/app/server/tenants.ts): each request's site comes from its Host; an
   * alias host answers 301, an unknown host a 404 that names no site.
   */
  tenants: TenantTable;
  /** The built `index.html` (Vite output): the page template. */
  template: string;
  /** fetch used for API calls (the Node server passes one that answers the demo API in-process). */
  fetch?: typeof fetch;
}

const ROOT_MARKER = '<div id="root"></div>';

function metaTags(meta: HeadMeta | null): string {
  if (!meta) return '';
  const tags = [`<title>${escapeHtml(meta.title)}</title>`, `<meta name="description" content="${escapeHtml(meta.description?.trim() ?? '')}">`];
  if (meta.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}">`);
  if (meta.robots) tags.push(`<meta name="robots" content="${escapeHtml(meta.robots)}">`);
  // Open Graph and Twitter card: link previews and crawlers read them without running any script.
  for (const tag of socialTags(meta)) tags.push(`<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}">`);
  return tags.join('\n    ');
}

/** A module script or a modulepreload link of the template. */
const SCRIPT_TAG = /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

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
 * Create the request handler. It needs no DOM: CMS HTML is sanitized on a parse5 tree (safe-html.tsx),
 * so the same handler runs on Node and on workerd.
 */
export function createRequestHandler({ tenants, template, fetch: apiFetch }: RequestHandlerOptions) {
  const { head, scripts, tail } = templateParts(template);

  /** Every answer of a tenant carries its security headers (its own tools' hosts only). */
  return async function handle(request: Request): Promise<Response> {
    const tenant = tenantOrResponse(tenants, request);
    if (tenant instanceof Response) return tenant;
    const response = await render(request, tenant);
    // A redirect made by the router may have immutable headers: copy it.
    const answer = new Response(response.body, response);
    for (const [name, value] of Object.entries(tenantSecurityHeaders(tenant))) answer.headers.set(name, value);
    return answer;
  };

  /** The answer of one tenant's request. */
  async function render(request: Request, tenant: Tenant): Promise<Response> {
    const { config } = tenant;
    const url = new URL(request.url);
    if (url.pathname === '/config.json') return appConfigResponse(tenant);
    const configBlock = jsonScript('vitrine-config', config);
    const cookies = request.headers.get('cookie') ?? '';
    // The locale comes from the URL (a locale prefix) or is the site's default — never from the
    // visitor's cookie or Accept-Language: a public page is the same for every visitor of the site.
    const detected = detectLocale({ pathname: url.pathname, cookieLocale: null, browserLanguages: [config.defaultLocale], supported: SUPPORTED_LOCALES });
    const basename = detected.source === 'path' ? url.pathname.slice(0, url.pathname.length - detected.pathname.length) || undefined : undefined;
    const locale = detected.locale;
    // The visitor's login is used only for the visitor's own pages (routes with `handle.cache:
    // 'private'`): public pages, the theme and the crawlers' files render anonymous for everyone, so a
    // CDN may share them by host + path; the browser fills in the visitor's session after hydration.
    let visitorPage = false;
    const api = createApiClient({
      apiUrl: config.apiUrl,
      siteId: config.siteId,
      getLocale: () => locale,
      getToken: () => (visitorPage ? readCookie(cookies, 'token') : null),
      appOrigin: url.origin,
      ...(apiFetch ? { fetch: apiFetch } : {}),
    });
    // One cache per request; no retries: a failing call answers now, with its status.
    const queryClient = createQueryClient({ server: true });
    // /sitemap.xml and /robots.txt, built from the API's data with the same client and factories.
    const seoFile = (await seoFileResponse(request, { api, queryClient })) ?? (await themeFileResponse(request, { api, queryClient }));
    if (seoFile) return seoFile;
    // The registry, noting which blocks the browser will hydrate (listed in the page's state; the
    // browser fetches their code when idle); static blocks keep their HTML and their code stays on
    // the server (src/renderer/static-block.tsx).
    const blocks = new Set<string>();
    const registry: BlockRegistry = { ...blockRegistry, recordHydrated: (name) => blocks.add(name) };
    const context = { api, queryClient, registry };
    const routes = appRoutes(context, locale, { cookieDomain: config.cookieDomain });
    visitorPage = cachePolicyOf((matchRoutes(routes, url.pathname, basename) ?? []).map((match) => match.route.handle)) === 'private';
    const handler = createStaticHandler(routes, basename ? { basename } : undefined);
    const result = await handler.query(request);
    // A loader's redirect (`?from=` after the visit is logged, login-only pages) is a real redirect.
    if (result instanceof Response) return result;

    // Secondary (deferred) data that is not there yet is left to the browser: the page never waits
    // for it, and the cache sent to the browser never holds half-finished queries. Failed queries
    // stay: the page rendered their failure, and the browser must render the same.
    await queryClient.cancelQueries({ predicate: (query) => query.state.status === 'pending' });
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'pending' });

    const status = statusOf(result);
    const policy = cachePolicyOf(result.matches.map((match) => match.route.handle));
    const router = createStaticRouter(handler.dataRoutes, result);
    const collector = createDocumentMetaCollector();
    let renderError: unknown = null;
    // `prerender` waits for the whole tree (everything is in the cache, or in its own fallback), so
    // no Suspense boundary completes later through an inline script: the CSP forbids them.
    const { prelude: stream } = await prerender(
      <StrictMode>
        <DocumentMetaProvider collector={collector}>
          <Providers api={api} queryClient={queryClient} registry={registry} analytics={config.analytics}>
            <StaticRouterProvider router={router} context={result} hydrate={false} />
          </Providers>
        </DocumentMetaProvider>
      </StrictMode>,
      {
        signal: request.signal,
        // Never outline a completed boundary (React would then move it into place with an inline script).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          renderError = error;
          console.error('[vitrine] server render failed', error);
        },
      },
    );
    const used = [...blocks].filter((name) => blockRegistry.has(name)).sort();
    const state: ServerState = {
      router: hydrationData(result),
      queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error' }),
      blocks: used,
      locale,
      basename: basename ?? null,
    };
    const finalStatus = renderError !== null && status < 400 ? 500 : status;
    const noindex = finalStatus >= 400 ? '\n    <meta name="robots" content="noindex">' : '';
    const meta = collector.meta && finalStatus >= 400 ? { ...collector.meta, robots: null } : collector.meta;
    // The theme travels as a stylesheet of its own (the CSP allows no inline style), right after the
    // app's: the first paint has the site's colours and fonts, and the browser leaves them alone.
    const theme = pageThemeFile({ api, queryClient });
    const themeLink = `<link rel="stylesheet" href="${THEME_CSS_PATH}?v=${theme.version}">`;
    const favicon = theme.favicon ? `<link rel="icon" href="${escapeHtml(theme.favicon)}">` : '<link rel="icon" href="data:,">';
    const documentHead = head
      .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(locale)}" data-locale="${escapeHtml(locale)}" data-theme="${theme.version}"`)
      .replace(/<link rel="icon"[^>]*>/, favicon)
      .replace(/(<link rel="stylesheet"[^>]*>)/, `$1\n    ${themeLink}`)
      .replace('</head>', `    ${metaTags(meta)}${noindex}\n    ${configBlock}\n  </head>`);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(`${documentHead}<div id="root">`));
        const reader = stream.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          controller.enqueue(value);
        }
        controller.enqueue(encoder.encode(`</div>\n    ${jsonScript(STATE_ELEMENT_ID, state)}\n    ${scripts}${tail}`));
        controller.close();
      },
    });
    // Visitor-specific HTML (a route that says so, an error) is never stored by a CDN. Public pages
    // are, briefly, keyed by host + path: they are the same for every visitor (no cookie, no
    // Accept-Language read above), hence no Vary (docs/decisions/008-tenants-and-caching.md).
    const shared = policy === 'public' && finalStatus < 400;
    const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': CACHE_HEADERS[shared ? 'public' : 'private'] });
    return new Response(body, { status: finalStatus, headers });
  }
}
