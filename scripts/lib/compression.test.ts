// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsBrotli, compression } from './compression';

const page = `<!doctype html><html lang="fr"><body>${'<p>Prendre une heure pour soi, tout simplement.</p>'.repeat(200)}</body></html>`;

function app() {
  const hono = new Hono();
  hono.use('*', compression());
  hono.get('/page', (c) => c.html(page));
  hono.get('/small', (c) => c.text('court'));
  hono.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  return hono;
}

describe('compression', () => {
  it('reads Accept-Encoding as browsers send it, q-values included', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('br;q=0, gzip')).toBe(false);
    expect(acceptsBrotli('*')).toBe(true);
    expect(acceptsBrotli(undefined)).toBe(false);
  });

  it('answers a page in Brotli to a browser, in gzip to a client without it, as it is to one accepting nothing; always Vary', async () => {
    const brotli = await app().request('/page', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await brotli.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(page);
    const gzip = await app().request('/page', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    const gzipped = Buffer.from(await gzip.arrayBuffer());
    expect(gunzipSync(gzipped).toString('utf8')).toBe(page);
    expect(bytes.length).toBeLessThan(gzipped.length);
    const none = await app().request('/page');
    expect(none.headers.get('Content-Encoding')).toBeNull();
    expect(none.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await none.text()).toBe(page);
  });

  it('leaves small answers and images as they are', async () => {
    const small = await app().request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.text()).toBe('court');
    const image = await app().request('/image', { headers: { 'Accept-Encoding': 'br' } });
    expect(image.headers.get('Content-Encoding')).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4096);
  });
});
