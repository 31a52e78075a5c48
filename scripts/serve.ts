/**
 * `npm start`: ONE process serving the production build for every site of the tenants table
 * (src/app/server/tenants.ts: each request's site comes from its Host) and, unless `API_URL` points at
 * a real API, the demo API under `/api` — offline, on http://127.0.0.1:4173 (PORT overrides). With no
 * settings it serves the demo's two sites: 51 on 127.0.0.1 / localhost / massages.localhost, 52 on
 * vins.localhost.
 *
 * Settings (environment): PORT, HOST, TENANTS (JSON) or TENANTS_FILE (the tenants table), else
 * SITE_ID / API_URL (one site, on any host; with COOKIE_DOMAIN, DEFAULT_LOCALE, ANALYTICS_*,
 * PAYMENT_PROVIDER, FONT_HOSTS: see docs/sites.md), DEMO_DATA_DIR / DEMO_LATENCY_MS / DEMO_FAULTS (demo API,
 * see fixtures/README.md), DEMO_TEST_SURFACE=1 (the demo API's test controls under /api/__demo/, for
 * tests only; off by default), DEMO_STATE_DIR (where the demo API keeps the page editor's edits;
 * default node_modules/.cache/vitrine-demo-state, `memory` = not kept), SERVE_NO_BUILD=1 (skip the staleness check, e.g. in tests after a
 * build), DIST_DIR (serve another build output), PAGE_CACHE_ENTRIES (keep up to this many public
 * pages in memory, scripts/lib/page-cache.ts; off by default), API_CACHE_ENTRIES (public API answers kept for the
 * renderer, src/api/answer-cache.ts; default 500, 0 = off), API_TIMEOUT_MS (time limit of an API call made while
 * rendering, default 5000), SHUTDOWN_TIMEOUT_MS (how long SIGTERM waits for requests in flight,
 * default 10000), LOG=off (no JSON log lines), API_ORIGIN (where `/api` on the app host goes instead of
 * the in-process demo API, as on the edge), WORKERS / WEB_CONCURRENCY (server processes, one per core
 * with `0` or `auto`; default 1: scripts/lib/cluster.ts). docs/operating.md: settings, logs, health,
 * stale pages.
 */
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import v8 from 'node:v8';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Hono, type MiddlewareHandler } from 'hono';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { buildIfStale, projectRoot } from './lib/build-if-stale.mjs';
import { staticTenantSource, type Tenant, type TenantTable } from '../src/app/server/tenants';
import { addHeaders, createServerApp, type PageRenderer } from '../src/app/server/app';
import { inlineScriptHashes } from '../src/app/server/csp';
import { preloadHints } from './lib/preload-hints';
import { compression } from './lib/compression';
import { readTenantSource, readTenantTable } from './lib/tenant-settings';
import { createPageCache } from './lib/page-cache';
import { createAnswerCache, type AnswerCache } from '../src/api/answer-cache';
import { createApiTransport } from './lib/api-transport';
import type { ApiFetch } from '../src/api/client';
import { announceWorkerReady, broadcastChange, onRelayedChange, relayChange, runPrimary, workerCount } from './lib/cluster';
import {
  applyRelayedEvent,
  changeEventsFromSettings,
  createChangeDispatcher,
  type ChangeDispatcher,
  type ChangeEvent,
  type ChangeTargets,
  type ServerChangeEvents,
} from '../src/app/server/change-events';
import { cdnPurgerFromSettings } from '../src/app/server/cdn-purge';
import { forwardToApi, isApiPath, toApiOrigin } from '../src/app/server/routing';
import { numberSetting, readServerSettings } from '../src/app/server/settings';
import { guardRequest, type GuardedRequest } from '../src/app/server/request-guard';
import { createStalePages, type StalePages } from '../src/app/server/stale-pages';
import { createRequestLog, type LogWriter } from './lib/request-log';
import type { ManifestChunk } from '../src/app/server/asset-links';
import { setErrorSink, type ErrorSink } from '../src/lib/report-error';
import type { RegisteredBlock } from '../src/renderer/block-contract';

/** The server-rendering module built by `vite build --ssr` (src/app/entry-server.tsx). */
interface ServerEntry {
  /** The error sink of the server entry's own copy of src/lib/report-error.ts. */
  setErrorSink(sink: ErrorSink): void;
  createPageRenderer(options: {
    template: string;
    fetch?: ApiFetch;
    apiTimeoutMs?: number;
    apiCache?: AnswerCache;
    stalePages?: StalePages;
    extraBlocks?: Readonly<Record<string, RegisteredBlock>>;
    manifest?: Readonly<Record<string, ManifestChunk>>;
  }): PageRenderer;
}

function isServerEntry(value: unknown): value is ServerEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'createPageRenderer' in value &&
    typeof value.createPageRenderer === 'function' &&
    'setErrorSink' in value &&
    typeof value.setErrorSink === 'function'
  );
}

// The repository: above scripts/ when run from source (tsx), above dist/server/ when built.
const ROOT = projectRoot(path.dirname(fileURLToPath(import.meta.url)));

export interface ServeOptions {
  port?: number;
  host?: string;
  /** Demo API data directory (layout `sites/<id>/…`). */
  dataDir?: string;
  /** Demo API fault switch (see fixtures/README.md). */
  faults?: string;
  latencyMs?: number;
  /** Serve the demo API's test surface `/api/__demo/` (default: env DEMO_TEST_SURFACE=1; off otherwise). */
  testSurface?: boolean;
  /** Environment to read the rest of the settings from (defaults to process.env). */
  env?: NodeJS.ProcessEnv;
  /** A static tenants table (default: the tenant source the environment names, scripts/lib/tenant-settings.ts). */
  tenants?: TenantTable;
  /** Skip the build staleness check. */
  noBuild?: boolean;
  /** Serve another build output than `dist/` (e.g. a bench or screenshot build); implies noBuild. */
  distDir?: string;
  /**
   * Static mode: serve `index.html` for every page and let the browser render, as a static host
   * would, even when the build has a server module (default: env SERVE_STATIC=1).
   */
  staticMode?: boolean;
  /** Where JSON log lines go (default stdout; `false` or env LOG=off: nowhere). */
  log?: LogWriter | false;
  /** Time limit of an API call made while rendering, ms (default env API_TIMEOUT_MS, else 5,000). */
  apiTimeoutMs?: number;
  /** Blocks the composition root adds to the registry (tests: a block that throws while rendering). */
  extraBlocks?: Readonly<Record<string, RegisteredBlock>>;
  /** How long a shutdown waits for requests in flight, ms (default env SHUTDOWN_TIMEOUT_MS, else 10,000). */
  shutdownTimeoutMs?: number;
  /**
   * Where `/api` on the app host goes (its path without `/api`) instead of an in-process demo API
   * (default env API_ORIGIN): the cluster's workers share the demo API their primary runs.
   */
  apiOrigin?: string;
  /**
   * The renderer's cache of public API answers (default: one of API_CACHE_ENTRIES answers, 500 unless
   * set; 0 = none). A test passes its own to read what it holds.
   */
  apiCache?: AnswerCache;
}

/** A running server. */
export interface RunningServer {
  url: string;
  /** The static table the sites come from, or null when a directory names them (`DIRECTORY_URL`). */
  tenants: TenantTable | null;
  /**
   * Graceful shutdown: stop accepting connections, answer `/readyz` 503, let the requests in flight
   * finish, and after the time limit cut what is left. Resolves once every connection is closed.
   */
  close(): Promise<void>;
}

/** Start the server; resolves once it listens. */
export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  // The one settings list of both runtimes (schemas/settings/server-settings.schema.json): a bad value stops here.
  const env = readServerSettings(options.env ?? process.env);
  const customDist = options.distDir ?? env.DIST_DIR;
  if (!customDist && !options.noBuild && env.SERVE_NO_BUILD !== '1') buildIfStale(ROOT);
  const dist = path.resolve(ROOT, customDist ?? 'dist');
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${path.relative(ROOT, indexFile)} is missing: run \`npm run build\` first.`);
  // A static table (TENANTS, TENANTS_FILE, SITE_ID, the demo's two sites), or none: the builder's
  // directory (DIRECTORY_URL) names the sites as they come.
  const table = options.tenants ?? (env.DIRECTORY_URL?.trim() ? null : readTenantTable(env));
  const template = readFileSync(indexFile, 'utf8');
  const staticShell = template.replace('</head>', `    ${preloadHints(dist)}\n    <!--vitrine-config-->\n  </head>`);
  // Static mode: the configuration travels inside the page (a JSON data block: not executable, so
  // the strict CSP allows it), saving the app a round-trip before its first API call.
  const indexHtml = (tenant: Tenant) =>
    staticShell.replace(
      '<!--vitrine-config-->',
      `<script type="application/json" id="vitrine-config">${JSON.stringify(tenant.config).replace(/</g, '\\u003c')}</script>`,
    );
  // One JSON line per request and per error report (docs/operating.md); the server entry's
  // copy of the error reporter gets the same sink when it loads (loadRenderer).
  const logWriter = options.log ?? (env.LOG === 'off' ? false : undefined);
  const log = createRequestLog(
    (c) => c.get('tenant')?.config.siteId ?? '-',
    logWriter === false ? () => undefined : logWriter,
    // A worker of a cluster names itself: which process served what, when the server runs several.
    cluster.isWorker ? { pid: process.pid } : undefined,
  );
  setErrorSink(log.sink);
  let draining = false;
  const drainingHeader: MiddlewareHandler = async (c, next) => {
    await next();
    // While shutting down, each answer closes its connection: keep-alive clients reconnect elsewhere.
    if (draining) addHeaders(c, { Connection: 'close' });
  };
  // Built assets are served precompressed (.br/.gz from the build); the rest is compressed here.
  const compressAnswers = compression();

  // `/api` on the app host: the demo API in this process, or forwarded to API_ORIGIN (the one demo
  // API of a cluster's primary). Sites on a real API never reach it.
  const apiOrigin = options.apiOrigin ?? env.API_ORIGIN;
  // With a directory, `/api` on the app host exists when API_ORIGIN says where it goes.
  const demoApi = table ? hostsApi(table) : Boolean(apiOrigin);
  let api: ((request: Request) => Promise<Response>) | null = null;
  if (demoApi && apiOrigin) api = (request) => forwardToApi(request, apiOrigin);
  // The demo API in this process tells the app what its writes change (a page published, a site or a
  // host added): straight to this process's change dispatcher, made below.
  let dispatchChange: ChangeDispatcher | null = null;
  if (demoApi && !apiOrigin) {
    const { createDemoApi } = await import('../fixtures/server/app');
    const events = { deliver: (event: unknown) => dispatchChange?.(demoChange(event)) ?? Promise.resolve() };
    const mounted = new Hono().route('/api', await createDemoApi({ ...demoApiOptions(env, options), events }));
    api = async (request) => mounted.fetch(request);
  }
  // The renderer's cache of the API's public answers (src/api/answer-cache.ts): on by default,
  // API_CACHE_ENTRIES=0 turns it off; the app purges a site's after a write that changes its public data.
  const apiCacheEntries = numberSetting(env.API_CACHE_ENTRIES, 500);
  const apiCache = options.apiCache ?? (apiCacheEntries > 0 ? createAnswerCache({ maxEntries: apiCacheEntries, maxBytes: 32 * 1024 * 1024 }) : undefined);
  // Optional, off by default: public pages kept in memory as a CDN would (scripts/lib/page-cache.ts).
  const pageCacheEntries = numberSetting(env.PAGE_CACHE_ENTRIES, 0);
  const pageCache = pageCacheEntries > 0 ? createPageCache({ maxEntries: pageCacheEntries, maxBytes: 64 * 1024 * 1024 }) : null;

  // Where each request's site comes from (tenants.ts `TenantSource`): the static table, the builder's
  // directory, or — no settings — the demo API's own directory, through this process's `/api`.
  const tenants = options.tenants ? staticTenantSource(options.tenants) : await readTenantSource(env, api ?? undefined);
  // Calls to a site's host's `/api` go to the API without a socket (in-process, or the lean transport
  // to API_ORIGIN); any other URL is fetched. A site's host is known here (its page asked first): a
  // host still being asked about is another server's (an absolute API URL).
  const appHostApi = (url: URL) => {
    if (api === null || !isApiPath(url.pathname)) return false;
    const lookup = tenants.resolve(url);
    return !(lookup instanceof Promise) && (lookup.kind === 'tenant' || lookup.kind === 'alias');
  };
  const healthFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    return api && appHostApi(new URL(request.url)) ? api(request) : fetch(request);
  };
  const transport = createApiTransport();
  const renderFetch: ApiFetch = async (url, init) => {
    if (!api || !appHostApi(url)) return transport(url, init);
    if (apiOrigin) return transport(new URL(toApiOrigin(url, apiOrigin)), init);
    return api(new Request(url, init));
  };
  const apiTimeoutMs = options.apiTimeoutMs ?? (env.API_TIMEOUT_MS ? numberSetting(env.API_TIMEOUT_MS, 5000) : undefined);
  // The last good pages (served while the API is down), purged by tag like the other caches.
  const stalePages = createStalePages();
  // Server rendering when the build has its server module (`npm run build`): the routes' own
  // `handle.cache` decides Cache-Control. Otherwise the static client shell, rendered in the browser.
  const staticMode = options.staticMode ?? env.SERVE_STATIC === '1';
  const render = staticMode
    ? null
    : await loadRenderer(dist, template, renderFetch, {
        sink: log.sink,
        apiTimeoutMs,
        apiCache,
        stalePages,
        extraBlocks: options.extraBlocks,
      });
  const purge = (tags: readonly string[]) => {
    apiCache?.purge(tags);
    pageCache?.purge(tags);
    stalePages.purge(tags);
  };
  const changes = changeEvents(env, { tenants, purge });
  dispatchChange = changes.dispatch;
  const app = createServerApp({
    events: changes.endpoint,
    tenants,
    render,
    shell: indexHtml,
    scriptHashes: await inlineScriptHashes(template),
    api,
    files: serveStatic({ root: dist, precompressed: true }),
    health: { fetch: healthFetch, draining: () => draining },
    answers: apiCache,
    pages: pageCache,
    before: [log.middleware, drainingHeader, compressAnswers],
  });

  const port = options.port ?? numberSetting(env.PORT, 4173);
  const host = options.host ?? env.HOST ?? '127.0.0.1';
  const listener = getRequestListener(app.fetch, { hostname: host });
  const server = createServer((incoming, outgoing) => {
    // The app's guard reads the request as it came (as workerd hands it over): Node's HTTP layer
    // would answer an odd Host with an empty 400 and resolve a `..` before the app sees it.
    const refusal = guardRequest(wireRequest(incoming), { pageMethods: false });
    if (refusal) void writeResponse(refusal, outgoing);
    else void listener(incoming, outgoing);
  });
  // An idle keep-alive connection stays open longer than the clients' and proxies' own idle limits
  // (Varnish's backend_idle_timeout is 60 s): with Node's 5 s, a client reusing a connection at the
  // moment the server closed it got ECONNRESET (behind a CDN: a 503).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = address && typeof address === 'object' ? address.port : port;
  const url = `http://${host}:${actualPort}`;
  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? numberSetting(env.SHUTDOWN_TIMEOUT_MS, 10_000);
  return {
    url,
    tenants: table,
    close: () => {
      draining = true;
      const closed = new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
      // Idle keep-alive connections go now; busy ones as soon as their answer is sent (an answer whose
      // headers left before the drain still said keep-alive: the sweep closes its connection once idle),
      // or when the time limit cuts them.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      const cut = setTimeout(() => server.closeAllConnections(), shutdownTimeoutMs);
      return closed.finally(() => {
        clearInterval(sweep);
        clearTimeout(cut);
      });
    },
  };
}

/**
 * The builder's changes (docs/platform.md, change-events.ts `changeEventsFromSettings`): applied to
 * this process's directory and caches, relayed to the other workers of a cluster (each applies what
 * it hears), and the CDN in front purged (`CDN_PURGE_URL`). They come from the demo API in this
 * process (`dispatch`) or, with `EVENTS_SECRET`, signed to `POST /__vitrine/events` (`endpoint`).
 */
function changeEvents(env: NodeJS.ProcessEnv, targets: ChangeTargets): ServerChangeEvents {
  const events = changeEventsFromSettings(env, targets, cluster.isWorker ? ({ id, event }) => relayChange(id, event) : undefined);
  onRelayedChange((id, event) => applyRelayedEvent(events.receiver, targets, id, event));
  return events;
}

/** A change the demo API in this process made, as a verified event (nothing to verify: it never left the process). */
function demoChange(event: unknown): { id: string; event: ChangeEvent } {
  return { id: `demo_${randomUUID()}`, event: event as ChangeEvent };
}

/** A request as it came on the wire, for the guard (its target as sent; headers by name). */
function wireRequest(incoming: IncomingMessage): GuardedRequest {
  const target = incoming.url ?? '/';
  return {
    url: target.startsWith('/') ? `http://wire${target}` : target,
    method: incoming.method ?? 'GET',
    headers: {
      get: (name) => {
        const value = incoming.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
  };
}

/** Write a whole (small) Fetch answer to Node's response. */
async function writeResponse(response: Response, outgoing: ServerResponse): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(response.status, { ...Object.fromEntries(response.headers), 'Content-Length': String(body.length) });
  outgoing.end(body);
}

/** The demo API's settings: the options given to `startServer`, else the DEMO_* environment settings. */
function demoApiOptions(env: NodeJS.ProcessEnv, options: Pick<ServeOptions, 'dataDir' | 'faults' | 'latencyMs' | 'testSurface'> = {}) {
  return {
    // Folders named from the repository's root: the built server (dist/server/serve.js) is elsewhere
    // than the demo API's sources, whose defaults are relative to themselves.
    dataDir: options.dataDir ?? env.DEMO_DATA_DIR ?? path.join(ROOT, 'fixtures'),
    schemasDir: path.join(ROOT, 'schemas'),
    publicDir: path.join(ROOT, 'public'),
    registryDir: path.join(ROOT, 'registry'),
    faults: options.faults ?? env.DEMO_FAULTS,
    latencyMs: options.latencyMs ?? (env.DEMO_LATENCY_MS ? Number(env.DEMO_LATENCY_MS) : undefined),
    testSurface: options.testSurface ?? env.DEMO_TEST_SURFACE === '1',
    stateDir: env.DEMO_STATE_DIR ?? null,
  };
}

/** True when a site's API is on the app host (`/api`): the demo API, in-process or at API_ORIGIN. */
function hostsApi(tenants: TenantTable): boolean {
  return tenants.tenants.some(({ config }) => !/^https?:\/\//i.test(config.apiUrl));
}

/**
 * The page renderer of `dist/server/entry-server.js`, or null when the build has no server module.
 */
async function loadRenderer(
  dist: string,
  template: string,
  apiFetch: ApiFetch,
  {
    sink,
    apiTimeoutMs,
    apiCache,
    stalePages,
    extraBlocks,
  }: {
    sink: ErrorSink;
    apiTimeoutMs: number | undefined;
    apiCache: AnswerCache | undefined;
    stalePages: StalePages;
    extraBlocks: ServeOptions['extraBlocks'];
  },
): Promise<PageRenderer | null> {
  const file = path.join(dist, 'server', 'entry-server.js');
  if (!existsSync(file)) return null;
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  // The server bundle leaves React to node_modules, whose entry picks the development build unless
  // NODE_ENV says otherwise: that build checks every element and costs 2 to 3 times the CPU per page,
  // and writes an error's message and stack into a failed boundary's HTML.
  process.env.NODE_ENV ??= 'production';
  const entry: unknown = await import(pathToFileURL(file).href);
  if (!isServerEntry(entry)) throw new Error(`${file} is not the server entry (createPageRenderer, setErrorSink)`);
  entry.setErrorSink(sink);
  return entry.createPageRenderer({
    // A rendered page needs no start-up hints (CRITICAL_MODULES: its data is in the page) and
    // announces no block chunk: static blocks never load theirs, interactive ones load when seen.
    template,
    fetch: apiFetch,
    ...(apiTimeoutMs !== undefined ? { apiTimeoutMs } : {}),
    ...(apiCache ? { apiCache } : {}),
    stalePages,
    ...(extraBlocks ? { extraBlocks } : {}),
    // The page names its message files (a build without a manifest: the browser loads them as it renders).
    ...(existsSync(manifestFile) ? { manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk> } : {}),
  });
}

/** The lines that say the server is up (tests and scripts wait for its URL); `tenants` null: a directory names the sites. */
function announce(url: string, tenants: TenantTable | null, workers: number): void {
  const port = new URL(url).port;
  const api = tenants && hostsApi(tenants) ? '  —  API de démonstration intégrée (/api)' : '';
  const processes = workers > 1 ? `  —  ${workers} processus` : '';
  console.log(`Vitrine : ${url}${api}${processes}`);
  if (!tenants) console.log(`  sites : annuaire ${process.env.DIRECTORY_URL?.trim() ?? ''}`);
  for (const { config, hosts } of tenants?.tenants ?? []) {
    const where = hosts[0] === '*' ? url : `http://${hosts[0]}:${port}`;
    console.log(`  site ${config.siteId} : ${where}${hosts.length > 1 ? `  (aussi ${hosts.slice(1).join(', ')})` : ''}  —  API ${config.apiUrl}`);
  }
}

/** One server in this process (alone, or as a cluster's worker): serve until SIGTERM/SIGINT, then drain. */
async function serveHere(workers: number): Promise<void> {
  const { url, tenants, close } = await startServer();
  // Graceful shutdown (docs/operating.md): stop accepting, finish what is in flight, exit.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (workers === 1) console.log(`Vitrine : ${signal} reçu, arrêt après les requêtes en cours…`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  if (cluster.isWorker) announceWorkerReady(url);
  else announce(url, tenants, workers);
}

/**
 * A cluster's primary: builds if needed (once, not in each worker), runs the demo API the workers
 * share (one state for every process: a cart made through one is seen by the others), forks.
 */
async function servePrimary(workers: number): Promise<void> {
  const env = process.env;
  if (!env.DIST_DIR && env.SERVE_NO_BUILD !== '1') buildIfStale(ROOT);
  const tenants = env.DIRECTORY_URL?.trim() ? null : readTenantTable(env);
  let demo: { url: string; close(): Promise<void> } | null = null;
  if (tenants && hostsApi(tenants) && !env.API_ORIGIN) {
    const { startDemoApi } = await import('../fixtures/server/main');
    // Its changes go to every worker (each applies them to its caches), then the CDN is purged.
    const dispatch = createChangeDispatcher({ relay: ({ id, event }) => broadcastChange(id, event), purgeCdn: cdnPurgerFromSettings(env) });
    const events = { deliver: (event: unknown) => dispatch(demoChange(event)) };
    demo = await startDemoApi({ port: 0, host: '127.0.0.1', ...demoApiOptions(env), events });
  }
  const code = await runPrimary({
    workers,
    env: { SERVE_NO_BUILD: '1', ...(demo ? { API_ORIGIN: demo.url } : {}) },
    onReady: (url) => announce(url, tenants, workers),
  });
  await demo?.close();
  process.exit(code);
}

/**
 * How far past its live data V8 lets a server process's heap grow before a full collection, in
 * percent. V8's own choice, when collecting is cheap beside the work (a busy server: under 1 % of
 * its time), is up to four times the live data: each worker's ≈ 50 MB of live heap (the bundles'
 * code, the caches) let ≈ 150 MB of finished requests' garbage pile up before a full collection, so
 * its RSS swung between ≈ 230 and ≈ 365 MB while what it retained stayed flat (heap snapshots after
 * warm-up and after 20,000 requests: 50.4 and 51.7 MB). At 1.5 times, the swing is ≈ 25 MB; a full
 * collection of the live heap costs ≈ 15–40 ms, every few seconds under load.
 */
const HEAP_GROWING_PERCENT = 50;

/** Cap this process's heap growth (HEAP_GROWING_PERCENT), unless Node was started with its own `--heap-growing-percent`. */
function limitHeapGrowth(): void {
  if (process.execArgv.some((flag) => /^--heap[-_]growing[-_]percent/.test(flag))) return;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/** Serve until stopped: one process, or a cluster's primary or worker (`WORKERS`). `npm start` runs it built (dist/server/serve.js) through scripts/start.mjs. */
export function main(): void {
  limitHeapGrowth();
  // `npm start` keeps the page editor's writes across restarts (fixtures/server/content-state.ts);
  // DEMO_STATE_DIR=memory forgets them at exit, `npm run demo:reset` erases them.
  process.env.DEMO_STATE_DIR ??= path.join(ROOT, 'node_modules', '.cache', 'vitrine-demo-state');
  Promise.resolve()
    .then(() => {
      readServerSettings(process.env);
      const workers = workerCount(process.env);
      return workers > 1 && cluster.isPrimary ? servePrimary(workers) : serveHere(workers);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) main();
