/**
 * Health endpoints of the Node server (docs/operating.md), for a load balancer or an
 * orchestrator:
 * - `GET /healthz`: the process is alive and serving (200, no call made);
 * - `GET /readyz`: every tenant's API answers a cheap public call (`GET /site/info`) within 2 s:
 *   200 when all do, else 503 with which failed. 503 too while the server shuts down, so the load
 *   balancer stops sending traffic before the process stops accepting it.
 */
import type { Env, Hono } from 'hono';

/** A tenant as the readiness check needs it. */
export interface HealthTenant {
  siteId: number;
  /** The tenant's API base URL (absolute, or relative to this server like the demo API's `/api`). */
  apiUrl: string;
}

/** What the checks need from the server. */
export interface HealthOptions {
  tenants: () => readonly HealthTenant[];
  /** fetch for API calls (the demo API answers in-process). */
  fetch: typeof fetch;
  /** True once shutdown started. */
  draining: () => boolean;
  /** Time limit of each API check (default 2,000 ms). */
  timeoutMs?: number;
}

/** The call the readiness check makes: public, cheap, answered by every API (SPEC §7). */
const PROBE_PATH = '/site/info';

async function probe(
  tenant: HealthTenant,
  origin: string,
  { fetch, timeoutMs = 2000 }: HealthOptions,
): Promise<{ siteId: number; ok: boolean; status?: number; error?: string }> {
  const base = new URL(tenant.apiUrl.replace(/\/$/, ''), origin);
  try {
    const response = await fetch(`${base.href}${PROBE_PATH}`, {
      headers: { idSite: String(tenant.siteId), Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return { siteId: tenant.siteId, ok: response.ok, status: response.status };
  } catch (error) {
    return { siteId: tenant.siteId, ok: false, error: error instanceof Error ? error.message : String(error) };
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
    const origin = new URL(c.req.url).origin;
    const tenants = await Promise.all(options.tenants().map((tenant) => probe(tenant, origin, options)));
    const ready = tenants.every((tenant) => tenant.ok);
    return c.json({ status: ready ? 'ready' : 'unavailable', tenants }, ready ? 200 : 503);
  });
}
