/**
 * Cache tags (issue 34): every cacheable public response names what it was built from, so a change
 * purges exactly the responses it makes stale — in Vitrine's own caches (page cache, API answer
 * cache, last good pages) and in the CDN in front — instead of the whole site or nothing.
 *
 * A tag is one of:
 * - `s<siteId>`: the site (a `site.updated` / `site.deleted` purges everything of it);
 * - `s<siteId>:p:<path>`: one page, by the path visitors request (`s51:p:/qui-suis-je`);
 * - `s<siteId>:r:<resource>`: one API resource the response read, the call's path without the API
 *   base, the slashes at its ends, a version segment and the query (`s51:r:product/12` for
 *   `GET /v2/product/12`, `s51:r:component/conf/accueil`; a list `GET /product?page=2` reads
 *   `s51:r:product`).
 * Purging a resource also purges its parents (`product/12` → `product`): the lists that show it.
 *
 * Sent in one response header, {@link TAGS_HEADER}, space-separated (no tag holds a space or a
 * comma). Varnish (deploy/varnish/vitrine.vcl) copies it to `xkey`; for Fastly it is `Surrogate-Key`
 * as is, for Cloudflare `Cache-Tag` with commas (docs/platform.md). Runtime-neutral.
 */

/** The response header naming a response's tags. */
export const TAGS_HEADER = 'Vitrine-Tags';

/** Most tags one response names (CDN header limits); beyond, resources collapse to their collection. */
export const MAX_TAGS = 64;

/** Longest tag kept as written; a longer path is named by a hash of it. */
const MAX_TAG_LENGTH = 200;

/** The site's tag. */
export function siteTag(siteId: number): string {
  return `s${siteId}`;
}

/** A 32-bit FNV-1a hash, hex (names an over-long path in a tag). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Characters a tag never holds as such (separators of the tag headers), and what stands for them. */
function safe(text: string): string {
  return text.replace(/[\s,%]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** The tag of a page path (as requested: already percent-encoded by the URL parser). */
export function pathTag(siteId: number, pathname: string): string {
  const tag = `s${siteId}:p:${safe(pathname)}`;
  return tag.length <= MAX_TAG_LENGTH ? tag : `s${siteId}:p#${fnv1a(pathname)}`;
}

/** The tag of an API resource (`product/12`). */
export function resourceTag(siteId: number, resource: string): string {
  const tag = `s${siteId}:r:${safe(resource)}`;
  return tag.length <= MAX_TAG_LENGTH ? tag : `s${siteId}:r#${fnv1a(resource)}`;
}

/**
 * The resource a call's path reads: without slashes at the ends nor an API version segment
 * (`/v2/product/12` → `product/12`), so one resource has one name whichever version serves it.
 */
export function resourceOfPath(path: string): string {
  return path.replace(/^\/+|\/+$/g, '').replace(/^v\d+\//, '');
}

/** The header value for a set of tags: at most {@link MAX_TAGS}, collapsing resources to their collection when needed. */
export function tagsHeaderValue(tags: Iterable<string>): string {
  const unique = [...new Set(tags)];
  if (unique.length <= MAX_TAGS) return unique.join(' ');
  const collapsed = [...new Set(unique.map((tag) => tag.replace(/^(s\d+:r:[^/]+)\/.*$/, '$1')))];
  return collapsed.slice(0, MAX_TAGS).join(' ');
}

/** The tags of a header value. */
export function parseTags(value: string | null | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter(Boolean);
}

/** What a change purges: the tags to drop, every parent of a resource included. */
export function purgeTagsOf(
  siteId: number,
  change: { tags?: readonly string[] | undefined; paths?: readonly string[] | undefined; wholeSite?: boolean },
): string[] {
  if (change.wholeSite) return [siteTag(siteId)];
  const tags = new Set<string>();
  for (const resource of change.tags ?? []) {
    const parts = resource.split('/').filter(Boolean);
    for (let end = parts.length; end > 0; end--) tags.add(resourceTag(siteId, parts.slice(0, end).join('/')));
  }
  for (const path of change.paths ?? []) tags.add(pathTag(siteId, new URL(path, 'http://x').pathname));
  return [...tags];
}

/** Does a response tagged `tags` fall under a purge of `purged`? */
export function isPurged(tags: readonly string[], purged: ReadonlySet<string>): boolean {
  return tags.some((tag) => purged.has(tag));
}
