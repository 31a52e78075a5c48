/**
 * What a React root does with an error one of its boundaries caught: block failures are reported
 * once by the renderer (failure-reporter.ts), so only the others are reported here. Apart from
 * block-renderer.tsx so that a root which never renders a block in its first chunk (the islands
 * entry's block islands, src/app/islands/main.tsx) needs none of the renderer's code for it.
 */
import { reportError } from '@/lib/report-error';

/** The mark a block's error boundary wears (block-renderer.tsx). */
export const BLOCK_BOUNDARY = Symbol.for('vitrine.block-boundary');

/** True for errors React caught in a block boundary (so a root's handler can skip logging them twice). */
export function isBlockErrorBoundary(boundary: unknown): boolean {
  return typeof boundary === 'object' && boundary !== null && BLOCK_BOUNDARY in boundary;
}

/**
 * For `createRoot(el, { onCaughtError: rootCaughtErrorHandler })`: React logs every error a boundary
 * catches; block failures are already reported once by the renderer, so only the others are reported.
 */
export function rootCaughtErrorHandler(error: unknown, info: { componentStack?: string; errorBoundary?: unknown }): void {
  if (isBlockErrorBoundary(info.errorBoundary)) return;
  reportError(error, { where: 'render', componentStack: info.componentStack ?? '' });
}
