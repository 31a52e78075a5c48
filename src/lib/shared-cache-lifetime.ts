/**
 * How long a shared cache (a CDN, or the server's own caches) may keep an answer, read from its
 * headers the way RFC 9111 (Cache-Control) and RFC 9213 (targeted `CDN-Cache-Control`) say.
 */

/** Freshness of a storable answer, in seconds. */
export interface SharedLifetime {
  /** Fresh for this long after it was received. */
  fresh: number;
  /** Then usable, stale, for this long while one refresh runs (`stale-while-revalidate`). */
  stale: number;
}

/** Something with headers: a fetch `Headers`, or the API transport's. */
export interface HeaderReader {
  get(name: string): string | null;
}

function seconds(directives: string, name: string): number | null {
  const match = new RegExp(`(?:^|[,\\s])${name}\\s*=\\s*"?(\\d+)`).exec(directives);
  return match ? Number(match[1]) : null;
}

/**
 * The lifetime a shared cache may give an answer, or null when it must not store it.
 * `CDN-Cache-Control`, when present, replaces `Cache-Control` for shared caches (RFC 9213: the API
 * can let CDNs keep an answer that browsers must revalidate). Stored only when `public` and with a
 * positive `s-maxage` (else `max-age`); never `private`, `no-store` or `no-cache`, never an answer
 * that sets a cookie.
 * @param headers the answer's headers
 */
export function sharedLifetime(headers: HeaderReader): SharedLifetime | null {
  if (headers.get('set-cookie') !== null) return null;
  const targeted = headers.get('cdn-cache-control');
  const directives = (targeted ?? headers.get('cache-control') ?? '').toLowerCase();
  if (!/(?:^|[,\s])public(?:$|[,\s])/.test(directives) || /(?:^|[,\s])(?:private|no-store|no-cache)(?:$|[,\s=])/.test(directives)) return null;
  const fresh = seconds(directives, 's-maxage') ?? seconds(directives, 'max-age');
  if (fresh === null || fresh <= 0) return null;
  return { fresh, stale: seconds(directives, 'stale-while-revalidate') ?? 0 };
}
