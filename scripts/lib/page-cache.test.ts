// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** A renderer counting its calls, answering `n:<count>` with the given Cache-Control. */
function counter(cacheControl = PUBLIC, extra: Record<string, string> = {}) {
  let calls = 0;
  const render = async (request: Request) => {
    calls += 1;
    return new Response(`${new URL(request.url).pathname} n:${calls}`, { headers: { 'Cache-Control': cacheControl, ...extra } });
  };
  return { render, calls: () => calls };
}

describe('createPageCache', () => {
  it('serves a public page from memory while fresh, keyed by host, path and query: never by Accept-Language, which no page reads', async () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1e6, now: () => 0 });
    const { render, calls } = counter();
    const get = async (url: string, lang = 'fr') => (await cache.cached(new Request(url, { headers: { 'Accept-Language': lang } }), render)).text();
    expect(await get('http://a.localhost/x')).toBe('/x n:1');
    expect(await get('http://a.localhost/x')).toBe('/x n:1');
    expect(await get('http://b.localhost/x')).toBe('/x n:2');
    expect(await get('http://a.localhost/x?p=2')).toBe('/x n:3');
    // Any value of a header the page does not read must neither miss nor evict (anyone can vary it).
    expect(await get('http://a.localhost/x', 'en')).toBe('/x n:1');
    expect(await get('http://a.localhost/x', 'z1')).toBe('/x n:1');
    expect(calls()).toBe(3);
  });

  it('never stores visitor-specific answers nor answers to requests with cookies', async () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1e6, now: () => 0 });
    const privatePage = counter('private, no-store');
    await cache.cached(new Request('http://a.localhost/mon-compte'), privatePage.render);
    await cache.cached(new Request('http://a.localhost/mon-compte'), privatePage.render);
    expect(privatePage.calls()).toBe(2);
    const page = counter();
    await cache.cached(new Request('http://a.localhost/', { headers: { Cookie: 'session=1' } }), page.render);
    await cache.cached(new Request('http://a.localhost/', { headers: { Cookie: 'session=1' } }), page.render);
    expect(page.calls()).toBe(2);
    const withCookie = counter(PUBLIC, { 'Set-Cookie': 'a=1' });
    await cache.cached(new Request('http://a.localhost/y'), withCookie.render);
    await cache.cached(new Request('http://a.localhost/y'), withCookie.render);
    expect(withCookie.calls()).toBe(2);
    expect(cache.size().entries).toBe(0);
  });

  it('honours s-maxage and stale-while-revalidate: stale answers while one render refreshes, then drops', async () => {
    let time = 0;
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1e6, now: () => time });
    const { render, calls } = counter();
    const get = async () => (await cache.cached(new Request('http://a.localhost/'), render)).text();
    expect(await get()).toBe('/ n:1');
    time = 61_000; // stale: the old page, one background render
    expect(await get()).toBe('/ n:1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls()).toBe(2);
    expect(await get()).toBe('/ n:2');
    time = 61_000 + 361_000; // past stale-while-revalidate: rendered again before answering
    expect(await get()).toBe('/ n:3');
  });

  it('stays within its bounds, evicting the least recently used page', async () => {
    const cache = createPageCache({ maxEntries: 2, maxBytes: 1e6, now: () => 0 });
    const { render, calls } = counter();
    const get = (path: string) => cache.cached(new Request(`http://a.localhost${path}`), render);
    await get('/a');
    await get('/b');
    await get('/a');
    await get('/c'); // evicts /b
    expect(cache.size().entries).toBe(2);
    await get('/a');
    expect(calls()).toBe(3);
    await get('/b');
    expect(calls()).toBe(4);
    const small = createPageCache({ maxEntries: 10, maxBytes: 8, now: () => 0 });
    await small.cached(new Request('http://a.localhost/long-path'), render);
    expect(small.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('renders a page once for concurrent misses', async () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1e6, now: () => 0 });
    const { render, calls } = counter();
    const bodies = await Promise.all(Array.from({ length: 5 }, () => cache.cached(new Request('http://a.localhost/z'), render).then((r) => r.text())));
    expect(bodies).toEqual(Array(5).fill('/z n:1'));
    expect(calls()).toBe(1);
  });

  it('forgets every page on clear(), and does not keep a render that started before it', async () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1e6, now: () => 0 });
    const { render, calls } = counter();
    const get = async (url: string) => (await cache.cached(new Request(url), render)).text();
    expect(await get('http://a.localhost/p')).toBe('/p n:1');
    cache.clear();
    expect(await get('http://a.localhost/p')).toBe('/p n:2');
    let release: () => void = () => undefined;
    const slow = async (request: Request) => {
      await new Promise<void>((resolve) => (release = resolve));
      return render(request);
    };
    const before = cache.cached(new Request('http://a.localhost/q'), slow);
    await Promise.resolve();
    cache.clear();
    release();
    expect(await (await before).text()).toBe('/q n:3');
    expect(await get('http://a.localhost/q')).toBe('/q n:4');
    expect(calls()).toBe(4);
  });

  it('purges by tag: only the pages built from a changed resource, with one render for all the requests that follow', async () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1e6, now: () => 0 });
    let renders = 0;
    let release: () => void = () => undefined;
    let gate: Promise<void> = Promise.resolve();
    const render = async (request: Request) => {
      renders += 1;
      const count = renders;
      await gate;
      const path = new URL(request.url).pathname;
      const tags = path === '/boutique' ? 's52 s52:p:/boutique s52:r:product' : `s52 s52:p:${path} s52:r:component/conf/accueil`;
      return new Response(`${path} n:${count}`, { headers: { 'Cache-Control': PUBLIC, 'Vitrine-Tags': tags } });
    };
    const get = async (path: string) => (await cache.cached(new Request(`http://vins.localhost${path}`), render)).text();
    expect(await get('/boutique')).toBe('/boutique n:1');
    expect(await get('/')).toBe('/ n:2');
    cache.purge(['s52:r:product/12', 's52:r:product']);
    expect(await get('/')).toBe('/ n:2');
    // 200 concurrent requests for the purged page: one render, every one gets it.
    gate = new Promise((resolve) => (release = resolve));
    const answers = Promise.all(Array.from({ length: 200 }, () => get('/boutique')));
    release();
    expect(new Set(await answers)).toEqual(new Set(['/boutique n:3']));
    expect(renders).toBe(3);
    cache.purge(['s52']);
    expect(cache.size().entries).toBe(0);
  });

  it('does not keep a render that started before a purge', async () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1e6, now: () => 0 });
    let renders = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const render = async () => {
      renders += 1;
      const count = renders;
      if (count === 1) await gate;
      return new Response(`n:${count}`, { headers: { 'Cache-Control': PUBLIC, 'Vitrine-Tags': 's51 s51:p:/' } });
    };
    const before = cache.cached(new Request('http://a.localhost/'), render);
    await new Promise((resolve) => setTimeout(resolve, 0));
    cache.purge(['s51:p:/']);
    const after = cache.cached(new Request('http://a.localhost/'), render);
    release();
    expect(await (await before).text()).toBe('n:1');
    expect(await (await after).text()).toBe('n:2');
    expect(await (await cache.cached(new Request('http://a.localhost/'), render)).text()).toBe('n:2');
  });
});
