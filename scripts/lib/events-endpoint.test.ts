// @vitest-environment node
/**
 * `POST /__vitrine/events` on `npm start`'s server (scripts/serve.ts, src/app/server/app.ts): a
 * signed event is applied (the API answer cache forgets the site), a replayed, forged or stale one
 * is refused with 401 and changes nothing; without EVENTS_SECRET there is no endpoint. Static mode
 * over a one-file build of the test's own (no build needed).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedEventRequest, type DemoChangeEvent } from '../../fixtures/server/events';
import { createAnswerCache } from '../../src/api/answer-cache';
import { startServer, type RunningServer } from '../serve';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const dist = mkdtempSync(path.join(tmpdir(), 'vitrine-events-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
const apiCache = createAnswerCache({ maxEntries: 10, maxBytes: 10_000 });
let server: RunningServer;
let without: RunningServer;

beforeAll(async () => {
  const common = { distDir: dist, staticMode: true, noBuild: true, port: 0 };
  // No CDN in front, and (`without`) no secret: the settings unset, as an empty value is refused.
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.CDN_PURGE_URL;
  delete env.EVENTS_SECRET;
  server = await startServer({ ...common, env: { ...env, EVENTS_SECRET: SECRET }, apiCache });
  without = await startServer({ ...common, env });
});
afterAll(async () => {
  await Promise.all([server.close(), without.close()]);
  rmSync(dist, { recursive: true, force: true });
});

const post = (base: string, event: DemoChangeEvent, id: string, at?: Date, secret = SECRET) =>
  fetch(signedEventRequest({ url: `${base}/__vitrine/events`, secret }, event, id, at));
const cached = (tag: string) => apiCache.read(`k ${tag}`, async () => ({ data: tag, lifetime: { fresh: 60, stale: 0 }, bytes: 1 }), [tag]);

it('applies a signed event once and refuses a replayed, forged or stale one', async () => {
  await cached('s52:r:product');
  await cached('s51:r:parameter');
  const published: DemoChangeEvent = { type: 'content.published', data: { siteId: 52, tags: ['product/3'] } };
  expect((await post(server.url, published, 'msg_1', undefined, 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(401);
  expect((await post(server.url, published, 'msg_2', new Date(Date.now() - 6 * 60_000))).status).toBe(401);
  expect(apiCache.size().entries).toBe(2);
  const accepted = await post(server.url, published, 'msg_3');
  expect(accepted.status).toBe(200);
  expect(apiCache.size().entries).toBe(1);
  await cached('s52:r:product');
  expect((await post(server.url, published, 'msg_3')).status).toBe(401);
  expect(apiCache.size().entries).toBe(2);
  // On an alias host too: the endpoint answers before the redirect to the canonical host.
  const unknownHost = signedEventRequest({ url: `${server.url}/__vitrine/events`, secret: SECRET }, published, 'msg_4');
  const headers = new Headers(unknownHost.headers);
  expect((await fetch(unknownHost.url.replace('127.0.0.1', 'localhost'), { method: 'POST', headers, body: await unknownHost.text() })).status).toBe(200);
});

it('has no endpoint without EVENTS_SECRET', async () => {
  expect((await post(without.url, { type: 'site.updated', data: { siteId: 51 } }, 'msg_5')).status).not.toBe(200);
});
