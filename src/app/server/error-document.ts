/**
 * The last-resort French error page: plain HTML that needs no React, no API and no asset, for when
 * even the app's error page cannot render (or a host catches an error outside the renderer). It
 * carries the status, `noindex`, and the report id a visitor can quote.
 */
import { escapeHtml } from './state';

/** Title of the page for a status: a 503 says the site is briefly away, anything else a technical problem. */
export function errorTitle(status: number): string {
  return status === 503 ? 'Site momentanément indisponible' : 'Un souci technique est survenu';
}

/**
 * A page in plain HTML (no script, no style, no asset: nothing the CSP or a down API can stop),
 * never indexed, in French unless `lang` says otherwise. `main` is trusted markup: escape what comes
 * from a request.
 */
export function plainDocument(title: string, main: string, lang = 'fr'): string {
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${title}</title>
  </head>
  <body>
    <main>
${main}
    </main>
  </body>
</html>
`;
}

/** The document's HTML. */
export function errorDocument({ status, errorId }: { status: number; errorId?: string | undefined }): string {
  const title = errorTitle(status);
  const reference = errorId ? `<p>Référence de l’incident : <code>${escapeHtml(errorId)}</code></p>` : '';
  return plainDocument(
    title,
    `      <p>Erreur ${status}</p>
      <h1>${title}</h1>
      <p>Un souci technique nous empêche d’afficher cette page. Réessayez dans un instant.</p>
      ${reference}
      <p><a href="/">Retour à l’accueil</a></p>`,
  );
}

/** Seconds a client is asked to wait before trying a 503 page again. */
export const RETRY_AFTER_SECONDS = 30;

/** The document as a response: private, never indexed, `Retry-After` on a 503. */
export function errorDocumentResponse(status: number, errorId?: string): Response {
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
  if (status === 503) headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  return new Response(errorDocument({ status, errorId }), { status, headers });
}
