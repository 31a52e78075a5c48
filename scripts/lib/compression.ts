/**
 * The Node server's compression of what it makes (pages, `/config.json`, `/theme.css`, API
 * answers): Brotli when the client accepts it, else gzip/deflate (Hono's `compress()`), else nothing
 * — and `Vary: Accept-Encoding` on everything that could have been compressed. Built files are not
 * its business: they are served precompressed (`.br`/`.gz` from the build).
 *
 * Why Brotli (issue 37, LCP ÷ floor): a page's HTML is ≈ 15 % smaller than in gzip. Site 52's
 * English home was 14.8 KB in gzip with its headers, past the 14.6 KB a new connection carries in its
 * first round trip (10 segments of TCP's initial window): its document arrived one round trip
 * (150 ms on a slow 4G) after its scriptless floor's. Quality 5: about as fast as gzip's default on
 * a page, most of Brotli's gain (11 is for files compressed once, at build time). workerd's platform
 * compresses for itself. The bench's floor server uses this same middleware, so compression neither
 * helps nor hurts the floor (bench/lib/floor-server.ts).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { addHeaders } from '../../src/app/server/app';

const brotli = promisify(brotliCompress);

/** Brotli's quality for an answer made per request. */
export const BROTLI_QUALITY = 5;

/** Hono's compress() leaves smaller answers as they are; so does this. */
const THRESHOLD = 1024;

/** True when `accept` (an Accept-Encoding header) accepts Brotli: `br`, or `*`, with a q above 0. */
export function acceptsBrotli(accept: string | undefined): boolean {
  if (!accept) return false;
  let wildcard = false;
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'br') return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard;
}

/** True when `response` is one this middleware compresses (Hono's compress() rules), whatever the client accepts. */
export function compressible(request: Request, response: Response): boolean {
  const { headers } = response;
  const length = headers.get('Content-Length');
  return (
    response.status !== 206 &&
    request.method !== 'HEAD' &&
    response.body !== null &&
    !headers.has('Content-Encoding') &&
    !headers.has('Transfer-Encoding') &&
    !(length && Number(length) < THRESHOLD) &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? '') &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('Cache-Control') ?? '')
  );
}

/** `Vary` with Accept-Encoding added (once; `*` stays). */
function varyOn(vary: string | null): string {
  if (!vary) return 'Accept-Encoding';
  if (vary === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) return vary;
  return `${vary}, Accept-Encoding`;
}

/** Set `Vary: Accept-Encoding` on the answer without rebuilding it (`addHeaders`). */
function addVary(c: Context): void {
  addHeaders(c, { Vary: varyOn(c.res.headers.get('Vary')) });
}

/** The middleware (first in the server's chain: it sees every answer as it leaves). */
export function compression(): MiddlewareHandler {
  const gzipOrDeflate = compress({ threshold: THRESHOLD });
  return async (c, next) => {
    const accept = c.req.header('Accept-Encoding');
    if (accept && !acceptsBrotli(accept)) return gzipOrDeflate(c, next);
    await next();
    if (!compressible(c.req.raw, c.res)) return;
    if (!accept) {
      // Nothing to compress for this client, but a cache must know the answer varies by Accept-Encoding.
      addVary(c);
      return;
    }
    const body = Buffer.from(await c.res.arrayBuffer());
    if (body.length < THRESHOLD) {
      c.res = new Response(body, c.res);
      addVary(c);
      return;
    }
    const compressed = await brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const headers = new Headers(c.res.headers);
    headers.set('Content-Encoding', 'br');
    headers.set('Vary', varyOn(headers.get('Vary')));
    headers.delete('Content-Length');
    c.res = new Response(compressed, { status: c.res.status, statusText: c.res.statusText, headers });
  };
}
