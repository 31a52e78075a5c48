/**
 * The same handler on Node and on workerd (issue 21): for both tenants, ≥ 20 URLs each (pages, a
 * product, 404s, redirects, an alias host, the crawlers' files, the theme, the configuration) sent
 * to the Node e2e server and to the edge build on workerd give the same status, the same security
 * and cache headers and the same body (HTML compared but for the query cache's timestamps,
 * tests/support/per-response.ts). Then a page served by workerd hydrates in Chromium without a
 * console warning or error.
 *
 * workerd runs `dist/edge/worker.js` (`npm run build:edge`), its API calls going to the Node
 * server's demo API, so both runtimes read the same data.
 */
import http from 'node:http';
import { startEdge } from '../../scripts/edge/start';
import { signedEventRequest, type DemoChangeEvent } from '../../fixtures/server/events';
import { withoutPerResponseValues } from '../support/per-response';
import { rawRequest } from './support/raw-http';
import { E2E_PORT, EDGE_PORT } from './support/ports';
import { expect, test } from './support/test';

const NODE = `http://127.0.0.1:${E2E_PORT}`;
/** workerd's EVENTS_SECRET in this spec (the Node e2e server hears the demo API in its own process). */
const EVENTS_SECRET = 'whsec_cGFyaXRlLWVkZ2Utbm9kZS1ldmVudHMtMzQ=';
const TENANT_HOSTS = ['127.0.0.1', 'vins.localhost'];
/** Headers that must be equal: security, caching, redirects, content type. */
const COMPARED_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'strict-transport-security',
  'cache-control',
  'x-robots-tag',
  'location',
  'content-type',
  'vary',
];
const FIXED_PATHS = [
  '/',
  '/index.html',
  '/boutique',
  '/sitemap.xml',
  '/robots.txt',
  '/theme.css',
  '/config.json',
  '/contact',
  '/contact?source=carte',
  '/page-inexistante',
  '/boutique/produit-inexistant-99999',
  '/assets/inexistant.js',
  '/mon-compte',
  '/panier',
];
/**
 * Each tenant's pages in its other languages (issue 36): site 52's English pages (translated slugs,
 * a product, the cart and checkout, a legal text, an unknown English path), site 51's /en/ (a 404:
 * one locale).
 */
const LOCALE_PATHS: Readonly<Record<string, readonly string[]>> = {
  '127.0.0.1': ['/en', '/en/qui-suis-je'],
  'vins.localhost': [
    '/en',
    '/en/the-estate',
    '/en/boutique',
    '/en/boutique/cuvee-des-ormeaux-red-fiefs-vendeens-brem-1',
    '/en/panier',
    '/en/commande',
    '/en/legal-notice',
    '/en/page-inexistante',
  ],
};

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

/** A GET with a chosen Host (Node's fetch does not let a test set it). */
function get(port: number, host: string, path: string): Promise<Answer> {
  return send(port, host, 'GET', path);
}

/** A request with a chosen Host, method, headers and body. */
function send(port: number, host: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers: { Host: `${host}:${port}`, ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        const headers: Record<string, string | undefined> = {};
        for (const name of COMPARED_HEADERS) {
          const value = response.headers[name];
          headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        // Compression is the platform's job (Node's compress middleware, the Workers edge): its
        // `Vary: Accept-Encoding` is left out of the comparison.
        const vary = headers.vary
          ?.split(/,\s*/)
          .filter((token) => token.toLowerCase() !== 'accept-encoding')
          .join(', ');
        headers.vary = vary || undefined;
        // The Location of a redirect names the port it was asked on: compare it without.
        if (headers.location) headers.location = headers.location.replace(`:${port}`, ':PORT');
        resolve({ status: response.statusCode ?? 0, headers, body: withoutPerResponseValues(body) });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The paths of a tenant's sitemap (its pages, products…), first `count` of them. */
async function sitemapPaths(host: string, count: number): Promise<string[]> {
  const { body } = await get(E2E_PORT, host, '/sitemap.xml');
  return [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname).slice(0, count);
}

let edge: { url: string; close(): Promise<void> } | null = null;

test.describe('Node and workerd give the same answers', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    edge = await startEdge({ ...process.env, PORT: String(EDGE_PORT), HOST: '127.0.0.1', API_ORIGIN: `${NODE}/api`, EVENTS_SECRET });
  });
  test.afterAll(async () => {
    await edge?.close();
  });

  // Desktop project only (playwright.config.ts, ONE_WIDTH_SPECS): one workerd on EDGE_PORT, one run.
  test('same status, security and cache headers, same body, for 20+ URLs of each tenant', async ({ request }) => {
    void request; // no page: the comparison is HTTP only
    test.setTimeout(120_000);
    let compared = 0;
    for (const host of TENANT_HOSTS) {
      const paths = [...new Set([...FIXED_PATHS, ...(LOCALE_PATHS[host] ?? []), ...(await sitemapPaths(host, 12))])];
      expect(paths.length).toBeGreaterThanOrEqual(20);
      for (const path of paths) {
        const [onNode, onEdge] = await Promise.all([get(E2E_PORT, host, path), get(EDGE_PORT, host, path)]);
        expect.soft({ status: onEdge.status, headers: onEdge.headers }, `${host}${path}`).toEqual({ status: onNode.status, headers: onNode.headers });
        expect.soft(onEdge.body, `${host}${path} (body)`).toBe(onNode.body);
        compared++;
      }
    }
    // An alias host answers 301 to the canonical one, an unknown host 404, on both.
    for (const [host, path] of [
      ['localhost', '/qui-suis-je'],
      ['inconnu.localhost', '/'],
    ] as const) {
      const [onNode, onEdge] = await Promise.all([get(E2E_PORT, host, path), get(EDGE_PORT, host, path)]);
      expect
        .soft({ status: onEdge.status, headers: onEdge.headers, body: onEdge.body }, `${host}${path}`)
        .toEqual({ status: onNode.status, headers: onNode.headers, body: onNode.body });
    }
    expect(compared).toBeGreaterThanOrEqual(40);
  });

  test('the same request guard on both: hostile input to the API and to built files, `//host` paths, the server’s own files', async ({ request }) => {
    void request; // HTTP only
    const raw = (target: string, host = '127.0.0.1', extra = '', method = 'GET') =>
      `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\n${extra}Connection: close\r\n\r\n`;
    const bigCookie = `Cookie: a=${'b'.repeat(9 * 1024)}\r\n`;
    // Issue 33's list (Fail soft's hostile inputs) on a page, the API and a built file.
    const cases: [string, string, number][] = [
      ['bad percent-encoding in a page path', raw('/qui-suis%E0%A4%A-je'), 400],
      ['bad percent-encoding in an API path', raw('/api/site/info%E0%A4%A'), 400],
      ['bad percent-encoding in a query', raw('/qui-suis-je?q=%E0%A4%A'), 400],
      ['a long query on a page', raw(`/qui-suis-je?q=${'a'.repeat(10 * 1024)}`), 414],
      ['a long query on the API', raw(`/api/site/info?q=${'a'.repeat(10 * 1024)}`), 414],
      ['a long query on a built file', raw(`/robots.txt?q=${'a'.repeat(10 * 1024)}`), 414],
      ['a long path', raw(`/${'a'.repeat(3000)}`), 414],
      ['an odd Host on a page', raw('/qui-suis-je', '<script>'), 400],
      ['an odd Host on the API', raw('/api/site/info', '<script>'), 400],
      ['an odd Host on a built file', raw('/robots.txt', 'exemple.fr:abc'), 400],
      ['a Host with a space', raw('/', 'exemple .fr'), 400],
      ['a `..` in a built file’s path', raw('/assets/../../package.json'), 400],
      ['an encoded `..` in a built file’s path', raw('/assets%2f..%2f..%2fpackage.json'), 400],
      ['an encoded `..` in a page path', raw('/blog/%2e%2e/%2e%2e/etc/passwd'), 400],
      ['a large cookie on a page', raw('/qui-suis-je', '127.0.0.1', bigCookie), 431],
      ['a large cookie on the API', raw('/api/site/info', '127.0.0.1', bigCookie), 431],
      ['a `//host` page with ?from=', raw('//evil.example/x?from=abc'), 400],
      ['DELETE on a page', raw('/qui-suis-je', '127.0.0.1', '', 'DELETE'), 405],
      ['DELETE on a built file', raw('/robots.txt', '127.0.0.1', '', 'DELETE'), 405],
      ['OPTIONS on a page', raw('/', '127.0.0.1', '', 'OPTIONS'), 405],
      ['the server bundle', raw('/server/entry-server.js'), 404],
      ['the build manifest', raw('/.vite/manifest.json'), 404],
      ['the worker', raw('/edge/worker.js'), 404],
    ];
    for (const [name, text, status] of cases) {
      const [onNode, onEdge] = await Promise.all([rawRequest(E2E_PORT, text), rawRequest(EDGE_PORT, text)]);
      expect.soft(onNode.status, `${name} (Node)`).toBe(status);
      expect.soft(onEdge.status, `${name} (workerd)`).toBe(status);
      expect.soft(onEdge.body, `${name} (body)`).toBe(onNode.body);
      for (const header of ['content-type', 'cache-control', 'x-robots-tag', 'allow', 'location'])
        expect.soft(onEdge.headers[header], `${name} (${header})`).toBe(onNode.headers[header]);
    }
  });

  test('health, the API (a read and a write), HEAD, other methods and built files: the same on both, for both sites', async ({ request }) => {
    void request; // HTTP only
    // A file the boot script (inline in the page) names.
    const asset = /\/assets\/app-[^"\s`]+\.js/.exec((await get(E2E_PORT, '127.0.0.1', '/')).body)?.[0];
    expect(asset).toBeTruthy();
    const json = { 'Content-Type': 'application/json' };
    const message = JSON.stringify({
      firstname: 'Sophie',
      lastname: 'Girard',
      email: 'sophie.girard@exemple.fr',
      subject: 'Parité',
      message: 'Même réponse partout ?',
    });
    for (const [host, site] of [
      ['127.0.0.1', '51'],
      ['vins.localhost', '52'],
    ] as const) {
      const cases: [string, string, string, Record<string, string>?, string?][] = [
        ['health', 'GET', '/healthz'],
        ['readiness', 'GET', '/readyz'],
        ['an API read', 'GET', '/api/site/info', { idSite: site }],
        ['an API write', 'POST', '/api/message', { idSite: site, ...json }, message],
        ['an API write refused', 'POST', '/api/login', { idSite: site, ...json }, '{"email":"x@y.fr","password":"non"}'],
        ['an unknown API call', 'DELETE', '/api/rien', { idSite: site }],
        ['HEAD on a page', 'HEAD', '/'],
        ['HEAD on a built file', 'HEAD', asset ?? '/'],
        ['HEAD on the API', 'HEAD', '/api/site/info', { idSite: site }],
        ['a visit logged by ?from= (302 to the same page)', 'GET', '/?from=parite'],
        ['PUT on a page', 'PUT', '/qui-suis-je'],
        ['a form posted before hydration', 'POST', '/auth', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'email=a%40b.fr'],
        ['a built asset', 'GET', asset ?? '/'],
        ['a public file', 'GET', '/demo/partenaires/vendee-bien-etre.svg'],
        ['a missing file', 'GET', '/demo/absent.png'],
      ];
      for (const [name, method, path, headers, body] of cases) {
        const [onNode, onEdge] = await Promise.all([send(E2E_PORT, host, method, path, headers, body), send(EDGE_PORT, host, method, path, headers, body)]);
        expect.soft({ status: onEdge.status, headers: onEdge.headers }, `${host} ${name}`).toEqual({ status: onNode.status, headers: onNode.headers });
        expect.soft(onEdge.body, `${host} ${name} (body)`).toBe(onNode.body);
      }
    }
  });

  test('the site directory and change events: a site and a host added live, a status told by a signed event', async ({ request }) => {
    void request; // HTTP only
    // Both runtimes read the Node server's demo directory (workerd through API_ORIGIN): a site of this run's own.
    const siteId = 1000 + (Date.now() % 100_000);
    const host = `parite-${siteId}.localhost`;
    const same = async (name: string, path = '/', at = host) => {
      const [onNode, onEdge] = await Promise.all([get(E2E_PORT, at, path), get(EDGE_PORT, at, path)]);
      expect.soft({ status: onEdge.status, headers: onEdge.headers }, `${name} ${at}${path}`).toEqual({ status: onNode.status, headers: onNode.headers });
      expect.soft(onEdge.body, `${name} ${at}${path} (body)`).toBe(onNode.body);
      return onNode.status;
    };
    const surface = async (path: string, body: unknown) => {
      const answer = await fetch(`${NODE}/api/__demo/directory${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status, path).toBe(200);
    };
    /** A change event posted to workerd, signed with `secret`. */
    const tellEdge = async (event: DemoChangeEvent, id: string, secret = EVENTS_SECRET) => {
      const signed = signedEventRequest({ url: `http://${host}:${EDGE_PORT}/__vitrine/events`, secret }, event, id);
      return send(EDGE_PORT, host, 'POST', '/__vitrine/events', Object.fromEntries(signed.headers), await signed.text());
    };
    expect(await same('unknown')).toBe(404);
    // Node hears the demo API in its process at once; workerd remembers the host unknown until told.
    await surface('/sites', { from: 52, siteId, host });
    const updated: DemoChangeEvent = { type: 'site.updated', data: { siteId, hosts: [host] } };
    expect((await tellEdge(updated, `msg_${siteId}_forged`, 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status, 'a forged event').toBe(401);
    expect((await get(EDGE_PORT, host, '/')).status, 'workerd, before the event').toBe(404);
    expect((await tellEdge(updated, `msg_${siteId}_1`)).status, 'a signed event').toBe(200);
    expect((await tellEdge(updated, `msg_${siteId}_1`)).status, 'the same event again').toBe(401);
    expect(await same('created')).toBe(200);
    await same('created', '/boutique');
    await surface('/hosts', { siteId, host: `www.${host}` });
    expect(await same('alias', '/boutique?page=2', `www.${host}`)).toBe(301);
    for (const [status, code] of [
      ['building', 503],
      ['suspended', 410],
      ['live', 200],
    ] as const) {
      await surface('/status', { siteId, status });
      expect((await tellEdge(updated, `msg_${siteId}_${status}`)).status).toBe(200);
      expect(await same(status)).toBe(code);
    }
  });

  test('a page served by workerd hydrates without a warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning' || msg.type() === 'error') warnings.push(msg.text());
    });
    for (const host of TENANT_HOSTS) {
      await page.goto(`http://${host}:${EDGE_PORT}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Hydrated: the app took over the server's HTML.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
    }
    expect(warnings).toEqual([]);
  });
});
