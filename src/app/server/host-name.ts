/**
 * One spelling per host name, before anything else looks at it (issue 34): lower case, no port, no
 * trailing dot, international names in their ASCII (IDNA, `xn--`) form — `Bücher.localhost.:8080`
 * and `xn--bcher-kva.localhost` are one host. The platform's WHATWG URL parser does the IDNA work (no
 * hand-written punycode), the same on Node, workerd and in browsers.
 */

/** The longest host name DNS allows. */
const MAX_HOST_LENGTH = 253;

/**
 * The normalised host name of `raw` (a Host header value, a URL's host, or a name typed in a table
 * or an event), or null when it is not a host name (a path, user info, an empty or over-long name).
 * @example normalizeHost('Bücher.LOCALHOST.:4173') // 'xn--bcher-kva.localhost'
 */
export function normalizeHost(raw: string): string | null {
  const text = raw.trim();
  if (text === '' || /[/\\?#@\s]/.test(text)) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${text}/`).hostname;
  } catch {
    return null;
  }
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  if (name === '' || name.length > MAX_HOST_LENGTH || name.includes('..')) return null;
  return name;
}

/** The normalised host of a request URL (already parsed by the platform: only the trailing dot is left to drop). */
export function hostOfUrl(url: URL): string {
  return url.hostname.endsWith('.') ? url.hostname.slice(0, -1) : url.hostname;
}

/** Where an alias host sends a request: the canonical host, with the request's scheme, port, path and query. */
export function canonicalLocation(url: URL, canonical: string): string {
  return `${url.protocol}//${canonical}${url.port ? `:${url.port}` : ''}${url.pathname}${url.search}`;
}
