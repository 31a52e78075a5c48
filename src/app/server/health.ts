/**
 * Health endpoints of the server, both runtimes (docs/operating.md), for a load balancer or an
 * orchestrator:
 * - `GET /healthz`: the process is alive and serving (200, no call made);
 * - `GET /readyz`: every tenant's API answers a cheap public call (`GET /site/info`) within 2 s:
 *   `{"status":"ready"}` (200) when all do, else `{"status":"unavailable"}` (503). 503 too while the
 *   server shuts down (`draining`), so the load balancer stops sending traffic before the process
 *   stops accepting it.
 *
 * The answer is public (any host, no secret) and says nothing else: which tenant failed, and how, goes
 * to the log as an error report (`where: "readiness"`, the site id, the API's status or the error).
 * Each probe's address comes from the tenants table alone (an absolute `apiUrl`, or the tenant's
 * canonical host for an `apiUrl` on the app host, which the server answers itself): never from the
 * request, whose Host anyone can forge (a probe to a host of the caller's choice is a port scanner).
 */
import type { Env, Hono } from 'hono';
import { callDeadline } from '@/lib/call-deadline';
import { reportError } from '@/lib/report-error';

/** A tenant as the readiness check needs it. */
export interface HealthTenant {
  siteId: number;
  /** The tenant's API base URL (absolute, or relative to this server like the demo API's `/api`). */
  apiUrl: string;
  /** The tenant's host names, canonical first (`*`: any host). */
  hosts: readonly string[];
}

/** What the checks need from the server. */
export interface HealthOptions {
  tenants: () => readonly HealthTenant[];
  /** fetch for API calls (a tenant's `/api` on the app host goes where the server sends `/api`). */
  fetch: typeof fetch;
  /** True once shutdown started. */
  draining: () => boolean;
  /** Time limit of each API check (default 2,000 ms). */
  timeoutMs?: number;
}

/** The call the readiness check makes: public, cheap, answered by every API (SPEC §7). */
const PROBE_PATH = '/site/info';

/** Where a tenant's probe goes: its absolute API, else its own API on its canonical host (this server). */
export function probeUrl(tenant: HealthTenant): string {
  const canonical = tenant.hosts[0] && tenant.hosts[0] !== '*' ? tenant.hosts[0] : 'localhost';
  const base = new URL(tenant.apiUrl.replace(/\/$/, ''), `http://${canonical}`);
  return `${base.href}${PROBE_PATH}`;
}

/** True when the tenant's API answers; a failure is reported to the log with its detail. */
async function probe(tenant: HealthTenant, { fetch, timeoutMs = 2000 }: HealthOptions): Promise<boolean> {
  const deadline = callDeadline(timeoutMs);
  try {
    const response = await deadline.race(
      fetch(probeUrl(tenant), {
        headers: { idSite: String(tenant.siteId), Accept: 'application/json' },
        signal: deadline.signal,
      }),
    );
    await response.body?.cancel();
    if (!response.ok) reportError(new Error(`API answered ${response.status}`), { where: 'readiness', site: tenant.siteId, status: response.status });
    return response.ok;
  } catch (error) {
    reportError(error, { where: 'readiness', site: tenant.siteId });
    return false;
  } finally {
    deadline.done();
  }
}

/** Mount `/healthz` and `/readyz` on `app` (before the page routes). */
export function mountHealth<E extends Env>(app: Hono<E>, options: HealthOptions): void {
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (options.draining()) return c.json({ status: 'draining' }, 503);
    const results = await Promise.all(options.tenants().map((tenant) => probe(tenant, options)));
    const ready = results.every(Boolean);
    return c.json({ status: ready ? 'ready' : 'unavailable' }, ready ? 200 : 503);
  });
}
