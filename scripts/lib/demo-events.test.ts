// @vitest-environment node
/**
 * `npm start` with no settings (scripts/serve.ts): the sites come from the demo API's own directory,
 * and the demo API in the process tells the app each change itself (no EVENTS_SECRET needed: the
 * event never leaves the process) — a site created or a host added is served on the next request,
 * though the host was just remembered as unknown, and a site's new status at once.
 * Static mode over a one-file build of the test's own (no build needed).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../serve';

const dist = mkdtempSync(path.join(tmpdir(), 'vitrine-demo-events-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
let server: RunningServer;
let port = 0;

beforeAll(async () => {
  // No settings: the demo, as `npm start` runs it.
  const env: NodeJS.ProcessEnv = { ...process.env, DEMO_STATE_DIR: 'memory' };
  for (const name of ['EVENTS_SECRET', 'CDN_PURGE_URL', 'TENANTS', 'TENANTS_FILE', 'SITE_ID', 'API_URL', 'DIRECTORY_URL', 'API_ORIGIN']) delete env[name];
  server = await startServer({ distDir: dist, staticMode: true, noBuild: true, port: 0, testSurface: true, log: false, env });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The status of a GET with a chosen Host (fetch does not let a test set it). */
function statusAt(host: string, path = '/'): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { Host: `${host}:${port}` } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

const surface = (url: string, body: unknown) =>
  fetch(`${server.url}/api/__demo/directory${url}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

it('serves a site and a host the demo created at once, though they were unknown a moment before', async () => {
  expect(await statusAt('vins.localhost')).toBe(200);
  // Remembered as unknown (5 s): only the demo's change event can make it known sooner.
  expect(await statusAt('zen.localhost')).toBe(404);
  expect((await surface('/sites', { from: 51, siteId: 54, host: 'zen.localhost' })).status).toBe(200);
  expect(await statusAt('zen.localhost', '/qui-suis-je')).toBe(200);
  expect(await statusAt('www.zen.localhost')).toBe(404);
  expect((await surface('/hosts', { siteId: 54, host: 'www.zen.localhost' })).status).toBe(200);
  expect(await statusAt('www.zen.localhost')).toBe(301);
});

it('serves a site’s new status on the next request, though its entry was fresh for another minute', async () => {
  expect(await statusAt('vins.localhost')).toBe(200);
  expect((await surface('/status', { siteId: 52, status: 'building' })).status).toBe(200);
  expect(await statusAt('vins.localhost')).toBe(503);
  expect((await surface('/status', { siteId: 52, status: 'suspended' })).status).toBe(200);
  expect(await statusAt('vins.localhost')).toBe(410);
  expect((await surface('/status', { siteId: 52, status: 'live' })).status).toBe(200);
  expect(await statusAt('vins.localhost')).toBe(200);
});
