/**
 * Issue 22, load with faults: 1,000 page requests from 20 concurrent clients over both tenants,
 * while the demo API's fault switch fails a random share of its calls (500, timeout, malformed).
 * 1,000 is enough for every page of both tenants to meet faults many times (stale answers included);
 * a longer run (the 5,000 of issue 22) is `FAIL_SOFT_LOAD_REQUESTS=5000 npx playwright test
 * fail-soft-load`, which a test suite has no reason to pay for on every run.
 * Every answer must be a page, a stale page (its last good version) or the French error page; no
 * crash, no uncaught error; the server answers normally once the faults stop; its heap at the end is
 * within 10 % of what it was after warm-up. The server runs in this process (its heap is measured
 * here) with a short API time limit, so timeouts cost 300 ms, not 5 s.
 */
import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../../scripts/serve';
import { httpGet, type RawAnswer } from './support/raw-http';

// HTTP only: the desktop project runs it (playwright.config.ts, ONE_WIDTH_SPECS).

const REQUESTS = Number(process.env.FAIL_SOFT_LOAD_REQUESTS ?? 1000);
const CLIENTS = 20;
/** Share of API calls the fault switch fails, in %. */
const FAULT_PERCENT = 20;
const TENANTS: { host: string | undefined; paths: string[] }[] = [
  {
    host: undefined,
    paths: [
      '/',
      '/qui-suis-je',
      '/me-contacter',
      '/offrir-un-massage',
      '/boutique',
      '/actualites',
      '/vous-etes/massages-sportifs',
      '/mes-prestations/massages-en-vendee',
    ],
  },
  { host: 'vins.localhost', paths: ['/', '/le-domaine', '/boutique', '/visites-et-degustations', '/actualites', '/nous-contacter'] },
];
const TARGETS = TENANTS.flatMap(({ host, paths }) => paths.map((path) => ({ host, path })));

type Kind = 'page' | 'stale page' | 'error page' | 'other';

function kindOf(answer: RawAnswer): Kind {
  if (answer.status === 200 && answer.body.includes('<div id="root">')) return answer.headers['x-vitrine-stale-age'] === undefined ? 'page' : 'stale page';
  if (answer.status === 503 && answer.headers['retry-after'] && answer.body.includes('Site momentanément indisponible')) return 'error page';
  return 'other';
}

/** The heap after full garbage collections (V8's gc, exposed for this measure only). */
function heapAfterGc(): number {
  v8.setFlagsFromString('--expose-gc');
  const gc: unknown = vm.runInNewContext('gc');
  if (typeof gc !== 'function') throw new Error('gc is not available');
  for (let i = 0; i < 4; i += 1) gc();
  return process.memoryUsage().heapUsed;
}

test('1,000 requests, 20 clients, both tenants, random API faults: only pages, stale pages and the French error page', async () => {
  test.setTimeout(60_000 + REQUESTS * 120);
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  const { API_URL: _ignored, ...env } = process.env;
  const server: RunningServer = await startServer({ port: 0, noBuild: true, testSurface: true, env, apiTimeoutMs: 300, log: false });
  const port = Number(new URL(server.url).port);
  // One connection per request: a keep-alive socket the server closes as idle could be picked up at
  // that moment and reset (a client-side race, not the server's failure).
  const agent = new http.Agent({ keepAlive: false, maxSockets: CLIENTS });
  const setFaults = async (faults: string) => {
    const response = await fetch(`${server.url}/api/__demo/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ faults }),
    });
    expect(response.ok).toBe(true);
  };
  const counts: Record<Kind, number> = { 'page': 0, 'stale page': 0, 'error page': 0, 'other': 0 };
  /** Answers per tenant (host), so both are known to have been under load. */
  const perTenant = new Map<string, number>();
  const others: string[] = [];
  const durations: number[] = [];
  try {
    // Warm-up: every page rendered (its last good version kept), then a short faulty run, so the
    // code of every path (stale answers, error pages) is loaded before the heap is measured.
    for (let round = 0; round < 2; round += 1) for (const { host, path } of TARGETS) expect((await httpGet(port, path, { host, agent })).status).toBe(200);
    await setFaults(`*=random:${FAULT_PERCENT}`);
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let i = 0; i < 10; i += 1)
          await httpGet(port, TARGETS[(client + i) % TARGETS.length]!.path, { host: TARGETS[(client + i) % TARGETS.length]!.host, agent });
      }),
    );
    const heapAfterWarmUp = heapAfterGc();

    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < REQUESTS) {
          next += 1;
          const { host, path } = TARGETS[Math.floor(Math.random() * TARGETS.length)]!;
          const t0 = performance.now();
          const answer = await httpGet(port, path, { host, agent });
          durations.push(performance.now() - t0);
          const kind = kindOf(answer);
          counts[kind] += 1;
          perTenant.set(host ?? '127.0.0.1', (perTenant.get(host ?? '127.0.0.1') ?? 0) + 1);
          if (kind === 'other' && others.length < 5) others.push(`${host ?? '127.0.0.1'}${path} → ${answer.status}: ${answer.body.slice(0, 120)}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    // The faults stop: every page renders normally again.
    await setFaults('');
    for (const { host, path } of TARGETS) {
      const answer = await httpGet(port, path, { host, agent });
      expect(answer.status, `${host ?? ''}${path} after the faults`).toBe(200);
      expect(answer.headers['x-vitrine-stale-age'], `${host ?? ''}${path} fresh again`).toBeUndefined();
    }
    expect((await httpGet(port, '/healthz', { agent })).status).toBe(200);
    const heapAtEnd = heapAfterGc();

    durations.sort((a, b) => a - b);
    const figures = {
      requests: REQUESTS,
      clients: CLIENTS,
      faultPercent: FAULT_PERCENT,
      seconds: Math.round(seconds * 10) / 10,
      perSecond: Math.round(REQUESTS / seconds),
      p50Ms: Math.round(durations[Math.floor(durations.length / 2)]!),
      p95Ms: Math.round(durations[Math.floor(durations.length * 0.95)]!),
      ...counts,
      perTenant: Object.fromEntries(perTenant),
      uncaught: uncaught.length,
      heapAfterWarmUpMB: Math.round(heapAfterWarmUp / 1e5) / 10,
      heapAtEndMB: Math.round(heapAtEnd / 1e5) / 10,
      heapChangePercent: Math.round(((heapAtEnd - heapAfterWarmUp) / heapAfterWarmUp) * 1000) / 10,
    };
    console.log(`load with faults: ${JSON.stringify(figures)}`);
    test.info().annotations.push({ type: 'load with faults', description: JSON.stringify(figures) });

    expect(others, 'answers that are neither a page, a stale page nor the French error page').toEqual([]);
    expect(counts.page + counts['stale page'] + counts['error page']).toBe(REQUESTS);
    expect(counts['stale page'], 'some pages were answered from their last good version').toBeGreaterThan(0);
    expect([...perTenant.keys()].sort(), 'both tenants were under load').toEqual(['127.0.0.1', 'vins.localhost']);
    expect(uncaught).toEqual([]);
    expect(Math.abs(heapAtEnd - heapAfterWarmUp) / heapAfterWarmUp, 'heap at the end vs after warm-up').toBeLessThanOrEqual(0.1);
  } finally {
    process.off('uncaughtException', onUncaught);
    process.off('unhandledRejection', onUncaught);
    agent.destroy();
    await setFaults('').catch(() => undefined);
    await server.close();
  }
});
