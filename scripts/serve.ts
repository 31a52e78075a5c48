/**
 * `npm start`: ONE process serving the production build and, unless `API_URL` points at a real API,
 * the demo API under `/api` — offline, on http://127.0.0.1:4173 (PORT overrides).
 *
 * Settings (environment): PORT, HOST, API_URL (real API: the demo API is not started), SITE_ID
 * (default 51), DEMO_DATA_DIR / DEMO_LATENCY_MS / DEMO_FAULTS (demo API, see fixtures/README.md),
 * DEMO_TEST_SURFACE=1 (the demo API's test controls under /api/__demo/, for tests only; off by default),
 * COOKIE_DOMAIN (parent domain of the login cookies), ANALYTICS_* (see README), SERVE_NO_BUILD=1 (skip the staleness check, e.g. in tests after a build),
 * DIST_DIR (serve another build output).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { buildIfStale } from './lib/build-if-stale';
import { securityHeaders } from './lib/csp';
import { appConfigFromEnv, type ServedAppConfig } from './lib/app-config';
import { preloadHints } from './lib/preload-hints';

/** The server-rendering module built by `vite build --ssr` (src/app/entry-server.tsx). */
interface ServerEntry {
  setSanitizerWindow(window: unknown): void;
  createRequestHandler(options: { config: ServedAppConfig; template: string; fetch?: typeof fetch }): (request: Request) => Promise<Response>;
}

function isServerEntry(value: unknown): value is ServerEntry {
  return typeof value === 'object' && value !== null && 'createRequestHandler' in value && typeof value.createRequestHandler === 'function' && 'setSanitizerWindow' in value && typeof value.setSanitizerWindow === 'function';
}

/** Paths of the routes marked `handle.cache: 'private'` (src/app/routes/account-loaders.ts). */
const PRIVATE_PATHS = /^\/(auth|mon-compte|password\/reset|panier|commande|admin)(\/|$)/;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
  /** Skip the build staleness check. */
  noBuild?: boolean;
  /** Serve another build output than `dist/` (e.g. a bench or screenshot build); implies noBuild. */
  distDir?: string;
  /**
   * Static mode: serve `index.html` for every page and let the browser render, as a static host
   * would, even when the build has a server module (default: env SERVE_STATIC=1).
   */
  staticMode?: boolean;
}

/** Start the server; resolves once it listens. */
export async function startServer(options: ServeOptions = {}): Promise<{ url: string; config: ServedAppConfig; close(): Promise<void> }> {
  const env = options.env ?? process.env;
  const customDist = options.distDir ?? env.DIST_DIR;
  if (!customDist && !options.noBuild && env.SERVE_NO_BUILD !== '1') buildIfStale(ROOT);
  const dist = path.resolve(ROOT, customDist ?? 'dist');
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${path.relative(ROOT, indexFile)} is missing: run \`npm run build\` first.`);
  const config = appConfigFromEnv(env);
  // The configuration travels inside the page (a JSON data block: not executable, so the strict CSP
  // allows it), saving the app a round-trip before its first API call. /config.json stays for
  // static hosting and other clients.
  const configBlock = `<script type="application/json" id="vitrine-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
  const indexHtml = readFileSync(indexFile, 'utf8').replace('</head>', `    ${preloadHints(dist)}\n    ${configBlock}\n  </head>`);
  const headers = securityHeaders(config);
  const app = new Hono();
  // Built assets are served precompressed (.br/.gz from the build); the rest is compressed here.
  app.use('*', compress());
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  });

  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(config);
  });

  if (!env.API_URL) {
    const { createDemoApi } = await import('../fixtures/server/app');
    const demo = await createDemoApi({
      dataDir: options.dataDir ?? env.DEMO_DATA_DIR,
      faults: options.faults ?? env.DEMO_FAULTS,
      latencyMs: options.latencyMs ?? (env.DEMO_LATENCY_MS ? Number(env.DEMO_LATENCY_MS) : undefined),
      testSurface: options.testSurface ?? env.DEMO_TEST_SURFACE === '1',
    });
    app.route('/api', demo);
  }

  // Hashed assets never change: cache them for a year. Everything else revalidates.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Server rendering when the build has its server module (`npm run build`): the routes' own
  // `handle.cache` decides Cache-Control. Otherwise the static client shell, rendered in the browser.
  const staticMode = options.staticMode ?? env.SERVE_STATIC === '1';
  const render = staticMode ? null : await loadRenderer(dist, readFileSync(indexFile, 'utf8'), config, env.API_URL ? undefined : async (input, init) => app.fetch(new Request(input, init)));
  const page = async (c: Context) => {
    if (render) return render(c.req.raw);
    // The visitor's private pages (login, personal space, password reset: the routes with
    // `handle.cache: 'private'`) are never stored by a browser or a CDN, nor indexed.
    if (PRIVATE_PATHS.test(c.req.path)) {
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Robots-Tag', 'noindex, nofollow');
    } else {
      c.header('Cache-Control', 'no-cache');
    }
    return c.html(indexHtml);
  };
  // The app's HTML always carries the configuration block, so it never comes from the static files.
  app.get('/', page);
  app.get('/index.html', page);
  // /contact → /me-contacter (SPEC §2, one canonical URL): an HTTP redirect for visitors and crawlers;
  // the router's /contact loader does the same inside the app.
  app.get('/contact', (c) => c.redirect(`/me-contacter${new URL(c.req.url).search}`, 301));
  // Crawlers' files come from the server renderer (sitemap from the API's data, robots.txt pointing at
  // it), and so does the theme stylesheet its pages link; the static mode serves public/robots.txt
  // and has neither (the browser applies the theme).
  for (const file of ['/robots.txt', '/sitemap.xml', '/theme.css']) app.get(file, async (c, next) => (render ? render(c.req.raw) : next()));
  app.use('*', serveStatic({ root: dist, precompressed: true }));
  app.get('*', (c) => {
    // A path with a file extension that was not found is a missing file, not an app route.
    if (/\.[a-z0-9]{1,8}$/i.test(c.req.path)) return c.text('Fichier introuvable', 404);
    return page(c);
  });

  const port = options.port ?? Number(env.PORT ?? 4173);
  const host = options.host ?? env.HOST ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(s));
  });
  const address = server.address();
  const actualPort = address && typeof address === 'object' ? address.port : port;
  const url = `http://${host}:${actualPort}`;
  return {
    url,
    config,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}

/**
 * The request handler of `dist/server/entry-server.js`, with jsdom as DOMPurify's DOM (Node has
 * none: docs/decisions/006-server-rendering.md), or null when the build has no server module.
 */
async function loadRenderer(dist: string, template: string, config: ServedAppConfig, apiFetch: typeof fetch | undefined): Promise<((request: Request) => Promise<Response>) | null> {
  const file = path.join(dist, 'server', 'entry-server.js');
  if (!existsSync(file)) return null;
  const entry: unknown = await import(pathToFileURL(file).href);
  if (!isServerEntry(entry)) throw new Error(`${file} is not the server entry (createRequestHandler, setSanitizerWindow)`);
  const { JSDOM } = await import('jsdom');
  entry.setSanitizerWindow(new JSDOM('').window);
  return entry.createRequestHandler({
    config,
    // A rendered page needs no start-up hints (CRITICAL_MODULES: its data is in the page, its route
    // module loads with its blocks); the blocks it shows are announced by the handler.
    template,
    ...(apiFetch ? { fetch: apiFetch } : {}),
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  startServer()
    .then(({ url, config }) => {
      const api = process.env.API_URL ? `API ${config.apiUrl}` : 'API de démonstration intégrée (/api)';
      console.log(`Vitrine (site ${config.siteId}) : ${url}  —  ${api}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
