/**
 * Issue 22 on the server alone (no browser): API outages answered from the page's last good version
 * or a French 503, hostile input refused with a clean 4xx, health endpoints, the JSON request log and
 * the graceful shutdown. Each test group starts its own server (production build + demo API with
 * its fault switch), so faults never reach other journeys.
 */
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../../scripts/serve';
import { httpGet, rawRequest } from './support/raw-http';

// HTTP only: the desktop project runs it (playwright.config.ts, ONE_WIDTH_SPECS).
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let port: number;
const logLines: string[] = [];

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
  server = await startServer({ port: 0, noBuild: true, testSurface: true, env, apiTimeoutMs: 400, log: (line) => logLines.push(line) });
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
      status: 404,
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
  test('/healthz says alive; /readyz checks every tenant’s API', async () => {
    const health = await httpGet(port, '/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
    const ready = await httpGet(port, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({
      status: 'ready',
      tenants: [
        { siteId: 51, ok: true },
        { siteId: 52, ok: true },
      ],
    });
    await setFaults('getSiteInfo=500');
    const down = await httpGet(port, '/readyz');
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body)).toMatchObject({
      status: 'unavailable',
      tenants: [
        { siteId: 51, ok: false, status: 500 },
        { siteId: 52, ok: false },
      ],
    });
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
