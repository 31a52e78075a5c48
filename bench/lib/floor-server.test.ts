// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
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

/** What Chromium sends. */
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

describe('the floor server', () => {
  let floor: FloorServer;
  beforeAll(async () => {
    floor = await startFloorServer(dist());
  });
  afterAll(() => floor.close());

  it('serves a published page at its own path, gzip like the production server’s HTML', async () => {
    const url = floor.publish('/qui-suis-je', PAGE);
    expect(url).toBe(`${floor.url}/qui-suis-je`);
    const response = await fetch(url, { headers: BROWSER });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(PAGE);
  });

  it('serves the build’s assets from their precompressed files, cached like hashed assets', async () => {
    const response = await fetch(`${floor.url}/assets/style-1.css`, { headers: BROWSER });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(CSS);
    expect((await fetch(`${floor.url}/demo/hero.svg`)).status).toBe(200);
  });

  it('answers 404 for what is neither published nor in the build', async () => {
    expect((await fetch(`${floor.url}/page-non-publiee`)).status).toBe(404);
    expect((await fetch(`${floor.url}/assets/absent.css`)).status).toBe(404);
  });
});
