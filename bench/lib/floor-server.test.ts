// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFloorServer, type FloorServer } from './floor-server';

const CSS = `.hero{color:#2e6e7e}${'.block{margin:0 auto;padding:1rem}'.repeat(60)}`;
const PAGE = `<!doctype html><html lang="fr"><head><link rel="stylesheet" href="/assets/style-1.css"></head><body><h1>Accueil</h1>${'<p>Massages bien-être en Vendée.</p>'.repeat(60)}</body></html>`;

/** A build output as `vite build` leaves it: hashed CSS with its precompressed twin, public images. */
function dist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-floor-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'demo'));
  writeFileSync(path.join(dir, 'assets', 'style-1.css'), CSS);
  writeFileSync(path.join(dir, 'assets', 'style-1.css.br'), brotliCompressSync(CSS));
  writeFileSync(path.join(dir, 'demo', 'hero.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** A stylesheet the production server writes (as it does /theme.css), compressed on the fly. */
const THEME = `:root{--color-primary:#2e6e7e}${'.t{color:var(--color-primary)}'.repeat(60)}`;

/** The production server's part the floor cannot copy: its generated theme, compressed by Hono. */
async function upstreamServer(): Promise<{ url: string; close(): void }> {
  const app = new Hono();
  app.use('*', compress());
  app.get('/theme.css', (c) => c.body(THEME, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' }));
  app.get('*', (c) => c.text('Fichier introuvable', 404));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  return { url: `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`, close: () => server.close() };
}

/** The raw bytes and headers a browser gets (fetch would decode the body). */
function raw(url: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: BROWSER }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** What Chromium sends. */
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

describe('the floor server', () => {
  let floor: FloorServer;
  let upstream: Awaited<ReturnType<typeof upstreamServer>>;
  beforeAll(async () => {
    upstream = await upstreamServer();
    floor = await startFloorServer(dist(), () => Promise.resolve(upstream.url));
  });
  afterAll(async () => {
    await floor.close();
    upstream.close();
  });

  it('serves a published page at its own path, in Brotli like the production server’s HTML (scripts/lib/compression.ts)', async () => {
    const url = floor.publish('/qui-suis-je', PAGE);
    expect(url).toBe(`${floor.url}/qui-suis-je`);
    const response = await fetch(url, { headers: BROWSER });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe(PAGE);
  });

  it('serves the build’s assets from their precompressed files, cached like hashed assets', async () => {
    const response = await fetch(`${floor.url}/assets/style-1.css`, { headers: BROWSER });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(CSS);
    expect((await fetch(`${floor.url}/demo/hero.svg`)).status).toBe(200);
  });

  it('passes what the build does not hold through from the production server, compressed once', async () => {
    const theme = await raw(`${floor.url}/theme.css?v=0614c113`);
    expect(theme.status).toBe(200);
    expect(theme.headers['content-encoding']).toBe('gzip');
    expect(theme.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(theme.body).toString()).toBe(THEME);
    const missing = await fetch(`${floor.url}/assets/absent.css`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Fichier introuvable');
  });
});
