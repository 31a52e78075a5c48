/**
 * The last-resort error page: plain HTML that needs no React, no API and no asset, for when even the
 * app's error page cannot render (or a host catches an error outside the renderer). It carries the
 * status, `noindex`, and the report id a visitor can quote, in the page's language (the server's
 * own words, document-text.ts).
 */
import { DEFAULT_LOCALE } from '@/lib/constants';
import { documentWords } from './document-text';
import { escapeHtml } from './state';

/**
 * Title of the page for a status in `locale`'s words: a 503 says the site is briefly away
 * (« Site momentanément indisponible », "Site temporarily unavailable"), anything else a technical problem.
 */
export function errorTitle(status: number, locale: string = DEFAULT_LOCALE): string {
  return documentWords(locale).say(status === 503 ? 'unavailableTitle' : 'failedTitle');
}

/**
 * The plain pages' one style, inline: readable on a phone and a desktop with the system's font, and
 * nothing to fetch. The CSP admits exactly this text by its hash ({@link PLAIN_DOCUMENT_STYLE_HASH},
 * src/app/server/csp.ts); a test keeps the two in step.
 */
export const PLAIN_DOCUMENT_STYLE =
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1f2328;background:#f6f6f4}' +
  'main{max-width:34rem;margin:16vh auto 2rem;padding:0 1.25rem}h1{font-size:1.75rem;line-height:1.2;margin:0 0 .75rem}p{margin:0 0 1rem}' +
  '.aside{margin-top:2rem;color:#57606a}a{color:#0a58ca}' +
  '@media (prefers-color-scheme:dark){body{color:#e6e6e6;background:#1b1b1b}.aside{color:#b4b4b4}a{color:#8ab4f8}}';

/** The CSP source (`'sha256-…'`) of {@link PLAIN_DOCUMENT_STYLE}. */
export const PLAIN_DOCUMENT_STYLE_HASH = "'sha256-4px43EZwWhG7uQj2/t0mYuTtsDBW1+nHqSF5pE/M3iw='";

/**
 * A page in plain HTML (no script, no asset, its one style inline: nothing the CSP or a down API can
 * stop), never indexed, in French unless `lang` says otherwise. `main` is trusted markup: escape
 * what comes from a request.
 */
export function plainDocument(title: string, main: string, lang = 'fr'): string {
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${title}</title>
    <style>${PLAIN_DOCUMENT_STYLE}</style>
  </head>
  <body>
    <main>
${main}
    </main>
  </body>
</html>
`;
}

/** The document's HTML, in `locale`'s words (French unless told). */
export function errorDocument({ status, errorId, locale = DEFAULT_LOCALE }: { status: number; errorId?: string | undefined; locale?: string }): string {
  const { say, lang } = documentWords(locale);
  const title = errorTitle(status, locale);
  const reference = errorId ? `<p>${say('errorReference')}<code>${escapeHtml(errorId)}</code></p>` : '';
  return plainDocument(
    title,
    `      <p>${say('errorStatus', { status: String(status) })}</p>
      <h1>${title}</h1>
      <p>${say('errorText')}</p>
      ${reference}
      <p><a href="/">${say('errorHome')}</a></p>`,
    lang,
  );
}

/** Seconds a client is asked to wait before trying a 503 page again. */
export const RETRY_AFTER_SECONDS = 30;

/** The document as a response, in `locale`'s words: private, never indexed, `Retry-After` on a 503. */
export function errorDocumentResponse(status: number, errorId?: string, locale: string = DEFAULT_LOCALE): Response {
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
  if (status === 503) headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  return new Response(errorDocument({ status, errorId, locale }), { status, headers });
}
