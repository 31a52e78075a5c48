// @vitest-environment node
/**
 * The Node server's API transport, through the API client (what the renderer uses): the same data,
 * statuses and failures as with fetch, against the demo API; a compressed answer from an API that
 * compresses (a small server of this file's own).
 */
import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiFetch } from '@/api/client';
import { startDemoApi, type RunningDemoApi } from '../../fixtures/server/main';
import { createApiTransport } from './api-transport';
import { apiFailure } from '@tests/support/api-failure';

let demo: RunningDemoApi;
let slow: RunningDemoApi;
const transport = createApiTransport();

beforeAll(async () => {
  [demo, slow] = await Promise.all([startDemoApi({ port: 0 }), startDemoApi({ port: 0, faults: 'getSiteInfo=timeout' })]);
});
afterAll(async () => {
  await Promise.all([demo.close(), slow.close()]);
});

function client(apiUrl: string, fetch: ApiFetch, timeoutMs = 5000) {
  return createApiClient({ apiUrl, siteId: 51, getLocale: () => 'fr_FR', getToken: () => null, appOrigin: 'http://127.0.0.1:1/', fetch, timeoutMs });
}

describe('createApiTransport', () => {
  it('gives the client the same data as fetch, call after call on kept-alive connections', async () => {
    const lean = client(demo.url, transport);
    const standard = client(demo.url, fetch);
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([lean.call('getParameters'), standard.call('getParameters')]);
      expect(a).toEqual(b);
      expect(await lean.call('getPage', { pathParams: { slug: 'accueil' } })).toEqual(await standard.call('getPage', { pathParams: { slug: 'accueil' } }));
    }
  });

  it('an API error keeps its status and message, as with fetch', async () => {
    const [a, b] = await Promise.all([
      apiFailure(client(demo.url, transport).call('getPage', { pathParams: { slug: 'nulle-part' } })),
      apiFailure(client(demo.url, fetch).call('getPage', { pathParams: { slug: 'nulle-part' } })),
    ]);
    expect(a.status).toBe(404);
    expect(a.status).toBe(b.status);
    expect(a.message).toBe(b.message);
  });

  it('no answer within the time limit: status 0 and the time limit as reason, as with fetch', async () => {
    const [a, b] = await Promise.all([
      apiFailure(client(slow.url, transport, 150).call('getSiteInfo')),
      apiFailure(client(slow.url, fetch, 150).call('getSiteInfo')),
    ]);
    expect(a.status).toBe(0);
    expect(a.message).toBe(b.message);
    expect(a.cause).toBeInstanceOf(DOMException);
    expect((a.cause as DOMException).name).toBe('TimeoutError');
  });

  it('nobody listening: status 0 and "fetch failed", as with fetch', async () => {
    const error = await apiFailure(client('http://127.0.0.1:9', transport).call('getParameters'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('fetch failed');
  });

  describe('an API that compresses its answers', () => {
    let server: Server;
    let url = '';
    beforeAll(async () => {
      server = createServer((request, response) => {
        const body = JSON.stringify({ success: true, message: '', data: { ok: request.headers['accept-encoding'] } });
        response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
        response.end(gzipSync(body));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('asks for compression and reads the decompressed text', async () => {
      const response = await transport(new URL(`${url}/x`), {
        method: 'GET',
        headers: new Headers({ Accept: 'application/json' }),
        credentials: 'omit',
        signal: new AbortController().signal,
      });
      expect(response.ok).toBe(true);
      expect(JSON.parse(await response.text())).toEqual({ success: true, message: '', data: { ok: 'gzip, deflate, br' } });
    });
  });
});
