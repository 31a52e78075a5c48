/**
 * The one door for unexpected errors, the same on the server and in the browser (DESIGN.md §11,
 * issue 22). Code that meets a failure it does not handle calls `reportError(error, { where })`
 * instead of writing to the console: each report gets an id (shown in logs, and in the server's
 * request log line), and goes to one pluggable sink. The default sink writes to the console; the
 * Node server installs a JSON-lines sink (scripts/lib/request-log.ts) and a real deployment can
 * install an error tracker (Sentry, a log endpoint…) the same way, without any caller knowing.
 *
 * The sink is process configuration, set once at start-up (like the sanitizer's window), never per
 * request: per-request facts travel in the report's context, or in the server's async context.
 */

/** How bad it is: `error` for failures, `warning` for degraded-but-working situations. */
export type ErrorLevel = 'error' | 'warning';

/** What the caller knows about the failure: where it happened, and any JSON-safe facts. */
export interface ErrorContext {
  /** Short, stable name of the place ("sitemap", "block", "start-up data", "server render"…). */
  where: string;
  /** Default `error`. */
  level?: ErrorLevel;
  /** Extra facts (block id, call id, slug…), kept as given. */
  [fact: string]: unknown;
}

/** One report, as a sink receives it. */
export interface ErrorReport {
  /** Short random id, e.g. `err-3f9a1c0b`: quote it to find the log line. */
  id: string;
  level: ErrorLevel;
  where: string;
  /** The error's message (or the string reported). */
  message: string;
  /** What was thrown (or reported), untouched: sinks may want its stack or cause. */
  error: unknown;
  /** The caller's facts, without `where` and `level`. */
  facts: Readonly<Record<string, unknown>>;
}

/** Receives every report. Must not throw (if it does, the report goes to the console instead). */
export type ErrorSink = (report: ErrorReport) => void;

/** The message of anything thrown: an Error's message, a string itself, else its JSON or string form. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** The default sink: one console line per report, with the error itself for its stack. */
export const consoleSink: ErrorSink = (report) => {
  const facts = Object.keys(report.facts).length > 0 ? [report.facts] : [];
  const detail = report.error instanceof Error ? [report.error] : [];
  // The one place allowed to write to the console (eslint: no-console everywhere else in src/).
  // eslint-disable-next-line no-console
  (report.level === 'warning' ? console.warn : console.error)(`[vitrine] ${report.where}: ${report.message} (${report.id})`, ...detail, ...facts);
};

let sink: ErrorSink = consoleSink;

/**
 * Install the sink every report goes to (default: {@link consoleSink}). Call once at start-up;
 * returns a function that puts the previous sink back (tests).
 * @example setErrorSink((report) => tracker.captureException(report.error, { tags: { where: report.where }, extra: { ...report.facts, id: report.id } }))
 */
export function setErrorSink(next: ErrorSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

/** A fresh report id: 8 random hex digits (Web Crypto on both sides; ids need no more than that). */
function newErrorId(): string {
  const bytes = new Uint8Array(4);
  globalThis.crypto.getRandomValues(bytes);
  return `err-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Report an error that nobody handles: it reaches the installed sink once, with an id.
 * @param error what was thrown (or a string saying what went wrong)
 * @param context where it happened, its level and any facts
 * @returns the report's id (the server puts it in its request log line and on its error page)
 */
export function reportError(error: unknown, context: ErrorContext): string {
  const { where, level = 'error', ...facts } = context;
  const report: ErrorReport = { id: newErrorId(), level, where, message: errorMessage(error), error, facts };
  try {
    sink(report);
  } catch (sinkError) {
    // A broken sink must not break the page, nor lose the report: both go to the console.
    consoleSink(report);
    consoleSink({ ...report, id: newErrorId(), where: 'error sink', message: errorMessage(sinkError), error: sinkError, facts: {} });
  }
  return report.id;
}
