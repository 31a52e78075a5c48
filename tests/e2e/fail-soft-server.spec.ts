/**
 * Issue 22 on the server alone (no browser): API outages answered from the page's last good version
 * or a French 503, hostile input refused with a clean 4xx, health endpoints, the JSON request log and
 * the graceful shutdown. Each test group starts its own server (production build + demo API with
 * its fault switch), so faults never reach other journeys.
 */
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../../scripts/serve';
import { createAnswerCache } from '../../src/api/answer-cache';
import { httpGet, rawRequest } from './support/raw-http';

// HTTP only: the desktop project runs it (playwright.config.ts, ONE_WIDTH_SPECS).
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let port: number;
const logLines: string[] = [];
/** The renderer's cache of public API answers, the server's own (a test reads its size). */
const apiCache = createAnswerCache({ maxEntries: 500, maxBytes: 32 * 1024 * 1024 });

async function setFaults(faults: string): Promise<void> {
  const response = await fetch(`${server.url}/api/__demo/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ faults }),
  });
  expect(response.ok, `faults ${faults}`).toBe(true);
}

test.beforeAll(async () => {
  const { API_URL: _ignored, ...env } = process.env;
  server = await startServer({ port: 0, noBuild: true, testSurface: true, env, apiTimeoutMs: 400, apiCache, log: (line) => logLines.push(line) });
  port = Number(new URL(server.url).port);
});

test.afterAll(async () => {
  await setFaults('');
  await server.close();
});

test.afterEach(async () => setFaults(''));

test.describe('API outages', () => {
  for (const fault of ['500', 'timeout', 'malformed']) {
    test(`a page rendered once is answered from its last good version when the API answers ${fault}`, async () => {
      const path = fault === '500' ? '/qui-suis-je' : fault === 'timeout' ? '/me-contacter' : '/offrir-un-massage';
      const good = await httpGet(port, path);
      expect(good.status).toBe(200);
      expect(good.headers['x-vitrine-stale-age']).toBeUndefined();
      expect(good.headers['cache-control']).toContain('stale-if-error=');
      await setFaults(`*=${fault}`);
      const stale = await httpGet(port, path);
      expect(stale.status).toBe(200);
      expect(stale.body).toBe(good.body);
      expect(stale.headers['x-vitrine-stale-age']).toMatch(/^\d+$/);
      expect(stale.headers.age).toBe(stale.headers['x-vitrine-stale-age']);
      expect(stale.headers['cache-control']).toBe('no-store');
      // Once the API is back, the page is rendered afresh.
      await setFaults('');
      const back = await httpGet(port, path);
      expect(back.status).toBe(200);
      expect(back.headers['x-vitrine-stale-age']).toBeUndefined();
    });
  }

  test('a page never rendered answers the French 503 page with Retry-After, not indexed', async () => {
    await setFaults('*=500');
    const answer = await httpGet(port, '/vous-etes/massages-sportifs');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toContain('<html lang="fr"');
    expect(answer.body).toContain('Site momentanément indisponible');
    expect(answer.body).toContain('<meta name="robots" content="noindex">');
    expect(answer.body).not.toMatch(/at .*\.js:\d+/);
  });

  test('an English page never rendered answers the 503 page in English', async () => {
    await setFaults('*=500');
    const answer = await httpGet(port, '/en/tours-and-tastings', { host: 'vins.localhost' });
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.body).toContain('<html lang="en"');
    expect(answer.body).toMatch(/<h1[^>]*>Site temporarily unavailable<\/h1>/);
    expect(answer.body).not.toContain('momentanément');
  });

  test('the tenants stay apart: a page of site 51 is never the last good page of site 52', async () => {
    const wines = await httpGet(port, '/le-domaine', { host: 'vins.localhost' });
    expect(wines.status).toBe(200);
    await setFaults('*=500');
    const massages = await httpGet(port, '/le-domaine');
    expect(massages.headers['x-vitrine-stale-age']).toBeUndefined();
    expect(massages.status).toBe(503);
    const winesStale = await httpGet(port, '/le-domaine', { host: 'vins.localhost' });
    expect(winesStale.status).toBe(200);
    expect(winesStale.body).toBe(wines.body);
  });
});

test.describe('hostile input gets a clean 4xx, and the server keeps serving', () => {
  const cases: { name: string; send: () => Promise<{ status: number; body: string }>; status: number }[] = [
    {
      name: 'malformed percent-encoding',
      send: () => rawRequest(port, 'GET /qui-suis-je%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      status: 400,
    },
    { name: 'a 10 KB query string', send: () => httpGet(port, `/?q=${'a'.repeat(10 * 1024)}`), status: 414 },
    { name: 'a 16 KB cookie header', send: () => httpGet(port, '/', { headers: { Cookie: `a=${'b'.repeat(16 * 1024)}` } }), status: 431 },
    { name: 'an odd Host header', send: () => rawRequest(port, 'GET / HTTP/1.1\r\nHost: <script>\r\nConnection: close\r\n\r\n'), status: 400 },
    { name: 'a Host with a path in it', send: () => rawRequest(port, 'GET / HTTP/1.1\r\nHost: a/b\r\nConnection: close\r\n\r\n'), status: 400 },
    {
      name: 'a `..` path',
      send: () => rawRequest(port, 'GET /assets/../../package.json HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      // Refused as sent (as on workerd), not resolved by Node's HTTP layer into another path first.
      status: 400,
    },
    {
      name: 'an encoded `..` path',
      send: () => rawRequest(port, 'GET /assets%2f..%2f..%2fpackage.json HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      status: 400,
    },
    {
      name: 'an unknown method on a page',
      send: () => rawRequest(port, 'PROPFIND /qui-suis-je HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      status: 405,
    },
    { name: 'DELETE on a page', send: () => rawRequest(port, 'DELETE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'), status: 405 },
  ];
  for (const { name, send, status } of cases) {
    test(name, async () => {
      const answer = await send();
      expect(answer.status).toBe(status);
      expect(answer.body).not.toMatch(/\bat .*:\d+:\d+|Internal Server Error|"stack"/);
      expect(answer.body).not.toContain('package.json');
      expect((await httpGet(port, '/qui-suis-je')).status).toBe(200);
    });
  }
});

test.describe('operations', () => {
  test('/healthz says alive; /readyz checks every tenant’s API and says only ready or not (the detail goes to the log)', async () => {
    const health = await httpGet(port, '/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
    const ready = await httpGet(port, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready' });
    await setFaults('getSiteInfo=500');
    const from = logLines.length;
    const down = await httpGet(port, '/readyz');
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body)).toEqual({ status: 'unavailable' });
    const reports = logLines.slice(from).map((line) => JSON.parse(line) as { type: string; where?: string; facts?: Record<string, unknown> });
    expect(reports.filter((line) => line.type === 'error' && line.where === 'readiness').map((line) => line.facts)).toEqual([
      expect.objectContaining({ site: 51, status: 500 }),
      expect.objectContaining({ site: 52, status: 500 }),
    ]);
  });

  test('one JSON log line per request: tenant, method, path, status, duration, error ids', async () => {
    await setFaults('getPage=500');
    const from = logLines.length;
    await httpGet(port, '/vous-etes/massages-en-entreprise');
    const lines = logLines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter((line) => line.type === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ tenant: 51, method: 'GET', path: '/vous-etes/massages-en-entreprise', status: 503, level: 'error' });
    expect(requests[0]?.durationMs).toEqual(expect.any(Number));
    const errorIds = requests[0]?.errorIds;
    expect(Array.isArray(errorIds) && errorIds.length > 0).toBe(true);
    const errors = lines.filter((line) => line.type === 'error');
    expect(errors.map((line) => line.errorId).sort()).toEqual([...(Array.isArray(errorIds) ? errorIds : [])].sort());
    expect(errors.some((line) => line.where === 'API outage' && line.path === '/vous-etes/massages-en-entreprise')).toBe(true);
  });
});

test.describe('the security review’s holes stay closed (issue 32)', () => {
  test('no answer sends a visitor to another origin through the path it was given (`//host`, `/\\host`)', async () => {
    for (const target of ['//evil.example/x?from=abc', '//evil.example/x?from=', '/\\evil.example/x?from=abc', '//127.0.0.2:4999/connexion?from=a']) {
      const answer = await rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(answer.status, target).toBe(400);
      expect(answer.headers.location, target).toBeUndefined();
    }
    // A form posted before hydration to such a path: no page whose link leads off-site.
    const posted = await rawRequest(
      port,
      'POST //evil.example/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=1',
    );
    expect(posted.status).toBe(400);
    expect(posted.body).not.toContain('evil.example');
    // The visit redirect of an ordinary path stays on the site.
    const visit = await httpGet(port, '/qui-suis-je?from=abc&page=2');
    expect(visit.status).toBe(302);
    expect(visit.headers.location).toBe('/qui-suis-je?page=2');
  });

  test('/readyz never probes a host taken from the request (blind SSRF)', async () => {
    const probes: string[] = [];
    const listener = http.createServer((request, response) => {
      probes.push(`${request.headers.host ?? ''}${request.url ?? ''}`);
      response.end('{}');
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.2', resolve));
    const address = listener.address();
    const listenerPort = address && typeof address === 'object' ? address.port : 0;
    try {
      const answer = await httpGet(port, '/readyz', { headers: { Host: `127.0.0.2:${listenerPort}` } });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ status: 'ready' });
      const closed = await httpGet(port, '/readyz', { headers: { Host: '127.0.0.2:1' } });
      expect(JSON.parse(closed.body)).toEqual({ status: 'ready' });
      expect(probes).toEqual([]);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  test('an anonymous write that changes nothing public leaves the API answer cache alone', async () => {
    expect((await httpGet(port, '/qui-suis-je')).status).toBe(200);
    const warm = apiCache.size().entries;
    expect(warm).toBeGreaterThan(0);
    for (const [method, path] of [
      ['POST', '/api/nothing'],
      ['DELETE', '/api'],
      ['POST', '/api/login'],
      ['PUT', '/api/password/reset/ask'],
    ]) {
      const answer = await fetch(`${server.url}${path}`, { method, headers: { 'Content-Type': 'application/json', 'idSite': '51' }, body: '{}' });
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(apiCache.size().entries, `${method} ${path}`).toBe(warm);
    }
  });

  test('every `?from=` visit is logged, with the visitor’s User-Agent, never answered from a cache', async () => {
    const visits = async () =>
      ((await (await fetch(`${server.url}/api/__demo/visits?site=51`)).json()) as { data: { from: string; userAgent: string | null }[] }).data.filter(
        (visit) => visit.from === 'lettre-novembre',
      );
    const before = (await visits()).length;
    for (let i = 0; i < 3; i++) {
      const answer = await httpGet(port, '/qui-suis-je?from=lettre-novembre', { headers: { 'User-Agent': `Navigateur-de-test/${i}` } });
      expect(answer.status).toBe(302);
    }
    const logged = (await visits()).slice(before);
    expect(logged.map((visit) => visit.userAgent)).toEqual(['Navigateur-de-test/0', 'Navigateur-de-test/1', 'Navigateur-de-test/2']);
  });

  test('only what a browser needs is served: no server bundle, no build manifest', async () => {
    for (const path of ['/server/entry-server.js', '/.vite/manifest.json', '/server/.vite/manifest.json', '/edge/worker.js', '/edge/workerd.capnp']) {
      const answer = await httpGet(port, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain('createRequestHandler');
    }
  });
});

test('graceful shutdown: the request in flight is answered, new connections are refused', async () => {
  const { API_URL: _ignored, ...env } = process.env;
  const own = await startServer({ port: 0, noBuild: true, testSurface: true, env, log: false, faults: '*=slow:1500', shutdownTimeoutMs: 5000 });
  const ownPort = Number(new URL(own.url).port);
  const inFlight = httpGet(ownPort, '/qui-suis-je');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const closed = own.close();
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('Qui suis-je');
  await closed;
  await expect(httpGet(ownPort, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
});

test('keep-alive: idle connections outlive the proxies’ own limit, and a shutdown still closes them at once', async () => {
  const { API_URL: _ignored, ...env } = process.env;
  // A shutdown time limit longer than the test's: a connection the drain left open fails the test.
  const own = await startServer({ port: 0, noBuild: true, testSurface: true, env, log: false, shutdownTimeoutMs: 120_000 });
  const ownPort = Number(new URL(own.url).port);
  const agent = new http.Agent({ keepAlive: true });
  try {
    const answer = await httpGet(ownPort, '/qui-suis-je', { agent });
    expect(answer.status).toBe(200);
    // Varnish keeps an idle backend connection 60 s, clients read this header: Node's 5 s raced them (ECONNRESET).
    expect(answer.headers['keep-alive']).toBe('timeout=65');
    // That connection now idles in the agent's pool, and a page is still streaming (its headers said
    // keep-alive) when the drain starts: both are closed as soon as they are idle.
    const streaming = await fetch(`${own.url}/`);
    const closed = own.close();
    expect(await streaming.text()).toContain('</html>');
    await closed;
  } finally {
    agent.destroy();
  }
});
