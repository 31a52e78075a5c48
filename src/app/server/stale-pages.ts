/**
 * The last good version of each public page, kept in memory by the server so that an API outage
 * does not cost visitors the page (issue 22, DESIGN.md §11): when the API calls of an anonymous,
 * public page fail or time out, the handler answers this copy (with its age) instead of an error.
 *
 * Keyed by tenant (site id) and path; only HTML that any anonymous visitor of that site would get is
 * stored (the handler decides), with the cache tags of what it was built from (src/lib/cache-tags.ts):
 * a change event purges by the same tags as the other caches (issue 34), so an outage after a
 * publish never brings back the page as it was before. Bounded twice, by entry count and by total size, dropping the least
 * recently used pages first: a site with many pages or a crawler walking odd URLs can never grow it
 * without end. One store per request handler (created with it, never at module scope).
 */

import { isPurged } from '@/lib/cache-tags';

/** A page as it was last rendered well. */
export interface StalePage {
  /** The whole HTML document. */
  html: string;
  /** When it was rendered (ms since the epoch). */
  storedAt: number;
  /** What it was built from (its site, its path, the API resources it read). */
  tags: readonly string[];
}

/** Limits of a store. */
export interface StalePageLimits {
  /** Most pages kept (default 500). */
  maxEntries?: number;
  /** Most characters of HTML kept, all pages together (default 50 million, about 50 MB). */
  maxChars?: number;
  /** Clock (tests). */
  now?: () => number;
}

/** The store of last good pages. */
export interface StalePages {
  /** Keep `html`, built from `tags`, as the last good version of (site, path), replacing the previous one. */
  remember(siteId: number | string, path: string, html: string, tags?: readonly string[]): void;
  /** The last good version of (site, path), or undefined. Counts as a use (kept longer). */
  recall(siteId: number | string, path: string): StalePage | undefined;
  /** Forget the pages built from any of `tags` (a change event). */
  purge(tags: readonly string[]): void;
  /** How many pages and characters are kept (for tests and health figures). */
  size(): { entries: number; chars: number };
}

/** Name of the response header giving a stale page's age in seconds (with the standard `Age`). */
export const STALE_AGE_HEADER = 'X-Vitrine-Stale-Age';

/**
 * Create an empty store.
 * @example const stale = createStalePages({ maxEntries: 200 }); stale.remember(51, '/qui-suis-je', html)
 */
export function createStalePages({ maxEntries = 500, maxChars = 50_000_000, now = Date.now }: StalePageLimits = {}): StalePages {
  // A Map iterates in insertion order: deleting and setting again on each use keeps the least
  // recently used page first, which is the one dropped when a limit is reached.
  const pages = new Map<string, StalePage>();
  let chars = 0;
  const keyOf = (siteId: number | string, path: string) => `${siteId}\u0000${path}`;

  function drop(key: string): void {
    const page = pages.get(key);
    if (!page) return;
    chars -= page.html.length;
    pages.delete(key);
  }

  return {
    remember(siteId, path, html, tags = []) {
      const key = keyOf(siteId, path);
      drop(key);
      // A page larger than the whole budget is not kept (it would push out every other page).
      if (html.length > maxChars) return;
      pages.set(key, { html, storedAt: now(), tags });
      chars += html.length;
      for (const oldest of pages.keys()) {
        if (pages.size <= maxEntries && chars <= maxChars) break;
        drop(oldest);
      }
    },
    recall(siteId, path) {
      const key = keyOf(siteId, path);
      const page = pages.get(key);
      if (!page) return undefined;
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    purge(tags) {
      const purged = new Set(tags);
      for (const [key, page] of pages) if (isPurged(page.tags, purged)) drop(key);
    },
    size: () => ({ entries: pages.size, chars }),
  };
}
