/**
 * An optional in-process cache of rendered public pages for the Node server (issue 21), for a
 * deployment with no CDN in front: it keeps what a CDN would keep, no more.
 * - Key: host (the tenant) + path + query: all a public page depends on (its locale comes from the
 *   path, never from `Accept-Language` or a cookie: decision 008). A header the page does not read is
 *   not in the key, or anyone could vary it to force misses and evict pages.
 * - Only anonymous GETs (no `Cookie`, no `Authorization`), only 200 answers whose `Cache-Control` is
 *   `public` with `s-maxage` and that set no cookie: visitor-specific HTML (`private, no-store`) is
 *   never stored.
 * - Fresh for `s-maxage`; then served stale for `stale-while-revalidate` while one background render
 *   refreshes it; then dropped.
 * - Concurrent misses of one page share one render.
 * - Bounded: at most `maxEntries` pages and `maxBytes` of bodies, least recently used evicted first.
 * Off unless `PAGE_CACHE_ENTRIES` is set (scripts/serve.ts); the bench measures the server without it.
 */
import { isPurged, parseTags, TAGS_HEADER } from '../../src/lib/cache-tags';
import { sharedLifetime } from '../../src/lib/shared-cache-lifetime';

/** Limits of a {@link createPageCache} cache. */
export interface PageCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /** Clock (tests). */
  now?: () => number;
}

interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  freshUntil: number;
  staleUntil: number;
  revalidating: boolean;
  /** What the page was built from (its `Vitrine-Tags`, src/lib/cache-tags.ts). */
  tags: string[];
}

type Render = (request: Request) => Promise<Response>;

/**
 * A cache in front of `render`: `cached(request, render)` answers from it when it can.
 * @param options its bounds
 */
export function createPageCache({ maxEntries, maxBytes, now = Date.now }: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();
  let bytes = 0;
  // Bumped by clear(): a render that started before it must not store what the write made obsolete.
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.byteLength;
    entries.delete(key);
  };

  /** Render, store when shareable, and answer. */
  async function renderAndStore(key: string, request: Request, render: Render): Promise<Response> {
    const { response } = await fill(key, request, render);
    return response;
  }

  /** Render and store when shareable: the answer, and the entry to share with concurrent askers (null when not shareable). */
  async function fill(key: string, request: Request, render: Render): Promise<{ response: Response; entry: Entry | null }> {
    const startedIn = generation;
    const response = await render(request);
    const lifetime = response.status === 200 ? sharedLifetime(response.headers) : null;
    if (!lifetime) return { response, entry: null };
    const body = new Uint8Array(await response.arrayBuffer());
    const entry: Entry = {
      status: response.status,
      headers: [...response.headers],
      body,
      freshUntil: now() + lifetime.fresh * 1000,
      staleUntil: now() + (lifetime.fresh + lifetime.stale) * 1000,
      revalidating: false,
      tags: parseTags(response.headers.get(TAGS_HEADER)),
    };
    // A render from before a purge is given to those who asked before it, but neither stores nor
    // drops anything: a newer render may hold the place.
    if (startedIn !== generation) return { response: answer(entry), entry };
    drop(key);
    if (body.byteLength <= maxBytes) {
      entries.set(key, entry);
      bytes += body.byteLength;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
    }
    return { response: answer(entry), entry };
  }

  const answer = (entry: Entry) => new Response(entry.body.slice(), { status: entry.status, headers: entry.headers });

  return {
    /** How many pages it holds, and their bytes. */
    size: () => ({ entries: entries.size, bytes }),
    /** Forget every page (a write changed what they show); renders already under way are not kept. */
    clear(): void {
      generation += 1;
      entries.clear();
      pending.clear();
      bytes = 0;
    },
    /**
     * Forget the pages built from any of `tags` (a change event, src/lib/cache-tags.ts); renders
     * under way are not kept, and the next request of a purged page starts one render that the
     * requests arriving meanwhile share (no stampede).
     */
    purge(tags: readonly string[]): void {
      const purged = new Set(tags);
      generation += 1;
      pending.clear();
      for (const [key, entry] of entries) if (isPurged(entry.tags, purged)) drop(key);
    },
    async cached(request: Request, render: Render): Promise<Response> {
      if (request.method !== 'GET' || request.headers.has('cookie') || request.headers.has('authorization')) return render(request);
      const url = new URL(request.url);
      const key = `${url.host.toLowerCase()}${url.pathname}${url.search}`;
      const entry = entries.get(key);
      const time = now();
      if (entry && time < entry.staleUntil) {
        // Most recently used last (eviction takes the first).
        entries.delete(key);
        entries.set(key, entry);
        if (time >= entry.freshUntil && !entry.revalidating) {
          entry.revalidating = true;
          void renderAndStore(key, request.clone(), render).catch(() => {
            entry.revalidating = false;
          });
        }
        return answer(entry);
      }
      if (entry) drop(key);
      // Concurrent misses of one page wait for a single render instead of each rendering it.
      const inFlight = pending.get(key);
      if (inFlight) {
        const stored = await inFlight;
        return stored ? answer(stored) : render(request);
      }
      const filling = fill(key, request, render);
      const shared = filling.then(
        (result) => result.entry,
        () => null,
      );
      pending.set(key, shared);
      try {
        return (await filling).response;
      } finally {
        // A purge or clear meanwhile may have put a newer render in its place: leave that one.
        if (pending.get(key) === shared) pending.delete(key);
      }
    },
  };
}
