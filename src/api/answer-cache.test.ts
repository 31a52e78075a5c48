// @vitest-environment node
/**
 * The answer cache's rules through its public API (createAnswerCache, sharedLifetime), then the
 * client reading through it against a demo API of this file's own: what is stored, what never is,
 * expiry, stale-while-revalidate, bounds, tenants kept apart.
 */
import { describe, expect, it } from 'vitest';
import { createAnswerCache, type AnswerLoader, type LoadedAnswer } from './answer-cache';
import { createApiClient, type ApiFetch } from './client';
import { siteTag } from '@/lib/cache-tags';
import { sharedLifetime } from '@/lib/shared-cache-lifetime';
import { ownDemoApi } from '@tests/support/own-demo-api';

const PUBLIC = { fresh: 10, stale: 60 };

/** A loader that answers `data` with `lifetime` and counts its calls; `next` changes what it answers. */
function loader(data: unknown, lifetime: LoadedAnswer['lifetime'] = PUBLIC, bytes = 100) {
  const counter = { calls: 0, data, failing: false, signals: [] as (AbortSignal | undefined)[] };
  const load: AnswerLoader = async (signal) => {
    counter.calls += 1;
    counter.signals.push(signal);
    if (counter.failing) throw new Error('API down');
    return { data: structuredClone(counter.data), lifetime, bytes };
  };
  return Object.assign(counter, { load });
}

function clock(start = 1_000_000) {
  const time = { now: start };
  return Object.assign(time, { read: () => time.now });
}

describe('sharedLifetime: what a shared cache may keep', () => {
  const of = (headers: Record<string, string>) => sharedLifetime(new Headers(headers));

  it('reads s-maxage before max-age, and stale-while-revalidate', () => {
    expect(of({ 'Cache-Control': 'public, max-age=5, s-maxage=30, stale-while-revalidate=90' })).toEqual({ fresh: 30, stale: 90 });
    expect(of({ 'Cache-Control': 'public, max-age=5' })).toEqual({ fresh: 5, stale: 0 });
  });

  it('prefers CDN-Cache-Control (RFC 9213): browsers revalidate, shared caches keep it', () => {
    expect(of({ 'Cache-Control': 'no-cache', 'CDN-Cache-Control': 'public, max-age=10, stale-while-revalidate=60' })).toEqual({ fresh: 10, stale: 60 });
    expect(of({ 'Cache-Control': 'public, max-age=60', 'CDN-Cache-Control': 'no-store' })).toBeNull();
  });

  it('never private, no-store, no-cache, not public, without lifetime, or setting a cookie', () => {
    expect(of({ 'Cache-Control': 'private, max-age=60' })).toBeNull();
    expect(of({ 'Cache-Control': 'public, no-store, max-age=60' })).toBeNull();
    expect(of({ 'Cache-Control': 'public, no-cache, max-age=60' })).toBeNull();
    expect(of({ 'Cache-Control': 'max-age=60' })).toBeNull();
    expect(of({ 'Cache-Control': 'public' })).toBeNull();
    expect(of({ 'Cache-Control': 'public, max-age=0' })).toBeNull();
    expect(of({})).toBeNull();
    expect(of({ 'Cache-Control': 'public, max-age=60', 'Set-Cookie': 'token=abc' })).toBeNull();
  });
});

describe('createAnswerCache', () => {
  it('stores a public answer: the second read does not load, and the data is frozen', async () => {
    const cache = createAnswerCache({ maxEntries: 10, maxBytes: 10_000 });
    const api = loader({ menu: ['Accueil'] });
    const first = await cache.read('51 fr /page', api.load);
    const second = await cache.read('51 fr /page', api.load);
    expect(api.calls).toBe(1);
    expect(second).toBe(first);
    expect(() => (second as { menu: string[] }).menu.push('Autre')).toThrow(TypeError);
  });

  it('never stores an answer without a shared lifetime (private, no-store…)', async () => {
    const cache = createAnswerCache({ maxEntries: 10, maxBytes: 10_000 });
    const api = loader({ user: 'marie' }, null);
    await cache.read('51 fr /user', api.load);
    await cache.read('51 fr /user', api.load);
    expect(api.calls).toBe(2);
    expect(cache.size().entries).toBe(0);
  });

  it('expires after max-age + stale-while-revalidate; within the stale window it answers at once and refreshes once', async () => {
    const time = clock();
    const cache = createAnswerCache({ maxEntries: 10, maxBytes: 10_000, now: time.read });
    const api = loader({ v: 1 });
    await cache.read('k', api.load);
    time.now += 9_000; // fresh
    expect(await cache.read('k', api.load)).toEqual({ v: 1 });
    expect(api.calls).toBe(1);

    time.now += 2_000; // stale (11 s), within stale-while-revalidate
    api.data = { v: 2 };
    // Two visitors at once: both get the stale copy at once, and only one refresh starts.
    expect(await Promise.all([cache.read('k', api.load), cache.read('k', api.load)])).toEqual([{ v: 1 }, { v: 1 }]);
    expect(api.calls).toBe(2); // one refresh, with the cache's own signal
    expect(api.signals[1]).toBeInstanceOf(AbortSignal);
    await Promise.resolve();
    expect(await cache.read('k', api.load)).toEqual({ v: 2 });

    time.now += 71_000; // past fresh + stale of the refreshed copy
    api.data = { v: 3 };
    expect(await cache.read('k', api.load)).toEqual({ v: 3 });
    expect(api.calls).toBe(3);
    expect(api.signals[2]).toBeUndefined(); // a miss loads with the caller's own signal
  });

  it('keeps the stale copy when the refresh fails, and tries again on the next read', async () => {
    const time = clock();
    const cache = createAnswerCache({ maxEntries: 10, maxBytes: 10_000, now: time.read });
    const api = loader({ v: 1 });
    await cache.read('k', api.load);
    time.now += 20_000;
    api.failing = true;
    expect(await cache.read('k', api.load)).toEqual({ v: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.read('k', api.load)).toEqual({ v: 1 });
    expect(api.calls).toBe(2 + 1);
  });

  it('is bounded in entries and bytes, least recently used first out', async () => {
    const cache = createAnswerCache({ maxEntries: 2, maxBytes: 250 });
    const a = loader('a');
    const b = loader('b');
    const c = loader('c');
    await cache.read('a', a.load);
    await cache.read('b', b.load);
    await cache.read('a', a.load); // a used last: b goes first
    await cache.read('c', c.load);
    expect(cache.size()).toEqual({ entries: 2, bytes: 200 });
    await cache.read('a', a.load);
    await cache.read('b', b.load);
    expect([a.calls, b.calls, c.calls]).toEqual([1, 2, 1]);

    const huge = loader('huge', PUBLIC, 300);
    await cache.read('huge', huge.load);
    await cache.read('huge', huge.load);
    expect(huge.calls).toBe(2);
    expect(cache.size().bytes).toBeLessThanOrEqual(250);
  });

  it('clear() forgets everything, and a load started before it does not store its answer', async () => {
    const cache = createAnswerCache({ maxEntries: 10, maxBytes: 10_000 });
    const api = loader({ v: 1 });
    await cache.read('k', api.load);
    cache.clear();
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
    let release: () => void = () => {};
    const slow: AnswerLoader = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { data: { v: 'old' }, lifetime: PUBLIC, bytes: 10 };
    };
    const pending = cache.read('k', slow);
    cache.clear(); // a write passed meanwhile
    release();
    expect(await pending).toEqual({ v: 'old' });
    expect(cache.size().entries).toBe(0);
  });
  it('shares one load between concurrent misses of one answer', async () => {
    const cache = createAnswerCache({ maxEntries: 10, maxBytes: 10_000 });
    const api = loader({ v: 1 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.read('k', api.load)));
    expect(api.calls).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });
});

describe('the client reading through the cache (demo API)', () => {
  const server = ownDemoApi();
  const counted = () => {
    const urls: string[] = [];
    const send: ApiFetch = async (url, init) => {
      urls.push(`${url.pathname} ${init.headers.get('idSite')} ${init.headers.get('Authorization') ?? '-'}`);
      return fetch(url, init);
    };
    return { urls, send };
  };
  const client = (siteId: number, send: ApiFetch, cache: ReturnType<typeof createAnswerCache>, token: string | null = null) =>
    createApiClient({ apiUrl: server.url, siteId, getLocale: () => 'fr_FR', getToken: () => token, fetch: send, appOrigin: `${server.url}/`, cache });

  it('keeps the public reads of each tenant apart, and never reads a credentialed call from the cache', async () => {
    const cache = createAnswerCache({ maxEntries: 100, maxBytes: 1_000_000 });
    const { urls, send } = counted();
    const site51 = await client(51, send, cache).call('getSiteInfo');
    expect(await client(51, send, cache).call('getSiteInfo')).toBe(site51);
    const site52 = await client(52, send, cache).call('getSiteInfo');
    expect(site52).not.toEqual(site51);
    expect(urls).toEqual(['/site/info 51 -', '/site/info 52 -']);

    // With a visitor's token: always the API, and its answer is not stored for anyone.
    await client(51, send, cache, 'jeton-de-marie').call('getPageTree');
    await client(51, send, cache, 'jeton-de-marie').call('getPageTree');
    expect(urls.slice(2)).toEqual(['/page 51 jeton-de-marie', '/page 51 jeton-de-marie']);
    await client(51, send, cache).call('getPageTree');
    expect(urls.slice(4)).toEqual(['/page 51 -']);
  });

  it('the demo API marks its anonymous reads for shared caches only, and none while a fault switch is on', async () => {
    const read = (headers: Record<string, string> = {}) => fetch(`${server.url}/parameter`, { headers: { idSite: '51', ...headers } });
    const anonymous = await read();
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');
    expect(sharedLifetime(anonymous.headers)).toEqual({ fresh: 10, stale: 60 });
    expect(sharedLifetime((await read({ Authorization: 'jeton-de-marie' })).headers)).toBeNull();
    const switchFaults = (faults: string) =>
      fetch(`${server.url}/__demo/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ faults }) });
    expect((await switchFaults('getNews=500')).ok).toBe(true);
    try {
      expect(sharedLifetime((await read()).headers)).toBeNull();
    } finally {
      await switchFaults('');
    }
    expect(sharedLifetime((await read()).headers)).not.toBeNull();
  });

  it('a purge of a site’s tag forgets that site’s answers only (a write that changed its public data)', async () => {
    const cache = createAnswerCache({ maxEntries: 100, maxBytes: 1_000_000 });
    const { urls, send } = counted();
    for (const site of [51, 52]) await client(site, send, cache).call('getSiteInfo');
    cache.purge([siteTag(51)]);
    for (const site of [51, 52]) await client(site, send, cache).call('getSiteInfo');
    expect(urls).toEqual(['/site/info 51 -', '/site/info 52 -', '/site/info 51 -']);
  });

  it('never answers a call the contract marks uncacheable (`?from=` visit logging) from the cache', async () => {
    const cache = createAnswerCache({ maxEntries: 100, maxBytes: 1_000_000 });
    const { urls, send } = counted();
    for (let i = 0; i < 3; i++) await client(51, send, cache).call('logVisit', { pathParams: { from: 'lettre' } });
    expect(urls).toEqual(['/site/visit/lettre 51 -', '/site/visit/lettre 51 -', '/site/visit/lettre 51 -']);
    const visit = await fetch(`${server.url}/site/visit/lettre`, { headers: { idSite: '51' } });
    expect(sharedLifetime(visit.headers)).toBeNull();
  });

  it('sends the visitor’s own User-Agent with the calls whose contract carries it (visit logging), and with no other', async () => {
    const seen: string[] = [];
    const send: ApiFetch = async (url, init) => {
      seen.push(`${url.pathname} ${init.headers.get('User-Agent') ?? '-'}`);
      return fetch(url, init);
    };
    const api = createApiClient({
      apiUrl: server.url,
      siteId: 51,
      getLocale: () => 'fr_FR',
      getToken: () => null,
      fetch: send,
      appOrigin: `${server.url}/`,
      visitorHeader: (name) => (name.toLowerCase() === 'user-agent' ? 'Navigateur/1.0' : null),
    });
    await api.call('logVisit', { pathParams: { from: 'lettre' } });
    await api.call('getSiteInfo');
    expect(seen).toEqual(['/site/visit/lettre Navigateur/1.0', '/site/info -']);
  });

  it('keeps the POST that only reads (an SVG logo’s markup) like a GET, keyed by its body', async () => {
    const cache = createAnswerCache({ maxEntries: 100, maxBytes: 1_000_000 });
    const { urls, send } = counted();
    const logo = (url: string) => client(52, send, cache).call('loadSvg', { body: { url } });
    const markup = await logo('/demo/52/logos/logo.svg');
    expect(markup).toContain('<svg');
    expect(await logo('/demo/52/logos/logo.svg')).toBe(markup);
    expect(await logo('/demo/52/logos/logo-footer.svg')).not.toBe(markup);
    expect(urls).toEqual(['/image/load-svg 52 -', '/image/load-svg 52 -']);
    // Never with a visitor's token, nor for another site.
    await client(52, send, cache, 'jeton-de-marie').call('loadSvg', { body: { url: '/demo/52/logos/logo.svg' } });
    await client(51, send, cache)
      .call('loadSvg', { body: { url: '/demo/52/logos/logo.svg' } })
      .catch(() => undefined);
    expect(urls.slice(2)).toEqual(['/image/load-svg 52 jeton-de-marie', '/image/load-svg 51 -']);
  });

  it('stores nothing the API did not mark public (a failed call, a write)', async () => {
    const cache = createAnswerCache({ maxEntries: 100, maxBytes: 1_000_000 });
    const { urls, send } = counted();
    await expect(client(51, send, cache).call('getPage', { pathParams: { slug: 'page-qui-n-existe-pas' } })).rejects.toThrow();
    await expect(client(51, send, cache).call('getPage', { pathParams: { slug: 'page-qui-n-existe-pas' } })).rejects.toThrow();
    expect(urls).toHaveLength(2);
    expect(cache.size().entries).toBe(0);
  });

  it('purges by tag: a changed resource is read again, the other answers of the site stay', async () => {
    const cache = createAnswerCache({ maxEntries: 100, maxBytes: 1_000_000 });
    const { urls, send } = counted();
    await client(52, send, cache).call('getProduct', { pathParams: { id: 1 } });
    await client(52, send, cache).call('getSiteInfo');
    cache.purge(['s52:r:product/1', 's52:r:product']);
    await client(52, send, cache).call('getProduct', { pathParams: { id: 1 } });
    await client(52, send, cache).call('getSiteInfo');
    expect(urls).toEqual(['/v2/product/1 52 -', '/site/info 52 -', '/v2/product/1 52 -']);
  });
});
