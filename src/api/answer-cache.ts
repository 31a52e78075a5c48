/**
 * A shared cache of the API's public answers for the server renderer (issue 21): most calls of a page
 * (the site, its parameters, menu, footer logos…) are the same for every visitor of a tenant, and a
 * page made them all again for each visitor. Owned by one request handler (never module state: one
 * process serves many sites, and a test builds several handlers), plain JavaScript, so it works on
 * Node and on workerd alike.
 *
 * It keeps what a CDN would keep, no more (src/lib/shared-cache-lifetime.ts):
 * - only what the API marks `public` with a lifetime (`CDN-Cache-Control`, else `Cache-Control`:
 *   `s-maxage`/`max-age`, `stale-while-revalidate`); never `private`/`no-store`/`no-cache`;
 * - never the answer to a request made with a visitor's credentials (the client does not even look);
 * - keyed by the client's own key (tenant: site id and API base, locale, URL);
 * - the data kept is the *validated* data, frozen: a hit costs neither parsing nor validation again,
 *   and no request can change what the next one reads;
 * - fresh for its lifetime; then served stale within `stale-while-revalidate` while one refresh runs
 *   in the background; then dropped;
 * - bounded: at most `maxEntries` answers and `maxBytes` of their text, least recently used first out;
 * - `clear()` forgets everything (the server calls it when a write to the API passes through it);
 *   `purge(tags)` forgets the answers of the resources a change event names (src/lib/cache-tags.ts).
 */
import { callDeadline } from '@/lib/call-deadline';
import { isPurged } from '@/lib/cache-tags';
import type { SharedLifetime } from '@/lib/shared-cache-lifetime';

/** Limits of a {@link createAnswerCache} cache. */
export interface AnswerCacheOptions {
  /** At most this many answers. */
  maxEntries: number;
  /** At most this many bytes of answer text (what each answer weighed on the wire, decoded). */
  maxBytes: number;
  /** Clock, in ms (tests). */
  now?: () => number;
}

/** What a load gives the cache: the validated data, how long it may be kept (null: not at all), its size. */
export interface LoadedAnswer {
  data: unknown;
  lifetime: SharedLifetime | null;
  bytes: number;
}

/**
 * Loads an answer from the API. `signal` is the cache's own for a background refresh (the request
 * that triggered it may be over by then), else undefined.
 */
export type AnswerLoader = (signal: AbortSignal | undefined) => Promise<LoadedAnswer>;

/** A cache of public API answers (see the module's comment). */
export interface AnswerCache {
  /**
   * The data for `key`: from the cache when fresh (or stale within `stale-while-revalidate`, which
   * starts one refresh in the background), else from `load` (then kept if its lifetime allows).
   */
  read(key: string, load: AnswerLoader, tags?: readonly string[]): Promise<unknown>;
  /** Forget every answer (a write went to the API). */
  clear(): void;
  /** Forget the answers tagged with any of `tags` (the resource tags of src/lib/cache-tags.ts). */
  purge(tags: readonly string[]): void;
  /** How many answers it holds, and their bytes. */
  size(): { entries: number; bytes: number };
}

interface Entry {
  data: unknown;
  bytes: number;
  freshUntil: number;
  staleUntil: number;
  refreshing: boolean;
  tags: readonly string[];
}

/** How long a background refresh may take. */
const REFRESH_TIMEOUT_MS = 10_000;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Create a cache of public API answers, for one request handler.
 * @param options its bounds (and clock)
 */
export function createAnswerCache({ maxEntries, maxBytes, now = Date.now }: AnswerCacheOptions): AnswerCache {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<LoadedAnswer>>();
  let bytes = 0;
  // Bumped by clear(): a load that started before it must not store what the write made obsolete.
  let generation = 0;

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  function store(key: string, answer: LoadedAnswer, startedIn: number, tags: readonly string[]): void {
    if (!answer.lifetime || startedIn !== generation || answer.bytes > maxBytes) return;
    drop(key);
    const time = now();
    deepFreeze(answer.data);
    entries.set(key, {
      data: answer.data,
      bytes: answer.bytes,
      freshUntil: time + answer.lifetime.fresh * 1000,
      staleUntil: time + (answer.lifetime.fresh + answer.lifetime.stale) * 1000,
      refreshing: false,
      tags,
    });
    bytes += answer.bytes;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  function refresh(key: string, entry: Entry, load: AnswerLoader): void {
    entry.refreshing = true;
    const startedIn = generation;
    const deadline = callDeadline(REFRESH_TIMEOUT_MS);
    load(deadline.signal).then(
      (answer) => {
        deadline.done();
        // Not storable any more (the API changed its mind): the stale copy goes too.
        if (entries.get(key) === entry && !answer.lifetime) drop(key);
        else store(key, answer, startedIn, entry.tags);
      },
      () => {
        deadline.done();
        // The API failed: keep serving the stale copy within its window; the next read tries again.
        entry.refreshing = false;
      },
    );
  }

  return {
    async read(key, load, tags = []) {
      const entry = entries.get(key);
      const time = now();
      if (entry && time < entry.staleUntil) {
        // Most recently used last (eviction takes the first).
        entries.delete(key);
        entries.set(key, entry);
        if (time >= entry.freshUntil && !entry.refreshing) refresh(key, entry, load);
        return entry.data;
      }
      if (entry) drop(key);
      // Concurrent misses of one answer (after a purge, every page of a site at once) share one load;
      // if it fails, each asker tries its own.
      const flying = pending.get(key);
      if (flying) {
        const shared = await flying.catch(() => null);
        if (shared) return shared.data;
      }
      const startedIn = generation;
      const loading = load(undefined);
      pending.set(key, loading);
      try {
        const answer = await loading;
        store(key, answer, startedIn, tags);
        return answer.data;
      } finally {
        if (pending.get(key) === loading) pending.delete(key);
      }
    },
    clear() {
      generation += 1;
      entries.clear();
      pending.clear();
      bytes = 0;
    },
    purge(tags) {
      const purged = new Set(tags);
      generation += 1;
      pending.clear();
      for (const [key, entry] of entries) if (isPurged(entry.tags, purged)) drop(key);
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}
