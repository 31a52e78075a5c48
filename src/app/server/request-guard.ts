/**
 * Hostile or broken requests get a clean, short French 4xx before any routing or rendering (issue
 * 22): never a 500, never a stack trace, and nothing is kept. Pure Fetch API, so every host (Node,
 * an edge runtime) runs the same checks; `scripts/serve.ts` runs it first, and the request handler
 * again for hosts that call it directly.
 *
 * What Node itself refuses before we see it (a header block over 16 KB, e.g. a huge cookie: 431;
 * a method its parser does not know: 400) is answered by Node just as cleanly.
 */
import { safeReturnPath } from '@/lib/return-path';
import { documentLocaleOf, documentWords } from './document-text';
import { plainDocument } from './error-document';
import { escapeHtml } from './state';

/** Longest query string accepted (characters). Real pages use a few dozen. */
export const MAX_QUERY_LENGTH = 4096;
/** Longest path accepted (characters). */
export const MAX_PATH_LENGTH = 2048;
/** Longest Cookie header accepted (characters): ours are a few hundred; browsers cap at 4 KB each. */
export const MAX_COOKIE_LENGTH = 8192;

/** Methods a page or a file answers; anything else is refused with 405. */
const PAGE_METHODS = new Set(['GET', 'HEAD']);

/** A host name, optionally with a port: letters, digits, dots and hyphens, or an IPv6 literal. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** A refusal in plain text, in the language of the path's prefix (`/en/…`: English; issue 36). */
function refuse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', ...headers },
  });
}

/** A browser's own form submission (HTML `method="post"`), not a script's or a tool's request. */
function isFormPost(request: GuardedRequest): boolean {
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  return request.method === 'POST' && (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data'));
}

/**
 * A form posted before the page's JavaScript took it over (slow phone, blocked script): our forms
 * post so that nothing typed lands in the address bar, and the pages do not take posts. The visitor
 * gets a page that says nothing was sent and leads back to the form, not a bare refusal, in the
 * language of the form's page (its path's prefix).
 */
function earlyFormRefusal(path: string): Response {
  // Only a path of this site (never `//host…`, another origin), whatever reached this page.
  const back = escapeHtml(safeReturnPath(path, '/'));
  const { say, lang } = documentWords(documentLocaleOf(path));
  const html = plainDocument(
    say('earlyTitle'),
    `      <h1>${say('earlyTitle')}</h1>
      <p>${say('earlyText')}</p>
      <p><a href="${back}">${say('earlyBack')}</a> ${say('earlyAgain')}</p>`,
    lang,
  );
  return new Response(html, {
    status: 405,
    headers: { 'Allow': 'GET, HEAD', 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  });
}

/** True when every `%` of `text` starts a valid escape and the escapes decode to UTF-8. */
function decodes(text: string): boolean {
  try {
    // The decoded text is used: a bundler drops a call to a pure global whose result is not, and
    // Rollup did — the check had vanished from both builds (Node's and workerd's), letting a
    // malformed address through to the router (edge-parity.spec.ts).
    return decodeURIComponent(text).length >= 0;
  } catch {
    return false;
  }
}

/**
 * What the guard reads of a request: a Fetch `Request`, or — on Node, before its HTTP layer makes
 * one — the request as it came on the wire (`url`: its target as sent, absolute or a path). Node's
 * layer would refuse a Host it cannot put in a URL with an empty 400, and resolve `..` (plain or
 * encoded) before the app sees it, where workerd hands the app the target as sent: the adapter asks
 * the guard first, so both runtimes give the same answer (tests/e2e/edge-parity.spec.ts).
 */
export interface GuardedRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: { get(name: string): string | null };
}

/**
 * The refusal for a request no page may answer, or null when it may go on.
 * @param request the incoming request (its URL as the client sent it, and its headers)
 * @param options `pageMethods: false` skips the method check (a host's catch-all, in front of an API
 *   or other endpoints with methods of their own; the page handler checks with the default `true`)
 */
export function guardRequest(request: GuardedRequest, { pageMethods = true }: { pageMethods?: boolean } = {}): Response | null {
  // The raw target as sent: URL parsing keeps percent-escapes as they are, and resolves `..`.
  const target = request.url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const queryAt = target.indexOf('?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  const query = queryAt < 0 ? '' : target.slice(queryAt + 1);
  // Said in the language of the path's prefix (`/en/…`: English), as the page would be.
  const { say } = documentWords(documentLocaleOf(path));
  const host = request.headers.get('host');
  if (host !== null && !HOST.test(host)) return refuse(400, say('refusedHost'));
  const cookie = request.headers.get('cookie');
  if (cookie !== null && cookie.length > MAX_COOKIE_LENGTH) return refuse(431, say('refusedCookies'));
  if (query.length > MAX_QUERY_LENGTH) return refuse(414, say('refusedLong'));
  if (path.length > MAX_PATH_LENGTH) return refuse(414, say('refusedLong'));
  if (!decodes(path) || !decodes(query.replace(/\+/g, ' '))) return refuse(400, say('refusedEncoding'));
  // `..` (plain or encoded) has no business in a page address; a browser never sends one.
  if (/(?:^|\/)(?:\.|%2e){2}(?:\/|%2f|$)/i.test(path) || /%2f|%5c|%00/i.test(path)) return refuse(400, say('refusedPath'));
  // `//host/…` (or `/\host`, which URL parsing turns into it) names another origin once written in a
  // link or a Location: no page of ours has such a path, and a browser never sends one for our links.
  if (/^\/[/\\]/.test(path)) return refuse(400, say('refusedPath'));
  if (pageMethods && !PAGE_METHODS.has(request.method)) {
    return isFormPost(request) ? earlyFormRefusal(path) : refuse(405, say('refusedMethod'), { Allow: 'GET, HEAD' });
  }
  return null;
}
