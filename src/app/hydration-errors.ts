/**
 * What a browser entry tells React about errors while it hydrates the server's HTML (the app,
 * ./main.tsx, and the islands, ./islands/main.tsx).
 */
import { reportError } from '@/lib/report-error';

/**
 * React recovered from an error while hydrating. A part the server failed to render (a block that
 * threw) carries the server's report id as its digest: the server reported it, and the browser's
 * block boundary reports what happens when it renders it again, so nothing more is said here.
 * Anything else (a hydration mismatch) is worth one warning.
 */
export function recoverableErrorHandler(error: unknown, info: { componentStack?: string }): void {
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? error.digest : undefined;
  if (typeof digest === 'string' && digest !== '') return;
  reportError(error, { where: 'hydration', level: 'warning', componentStack: info.componentStack ?? '' });
}
