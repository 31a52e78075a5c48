/**
 * Where block failures go. A visitor never sees a broken block; the failure is reported once per
 * (page block, reason) through the app's one error reporter (`reportError`, src/lib/report-error.ts),
 * so the console, the server's log or an error tracker receives it without the renderer knowing which.
 * A subtree can silence its reports (the admin's live preview: a draft that fails is the admin trying
 * props out, not a failure of the site) with {@link BlockReportsContext}.
 */
import { createContext } from 'react';
import type { ErrorObject } from 'ajv';
import { reportError } from '@/lib/report-error';

/** Why a block did not render. */
export type BlockFailureReason =
  'unknown-component' | 'invalid-props' | 'unsupported-version' | 'migration-failed' | 'data-error' | 'render-error' | 'load-error';

/** One block that could not render. */
export interface BlockFailure {
  /** The conf block id. */
  blockId: string;
  /** The conf's `component` value. */
  component: string;
  reason: BlockFailureReason;
  /** French, human-readable explanation. */
  message: string;
  /** ajv errors for invalid props (empty otherwise). */
  errors: readonly ErrorObject[];
  /** The thrown value for render and load errors. */
  error?: unknown;
}

/** A function receiving each failure (see `BlockFailureListener` in block-renderer.tsx). */
export type BlockFailureReporter = (failure: BlockFailure) => void;

/**
 * Whether failures rendered below are reported (default true). The admin's live preview provides
 * `false` around its preview only: the rest of the app keeps reporting.
 */
export const BlockReportsContext = createContext(true);

/** The `where` of block failure reports: sinks and tests pick block failures by it. */
export const BLOCK_FAILURE_WHERE = 'block';

/**
 * Failures already reported, so a re-render (a refetch, a navigation back) does not report them
 * again. Browser-only in practice (reports are sent from effects, which the server never runs), and
 * bounded: a long session forgets the oldest ones rather than growing without end.
 */
const reported = new Set<string>();
const REMEMBERED_FAILURES = 500;

/** Report a failure unless the same block already reported the same reason. */
export function reportBlockFailure(failure: BlockFailure): void {
  const key = `${failure.blockId}\u0000${failure.component}\u0000${failure.reason}\u0000${failure.message}`;
  if (reported.has(key)) return;
  if (reported.size >= REMEMBERED_FAILURES) reported.clear();
  reported.add(key);
  const { blockId, component, reason, message, errors } = failure;
  // The report says which block and why; what it threw (when it threw) stays as the cause, stack included.
  const error = new Error(`bloc « ${blockId} » (${component}) non affiché : ${message}`, failure.error === undefined ? undefined : { cause: failure.error });
  reportError(error, { where: BLOCK_FAILURE_WHERE, blockId, component, reason, ...(errors.length > 0 ? { validationErrors: errors } : {}) });
}

/** Forget what was reported (tests; a new page view in a long-lived session does not need it). */
export function resetReportedBlockFailures(): void {
  reported.clear();
}
