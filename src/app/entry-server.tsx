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
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { createApiClient } from '@/api/client';
import type { AppConfig } from '@/api/generated/types';
import { createQueryClient } from '@/api/query-client';
import { detectRequestLocale } from '@/features/i18n/i18n';
import { readCookie } from '@/lib/cookies';
import { htmlLang } from '@/lib/locale';
import type { BlockRegistry } from '@/renderer/block-contract';
import { setSanitizerWindow, type SanitizerWindow } from '@/ui/safe-html';
import { blockRegistry } from '@registry/index';
import { Providers } from './providers';
import { appRoutes } from './router';
import { cachePolicyOf, CACHE_HEADERS } from './routes/cache-policy';
import { createDocumentMetaCollector, DocumentMetaProvider, socialTags, type HeadMeta } from './routes/document-meta';
import { seoFileResponse } from './server/sitemap';
import { pageThemeFile, themeFileResponse } from './server/theme-file';
import { THEME_CSS_PATH } from '@/features/theme/theme-css';
import { escapeHtml, jsonScript, STATE_ELEMENT_ID, type ServerState } from './server/state';

export { setSanitizerWindow };
export type { SanitizerWindow };

/** What the handler needs from its host (read once at start-up, shared by every request). */
export interface RequestHandlerOptions {
  /** The public app configuration (also embedded in the page). */
  config: AppConfig;
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
 * Create the request handler. `setSanitizerWindow` must have been called once before (the server
 * has no DOM of its own: see safe-html.tsx).
 */
export function createRequestHandler({ config, template, fetch: apiFetch }: RequestHandlerOptions) {
  const { head, scripts, tail } = templateParts(template);
  const configBlock = jsonScript('vitrine-config', config);

  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const cookies = request.headers.get('cookie') ?? '';
    const detected = detectRequestLocale(request);
    const basename = detected.source === 'path' ? url.pathname.slice(0, url.pathname.length - detected.pathname.length) || undefined : undefined;
    const locale = detected.locale;
    const api = createApiClient({
      apiUrl: config.apiUrl,
      siteId: config.siteId,
      getLocale: () => locale,
      getToken: () => readCookie(cookies, 'token'),
      appOrigin: url.origin,
      ...(apiFetch ? { fetch: apiFetch } : {}),
    });
    // One cache per request; no retries: a failing call answers now, with its status.
    const queryClient = createQueryClient({ server: true });
    // /sitemap.xml and /robots.txt, built from the API's data with the same client and factories.
    const seoFile = (await seoFileResponse(request, { api, queryClient })) ?? (await themeFileResponse(request, { api, queryClient }));
    if (seoFile) return seoFile;
    // The registry, noting which blocks the browser will hydrate (their chunks are announced with
    // the HTML, and the browser loads them before it hydrates); static blocks keep their HTML and
    // their code stays on the server (src/renderer/static-block.tsx).
    const blocks = new Set<string>();
    const registry: BlockRegistry = { ...blockRegistry, recordHydrated: (name) => blocks.add(name) };
    const context = { api, queryClient, registry };
    const routes = appRoutes(context, locale, { cookieDomain: config.cookieDomain });
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
          <Providers api={api} queryClient={queryClient} registry={registry} analytics={config.analytics} cookies={cookies}>
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
    // Visitor-specific HTML (a route that says so, a signed-in visitor, an error) is never stored by a
    // CDN; public CMS pages are, briefly (the HTML varies with the consent and locale cookies).
    const shared = policy === 'public' && finalStatus < 400 && !api.hasToken();
    const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': CACHE_HEADERS[shared ? 'public' : 'private'], Vary: 'Cookie, Accept-Language' });
    return new Response(body, { status: finalStatus, headers });
  };
}
