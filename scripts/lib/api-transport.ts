/**
 * The Node server's transport for the renderer's API calls (issue 21, pages per second): plain
 * `node:http` / `node:https` over keep-alive connections, the answer read whole into one string.
 *
 * Why not `fetch`: on Node 20 each fetch builds a WHATWG Request, a Response, a web stream for the
 * body and a TextDecoder pass, about a third of the server's CPU on a page that makes seven calls.
 * The API client only reads `ok`, `status`, `statusText` and `text()` (src/api/client.ts `ApiFetch`),
 * so this transport answers just that. It behaves as fetch does where the client can tell: a call
 * with no answer rejects with `TypeError('fetch failed')` (its `cause` the socket error), an abort
 * rejects with the signal's reason (the client's time limit: a `TimeoutError`), compressed answers
 * are decoded, a redirect is followed (by fetch itself: it never happens with our API). Anything it
 * does not handle (a body other than text) goes to fetch.
 */
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import type { ApiFetch, ApiRequestInit, ApiResponse } from '../../src/api/client';

/** Methods a request may be sent again for when a kept-alive connection turns out closed. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The body decoded from its `Content-Encoding` (what fetch accepts: gzip, deflate, br). */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.gunzipSync(body, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case 'deflate':
      return zlib.inflateSync(body, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case 'br':
      return zlib.brotliDecompressSync(body);
    default:
      return body;
  }
}

/** The answer as the API client reads it. */
function answer(message: IncomingMessage, body: Buffer): ApiResponse {
  const status = message.statusCode ?? 0;
  const text = decoded(body, message.headers['content-encoding']).toString('utf8');
  const headers = {
    get(name: string): string | null {
      const value = message.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
  };
  return { ok: status >= 200 && status < 300, status, statusText: message.statusMessage ?? '', headers, text: () => Promise.resolve(text) };
}

/** One transport: its own keep-alive connection pools (one per server process, shared by every tenant). */
export function createApiTransport(): ApiFetch {
  const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

  function send(url: URL, init: ApiRequestInit, body: string | undefined, retried: boolean): Promise<ApiResponse> {
    const { signal } = init;
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' };
    for (const [name, value] of init.headers) headers[name] = value;
    const options = { method: init.method, headers, agent: agents[url.protocol as 'http:' | 'https:'], signal };
    return new Promise<ApiResponse>((resolve, reject) => {
      const request = (url.protocol === 'https:' ? https : http).request(url, options, (message) => {
        const status = message.statusCode ?? 0;
        if (status >= 300 && status < 400 && message.headers.location) {
          // fetch follows redirects: let it (the API does not redirect; this keeps the contract).
          message.resume();
          resolve(fetch(url, init));
          return;
        }
        const chunks: Buffer[] = [];
        message.on('data', (chunk: Buffer) => chunks.push(chunk));
        message.on('end', () => {
          try {
            resolve(answer(message, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
          } catch (error) {
            reject(new TypeError('fetch failed', { cause: error }));
          }
        });
        const failed = (error: unknown) => reject(signal.aborted ? signal.reason : new TypeError('fetch failed', { cause: error }));
        message.on('error', failed);
        // Cut before its end (the server closed, or an abort): never an answer.
        message.on('close', () => {
          if (!message.complete) failed(new Error('The answer ended before its end'));
        });
      });
      request.on('error', (error) => {
        if (signal.aborted) return reject(signal.reason);
        // A kept-alive connection the server closed meanwhile: send once more on a fresh one, as
        // Node's documentation advises for idempotent requests (fetch does the same).
        if (request.reusedSocket && !retried && IDEMPOTENT.has(init.method) && 'code' in error && error.code === 'ECONNRESET') {
          resolve(send(url, init, body, true));
          return;
        }
        reject(new TypeError('fetch failed', { cause: error }));
      });
      request.end(body);
    });
  }

  return (url, init) => {
    if (init.body !== undefined && typeof init.body !== 'string') return fetch(url, init);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fetch(url, init);
    if (init.signal.aborted) return Promise.reject(init.signal.reason);
    return send(url, init, init.body, false);
  };
}
