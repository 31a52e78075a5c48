/**
 * The Node server's logs (docs/operating.md): one JSON line per request (time, tenant,
 * method, path, status, duration, the ids of the errors reported while serving it) and one JSON line
 * per error report (id, level, where, message, stack, facts, and the request it belongs to).
 *
 * The request a report belongs to is found through Node's AsyncLocalStorage: the renderer calls
 * `reportError` knowing nothing of logs, and the sink installed here adds the id to the line of the
 * request being served. No module-level mutable state: the storage is created per server.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../src/app/server/app';
import type { ErrorReport, ErrorSink } from '../../src/lib/report-error';

/** Where log lines go (default: stdout, one JSON object per line). */
export type LogWriter = (line: string) => void;

/** The request being served, as its log line will say it. */
interface RequestRecord {
  method: string;
  path: string;
  errorIds: string[];
}

/** The server's log: the request middleware and the error sink share one async context. */
export interface RequestLog {
  /** Hono middleware: times the request and writes its line when the response is ready. */
  middleware: MiddlewareHandler;
  /** The error sink (install it in every copy of `report-error`: the server entry's and the host's). */
  sink: ErrorSink;
}

/** A JSON-safe view of a thrown value (message, name, stack, cause, and an API error's status/call). */
function describe(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error === undefined ? undefined : String(error);
  const fields: Record<string, unknown> = { name: error.name, message: error.message, stack: error.stack };
  for (const key of ['status', 'callId']) if (key in error) fields[key] = Reflect.get(error, key);
  if (error.cause !== undefined && depth < 2) fields.cause = describe(error.cause, depth + 1);
  return fields;
}

/** JSON of anything, never throwing (a cycle or a BigInt in the facts must not lose the line). */
function toJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return JSON.stringify({ ...(typeof value === 'object' ? {} : { value: String(value) }), unserializable: true });
  }
}

/**
 * Create the log of one server.
 * @param tenantOf the tenant (site id) a request is for
 * @param write where lines go (default stdout)
 * @param fields added to every line (a cluster's worker: its `pid`)
 */
export function createRequestLog(
  tenantOf: (c: Context<AppEnv>) => string | number,
  write: LogWriter = (line) => process.stdout.write(`${line}\n`),
  fields: Readonly<Record<string, string | number>> = {},
): RequestLog {
  const current = new AsyncLocalStorage<RequestRecord>();

  const sink: ErrorSink = (report: ErrorReport) => {
    const request = current.getStore();
    request?.errorIds.push(report.id);
    write(
      toJson({
        time: new Date().toISOString(),
        level: report.level,
        type: 'error',
        ...fields,
        errorId: report.id,
        where: report.where,
        message: report.message,
        error: describe(report.error),
        facts: report.facts,
        ...(request ? { method: request.method, path: request.path } : {}),
      }),
    );
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    // A request made from inside another one (the renderer calling the in-process demo API) belongs
    // to the outer request's line: its errors are counted there.
    if (current.getStore()) return next();
    const started = performance.now();
    const record: RequestRecord = { method: c.req.method, path: c.req.path, errorIds: [] };
    await current.run(record, next);
    const status = c.res.status;
    write(
      toJson({
        time: new Date().toISOString(),
        level: status >= 500 ? 'error' : status >= 400 ? 'warning' : 'info',
        type: 'request',
        ...fields,
        tenant: tenantOf(c),
        method: record.method,
        path: record.path,
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(c.res.headers.get('x-vitrine-stale-age') !== null ? { stale: true } : {}),
        ...(record.errorIds.length > 0 ? { errorIds: record.errorIds } : {}),
      }),
    );
  };

  return { middleware, sink };
}
