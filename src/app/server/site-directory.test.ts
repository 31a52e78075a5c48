// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoApi } from '../../../fixtures/server/app';
import { directoryFileStore } from '../../../scripts/lib/directory-file-store';
import { normalizeHost } from './host-name';
import { cacheApiDirectoryStore, createSiteDirectory, tenantSourceFromSettings, tenantOrGate, type SiteDirectoryOptions } from './site-directory';
import { createTenantTable, DEMO_TENANTS, staticTenantSource, type TenantLookup } from './tenants';

const DIRECTORY = 'http://annuaire.test/api';
let demo: Hono;
let calls: string[];
let down: boolean;
let tmp: string;

/** The demo API as the builder's directory, counting calls; `down` makes it unreachable. */
const directoryFetch = async (request: Request): Promise<Response> => {
  if (down) throw new TypeError('fetch failed');
  calls.push(new URL(request.url).searchParams.get('host') ?? '');
  return demo.request(request.url.replace(DIRECTORY, ''), { headers: request.headers });
};

const silent = { onError: () => undefined };
const directory = (options: Partial<SiteDirectoryOptions> = {}) => createSiteDirectory({ url: DIRECTORY, fetch: directoryFetch, ...silent, ...options });
const surface = (method: string, url: string, body?: unknown) =>
  demo.request(`/__demo/directory${url}`, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? null : JSON.stringify(body) });
const siteOf = (lookup: TenantLookup) => (lookup.kind === 'tenant' || lookup.kind === 'alias' ? lookup.tenant.config.siteId : lookup.kind);

beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'vitrine-directory-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
beforeEach(async () => {
  demo = await createDemoApi({ testSurface: true, log: () => undefined });
  calls = [];
  down = false;
});

describe('host names', () => {
  it('have one spelling: case, port, trailing dot and IDNA do not make another host', () => {
    expect(normalizeHost('Bücher.LOCALHOST.:4173')).toBe('xn--bcher-kva.localhost');
    expect(normalizeHost('xn--bcher-kva.localhost')).toBe('xn--bcher-kva.localhost');
    expect(normalizeHost('[::1]:80')).toBe('[::1]');
    for (const bad of ['', 'a/b', 'user@host', 'a..b', 'x'.repeat(254)]) expect(normalizeHost(bad)).toBeNull();
  });

  it('normalising twice changes nothing, and neither do case, port or a trailing dot', () => {
    const label = fc.stringMatching(/^[a-zà-ÿ0-9]([a-zà-ÿ0-9-]{0,10}[a-zà-ÿ0-9])?$/);
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 65535 }), fc.boolean(), (labels, port, dot) => {
        const name = labels.join('.');
        const once = normalizeHost(name);
        fc.pre(once !== null);
        expect(normalizeHost(once ?? '')).toBe(once);
        expect(normalizeHost(`${name.toUpperCase()}${dot ? '.' : ''}:${port}`)).toBe(once);
      }),
    );
  });
});

describe('the tenant source of the settings', () => {
  it('is the builder’s directory with DIRECTORY_URL, a static table with TENANTS, the demo API’s directory with nothing', async () => {
    await expect(tenantSourceFromSettings({ DIRECTORY_URL: 'https://annuaire.exemple', TENANTS: '[]' })).rejects.toThrow(/TENANTS cannot be set beside it/);
    await expect(tenantSourceFromSettings({ DIRECTORY_URL: '/api' })).rejects.toThrow(/absolute/);
    const table = await tenantSourceFromSettings(
      { TENANTS: JSON.stringify([{ hosts: ['vins.fr'], siteId: 52, apiUrl: '/api' }]) },
      { demoApi: async (r) => demo.fetch(r) },
    );
    expect(siteOf(await table.resolve(new URL('http://vins.fr/')))).toBe(52);
    expect(await table.resolve(new URL('http://vins.localhost/'))).toEqual({ kind: 'unknown' });
    // No settings, the demo API in the process: its directory, so a host added in the demo is served.
    const source = await tenantSourceFromSettings(
      {},
      { demoApi: async (request) => demo.fetch(new Request(request.url.replace('http://localhost/api', 'http://localhost'), request)) },
    );
    expect(siteOf(await source.resolve(new URL('http://vins.localhost/')))).toBe(52);
    await surface('POST', '/sites', { from: 51, siteId: 54, host: 'zen.localhost' });
    source.forget({ siteId: 54, hosts: ['zen.localhost'] });
    expect(siteOf(await source.resolve(new URL('http://zen.localhost/')))).toBe(54);
    // Without the demo API in the process (the edge alone): the demo's two-site table.
    const fallback = await tenantSourceFromSettings({});
    expect(fallback.list().map((tenant) => tenant.config.siteId)).toEqual([51, 52]);
    await expect(tenantSourceFromSettings({ ANALYTICS_GTM_ID: 'GTM-1' }, { demoApi: async (r) => demo.fetch(r) })).rejects.toThrow(/SITE_ID/);
  });
});

describe('the static table as a tenant source', () => {
  it('answers like the table: live sites, aliases, unknown hosts', () => {
    const source = staticTenantSource(createTenantTable(DEMO_TENANTS));
    expect(source.resolve(new URL('http://vins.localhost:4173/'))).toMatchObject({ kind: 'tenant', status: 'live' });
    expect(source.resolve(new URL('http://localhost:4173/boutique?x=1'))).toMatchObject({ kind: 'alias', location: 'http://127.0.0.1:4173/boutique?x=1' });
    expect(source.resolve(new URL('http://ailleurs.localhost/'))).toEqual({ kind: 'unknown' });
  });
});

describe('the site directory', () => {
  it('resolves the demo sites, sends aliases to the canonical host and remembers unknown hosts a short time', async () => {
    let time = 0;
    const source = await directory({ now: () => time });
    expect(siteOf(await source.resolve(new URL('http://vins.localhost:4173/')))).toBe(52);
    expect(await source.resolve(new URL('http://massages.localhost:4173/boutique?page=2'))).toMatchObject({
      kind: 'alias',
      location: 'http://127.0.0.1:4173/boutique?page=2',
    });
    // The answer for one host of site 51 served its other hosts too: one call.
    expect(siteOf(await source.resolve(new URL('http://127.0.0.1:4173/')))).toBe(51);
    expect(calls).toEqual(['vins.localhost', 'massages.localhost']);
    expect(source.list().map((tenant) => tenant.config.siteId)).toEqual([52, 51]);
    expect(await source.resolve(new URL('http://inconnu.localhost/'))).toEqual({ kind: 'unknown' });
    expect(await source.resolve(new URL('http://inconnu.localhost/'))).toEqual({ kind: 'unknown' });
    expect(calls.filter((h) => h === 'inconnu.localhost')).toHaveLength(1);
    time += 5_001;
    await source.resolve(new URL('http://inconnu.localhost/'));
    expect(calls.filter((h) => h === 'inconnu.localhost')).toHaveLength(2);
  });

  it('makes one directory call for 5,000 concurrent requests for a new host', async () => {
    const source = await directory();
    const answers = await Promise.all(Array.from({ length: 5_000 }, () => source.resolve(new URL('http://vins.localhost/'))));
    expect(calls).toEqual(['vins.localhost']);
    expect(new Set(answers.map(siteOf))).toEqual(new Set([52]));
  });

  it('caps directory calls: a storm of junk hosts gets 503 beyond the budget, known sites are still served at once', async () => {
    const time = 0;
    const source = await directory({ now: () => time, burst: 20, callsPerSecond: 10 });
    await source.resolve(new URL('http://vins.localhost/'));
    const junk = await Promise.all(Array.from({ length: 500 }, (_, i) => source.resolve(new URL(`http://junk-${i}.localhost/`))));
    expect(calls.length).toBeLessThanOrEqual(20);
    expect(junk.filter((a) => a.kind === 'unavailable').length).toBeGreaterThanOrEqual(480);
    expect(source.stats().refused).toBeGreaterThanOrEqual(480);
    const known = source.resolve(new URL('http://vins.localhost/'));
    expect(known).not.toBeInstanceOf(Promise);
    expect(siteOf(await known)).toBe(52);
  });

  it('keeps its caches bounded whatever the number of hosts seen', async () => {
    const source = await directory({ maxUnknownHosts: 50, burst: 1_000 });
    await Promise.all(Array.from({ length: 300 }, (_, i) => source.resolve(new URL(`http://junk-${i}.localhost/`))));
    expect(source.stats().unknownHosts).toBe(50);
  });

  it('serves known sites through an outage, answers unknown hosts 503 (never a 404, never another site)', async () => {
    const source = await directory();
    await source.resolve(new URL('http://vins.localhost/'));
    down = true;
    expect(siteOf(await source.resolve(new URL('http://vins.localhost/')))).toBe(52);
    const unknown = await source.resolve(new URL('http://nouveau.localhost/'));
    expect(unknown).toMatchObject({ kind: 'unavailable' });
    const response = await tenantOrGate(unknown, new Request('http://nouveau.localhost/'), () => Promise.resolve(false));
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(503);
    expect((response as Response).headers.get('Retry-After')).toBe('5');
    expect((response as Response).headers.get('Cache-Control')).toBe('no-store');
  });

  it('gives up on a directory that does not answer within timeoutMs: the host gets 503, the next request asks again', async () => {
    // A directory that never answers, and a fetch that never hears the abort: what Node's fetch does
    // when the Request carrying the signal has been garbage-collected (nodejs/node#55428; this test,
    // listening to request.signal, hung now and then on a loaded machine). Only the call's own time
    // limit ends the request.
    const silentDirectory = () => new Promise<Response>(() => {});
    const errors: string[] = [];
    const source = await directory({ fetch: silentDirectory, timeoutMs: 30, onError: (message) => errors.push(message) });
    expect(await source.resolve(new URL('http://vins.localhost/'))).toMatchObject({ kind: 'unavailable' });
    expect(errors).toEqual([expect.stringMatching(/^directory unreachable for vins\.localhost: Pas de réponse en 30 ms/)]);
    // Nothing remembered from a call that timed out: the directory is asked again.
    expect(await source.resolve(new URL('http://vins.localhost/'))).toMatchObject({ kind: 'unavailable' });
    expect(errors).toHaveLength(2);
  });

  it('refuses an answer naming another site than the host asked about', async () => {
    // Whatever it is asked, this directory answers with site 52.
    const liar = () => directoryFetch(new Request(`${DIRECTORY}/site/resolve?host=vins.localhost`));
    const source = await directory({ fetch: liar });
    expect(await source.resolve(new URL('http://massages.localhost/'))).toMatchObject({ kind: 'unavailable' });
  });

  it('keeps a last-known-good copy that survives a restart during an outage', async () => {
    const file = path.join(tmp, 'copy.json');
    const first = await directory({ store: directoryFileStore(file), saveIntervalMs: 0 });
    await first.resolve(new URL('http://vins.localhost/'));
    await first.resolve(new URL('http://massages.localhost/'));
    // Saved in the background: both sites are in the file before the restart.
    await vi.waitFor(async () => expect((await directoryFileStore(file).load()).map((site) => site.siteId).sort()).toEqual([51, 52]));
    down = true;
    const restarted = await directory({ store: directoryFileStore(file) });
    expect(siteOf(await restarted.resolve(new URL('http://vins.localhost/')))).toBe(52);
    expect(await restarted.resolve(new URL('http://massages.localhost/x'))).toMatchObject({ kind: 'alias', location: 'http://127.0.0.1/x' });
    expect(await restarted.resolve(new URL('http://autre.localhost/'))).toMatchObject({ kind: 'unavailable' });
  });

  it('keeps its last-known-good copy in the Cache API on workerd', async () => {
    // The Cache API as workerd's caches.default keeps entries (Node has none): by URL, the body kept.
    const entries = new Map<string, string>();
    const cache = {
      match: async (request: Request) => (entries.has(request.url) ? new Response(entries.get(request.url)) : undefined),
      put: async (request: Request, response: Response) => void entries.set(request.url, await response.text()),
    };
    const first = await directory({ store: cacheApiDirectoryStore(cache), saveIntervalMs: 0 });
    await first.resolve(new URL('http://vins.localhost/'));
    await vi.waitFor(() => expect(entries.size).toBe(1));
    down = true;
    const restarted = await directory({ store: cacheApiDirectoryStore(cache) });
    expect(siteOf(await restarted.resolve(new URL('http://vins.localhost/')))).toBe(52);
  });

  it('serves a host, a site or a change made in the directory once it is told (forget)', async () => {
    const source = await directory();
    expect(await source.resolve(new URL('http://bücher.localhost/'))).toEqual({ kind: 'unknown' });
    expect((await surface('POST', '/hosts', { siteId: 52, host: 'Bücher.localhost' })).status).toBe(200);
    // Still remembered as unknown until the change event says otherwise.
    expect(await source.resolve(new URL('http://xn--bcher-kva.localhost/'))).toEqual({ kind: 'unknown' });
    source.forget({ siteId: 52, hosts: ['BÜCHER.localhost.'] });
    expect(await source.resolve(new URL('http://xn--bcher-kva.localhost/cave'))).toMatchObject({ kind: 'alias', location: 'http://vins.localhost/cave' });

    expect((await surface('POST', '/sites', { from: 52, siteId: 53, host: 'cave.localhost' })).status).toBe(200);
    expect(siteOf(await source.resolve(new URL('http://cave.localhost/')))).toBe(53);

    expect((await surface('POST', '/status', { siteId: 53, status: 'building' })).status).toBe(200);
    source.forget({ siteId: 53 });
    const building = await source.resolve(new URL('http://cave.localhost/'));
    expect(building).toMatchObject({ kind: 'tenant', status: 'building' });
    const visitor = (await tenantOrGate(building, new Request('http://cave.localhost/'), () => Promise.resolve(false))) as Response;
    expect(visitor.status).toBe(503);
    expect(visitor.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(await visitor.text()).toContain('Site en construction');
    const admin = await tenantOrGate(building, new Request('http://cave.localhost/'), () => Promise.resolve(true));
    expect(admin).not.toBeInstanceOf(Response);

    await surface('POST', '/status', { siteId: 53, status: 'suspended' });
    source.forget({ siteId: 53 });
    const suspended = (await tenantOrGate(await source.resolve(new URL('http://cave.localhost/')), new Request('http://cave.localhost/'), () =>
      Promise.resolve(true),
    )) as Response;
    expect(suspended.status).toBe(410);
    expect(await suspended.text()).not.toMatch(/Garnaudière|cave/i);

    await surface('DELETE', '/hosts/xn--bcher-kva.localhost');
    source.forget({ hosts: ['xn--bcher-kva.localhost'] });
    expect(await source.resolve(new URL('http://bücher.localhost/'))).toEqual({ kind: 'unknown' });
  });

  it('the demo directory refuses a host another site has, and answers 404 for a host nobody has', async () => {
    expect((await surface('POST', '/hosts', { siteId: 51, host: 'vins.localhost' })).status).toBe(409);
    expect((await surface('POST', '/hosts', { siteId: 51, host: 'http://x/' })).status).toBe(400);
    expect((await demo.request('/site/resolve?host=nulle-part.localhost')).status).toBe(404);
  });
});
