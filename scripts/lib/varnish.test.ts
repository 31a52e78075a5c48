// @vitest-environment node
/**
 * deploy/varnish/vitrine.vcl on the real Varnish (Debian's varnishd + varnish-modules xkey),
 * installed first when missing and root (as the browser tests install Chromium). In front of a small
 * origin that answers like the app (Cache-Control, Vitrine-Tags, Set-Cookie), counting its renders,
 * on this helper's ports (E2E_PORT base + 10/11: 4550/4551 by default).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCdnPurger } from '../../src/app/server/cdn-purge';
import { ensureVarnishd, startVarnish, type RunningVarnish } from './varnish';

const BASE = Number(process.env.E2E_PORT ?? 4540);
const VARNISH_PORT = BASE + 10;
const ORIGIN_PORT = BASE + 11;

const { varnishd, why } = ensureVarnishd();
if (!varnishd) console.warn(`Varnish tests skipped: ${why}`);

/** The origin: `/page/<name>?...` public pages, `/private`, `/set-cookie`; renders counted by path. */
const renders = new Map<string, number>();
let version = 1;
let delayMs = 0;
const origin = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://origin');
  if (url.pathname === '/healthz') return response.end('ok');
  renders.set(url.pathname, (renders.get(url.pathname) ?? 0) + 1);
  const count = renders.get(url.pathname);
  const send = () => {
    if (url.pathname === '/private') {
      response.writeHead(200, { 'Cache-Control': 'private, no-store' });
      return response.end(`privé n${count}`);
    }
    if (url.pathname === '/set-cookie') {
      response.writeHead(200, { 'Cache-Control': 'public, s-maxage=60', 'Set-Cookie': 'token=abc; Path=/' });
      return response.end(`cookie n${count}`);
    }
    const lifetime = url.searchParams.get('life') ?? '60';
    const resource = url.pathname.endsWith('boutique') ? 'product' : 'component/conf/accueil';
    response.writeHead(200, {
      'Cache-Control': `public, max-age=0, s-maxage=${lifetime}, stale-while-revalidate=${url.searchParams.get('swr') ?? '0'}`,
      'Vitrine-Tags': `s51 s51:p:${url.pathname} s51:r:${resource}`,
      'Content-Type': 'text/plain; charset=utf-8',
    });
    response.end(`${url.pathname} v${version} n${count} cookie=${request.headers.cookie ?? '-'}`);
  };
  if (delayMs > 0) setTimeout(send, delayMs);
  else send();
});

let varnish: RunningVarnish | null = null;

beforeAll(async () => {
  if (!varnishd) return;
  await new Promise<void>((resolve) => origin.listen(ORIGIN_PORT, '127.0.0.1', resolve));
  varnish = await startVarnish({ varnishd, port: VARNISH_PORT, backendPort: (origin.address() as AddressInfo).port, memory: '32m' });
  // Wait for the health probe to see the origin.
  for (let tries = 0; tries < 100 && (await fetch(`${varnish.url}/page/warm`)).status !== 200; tries++)
    await new Promise((resolve) => setTimeout(resolve, 100));
}, 30_000);

afterAll(async () => {
  await varnish?.stop();
  origin.closeAllConnections();
  await new Promise((resolve) => origin.close(resolve));
});

/** A request with another Host (fetch does not let one set it). */
const getAs = (host: string, path: string) =>
  new Promise<{ cache: string | undefined; body: string }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: VARNISH_PORT, path, headers: { Host: host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ cache: response.headers['x-cache'] as string | undefined, body }));
    });
    request.on('error', reject);
  });

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${varnish?.url}${path}`, { headers });
  return { status: response.status, cache: response.headers.get('x-cache'), body: await response.text(), headers: response.headers };
};

describe.skipIf(!varnishd)('Varnish in front of Vitrine (deploy/varnish/vitrine.vcl)', () => {
  it('caches anonymous public pages by host + path and says so; a consent cookie does not defeat the cache', async () => {
    expect(await get('/page/a')).toMatchObject({ cache: 'MISS', body: '/page/a v1 n1 cookie=-' });
    expect(await get('/page/a')).toMatchObject({ cache: 'HIT', body: '/page/a v1 n1 cookie=-' });
    expect(await get('/page/a', { Cookie: 'vitrine_consent=v1.analytics; _ga=GA1.1' })).toMatchObject({ cache: 'HIT', body: '/page/a v1 n1 cookie=-' });
    expect(await getAs('vins.localhost', '/page/a')).toEqual({ cache: 'MISS', body: '/page/a v1 n2 cookie=-' });
    expect(await getAs('vins.localhost', '/page/a')).toEqual({ cache: 'HIT', body: '/page/a v1 n2 cookie=-' });
    // The tags stay between the app and the CDN.
    expect((await get('/page/a')).headers.get('xkey')).toBeNull();
  });

  it('never stores a private page, an answer setting a cookie, or a page asked for with the login cookie', async () => {
    await get('/private');
    expect(await get('/private')).toMatchObject({ cache: 'MISS', body: 'privé n2' });
    await get('/set-cookie');
    expect(await get('/set-cookie')).toMatchObject({ cache: 'MISS', body: 'cookie n2' });
    await get('/page/c');
    expect(await get('/page/c', { Cookie: 'vitrine_consent=1; token=jeton-de-marie' })).toMatchObject({
      cache: 'MISS',
      body: '/page/c v1 n2 cookie=token=jeton-de-marie',
    });
    // What the signed-in visitor got was not kept for the others.
    expect(await get('/page/c')).toMatchObject({ cache: 'HIT', body: '/page/c v1 n1 cookie=-' });
  });

  it('honours s-maxage and stale-while-revalidate', async () => {
    expect((await get('/page/court?life=1&swr=30')).body).toContain('n1');
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    // Stale within stale-while-revalidate: the old page at once, one background fetch.
    expect(await get('/page/court?life=1&swr=30')).toMatchObject({ cache: 'HIT' });
    await expect.poll(async () => (await get('/page/court?life=1&swr=30')).body, { timeout: 3_000 }).toContain('n2');
    expect((await get('/page/expire?life=1')).body).toContain('n1');
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect((await get('/page/expire?life=1')).body).toContain('n2');
  });

  it('purges by tag from the app: the changed page is fresh at once, the others stay hits, 200 clients make one render', async () => {
    const purge = createCdnPurger(`${varnish?.url}/`);
    await get('/page/boutique');
    await get('/page/accueil');
    version = 2;
    await purge(['s51:r:product/12', 's51:r:product']);
    delayMs = 200;
    const answers = await Promise.all(Array.from({ length: 200 }, () => get('/page/boutique')));
    delayMs = 0;
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['/page/boutique v2 n2 cookie=-']));
    expect(renders.get('/page/boutique')).toBe(2);
    expect(await get('/page/accueil')).toMatchObject({ cache: 'HIT', body: '/page/accueil v1 n1 cookie=-' });
    const refused = await fetch(`${varnish?.url}/`, { method: 'PURGE' });
    expect(refused.status).toBe(400);
  });

  it('serves the stale page while the app is down', async () => {
    expect((await get('/page/panne?life=1')).body).toContain('n1');
    origin.closeAllConnections();
    await new Promise((resolve) => origin.close(resolve));
    // The health probe needs a few seconds to see the app gone; the page has expired meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(await get('/page/panne?life=1')).toMatchObject({ status: 200, body: '/page/panne v2 n1 cookie=-' });
    const never = await get('/page/jamais-vue');
    expect(never.status).toBe(503);
    expect(never.headers.get('retry-after')).toBe('30');
  }, 15_000);
});
