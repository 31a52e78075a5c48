/**
 * Where block failures go. A visitor never sees a broken block; the failure is reported once per
 * (page block, reason) to the console and to a pluggable reporter so a real error tracker
 * (Sentry, a log endpoint…) can receive it without the renderer knowing about it.
 */
import type { ErrorObject } from 'ajv';

/** Why a block did not render. */
export type BlockFailureReason = 'unknown-component' | 'invalid-props' | 'unsupported-version' | 'migration-failed' | 'data-error' | 'render-error' | 'load-error';

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

/** A function receiving each failure once. */
export type BlockFailureReporter = (failure: BlockFailure) => void;

const consoleReporter: BlockFailureReporter = (failure) => {
  console.error(`[vitrine] bloc « ${failure.blockId} » (${failure.component}) non affiché : ${failure.message}`, failure.errors.length > 0 ? failure.errors : (failure.error ?? ''));
};

let reporter: BlockFailureReporter = consoleReporter;
const reported = new Set<string>();

/**
 * Replace the failure reporter (default: `console.error`, once per failure). Returns a function that
 * restores the previous reporter.
 * @example setBlockFailureReporter((f) => tracker.captureMessage(f.message, { extra: f }))
 */
export function setBlockFailureReporter(next: BlockFailureReporter): () => void {
  const previous = reporter;
  reporter = next;
  return () => {
    reporter = previous;
  };
}

/** Report a failure unless the same block already reported the same reason. */
export function reportBlockFailure(failure: BlockFailure): void {
  const key = `${failure.blockId}\u0000${failure.component}\u0000${failure.reason}\u0000${failure.message}`;
  if (reported.has(key)) return;
  reported.add(key);
  try {
    reporter(failure);
  } catch (error) {
    // A broken reporter must not break the page; fall back to the console so the failure is not lost.
    consoleReporter(failure);
    console.error('[vitrine] le rapporteur d’erreurs de blocs a échoué', error);
  }
}

/** Forget what was reported (tests; a new page view in a long-lived session does not need it). */
export function resetReportedBlockFailures(): void {
  reported.clear();
}
