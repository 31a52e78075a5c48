/**
 * Bench section "platform" (issue 34): the numbers of sites that change while Vitrine runs.
 * `npm run bench -- platform`, or alone: `npx tsx bench/platform.ts`. A benchmark, not a test.
 *
 * 1. A directory of 100,000 generated sites behind the site directory (src/app/server/site-directory.ts):
 *    warm lookup p99 (budget ≤ 0.1 ms) and the memory of its caches after 100,000 sites and 10,000
 *    junk hosts were seen (budget ≤ 64 MB).
 * 2. 2,000 distinct junk hosts a second for 10 s while known sites are looked up: directory calls
 *    (capped by the token bucket) and the known sites' lookup p99 against a quiet baseline (+25 %).
 * 3. A change event, signed, verified and applied: the time until the next lookup serves the change.
 * 4. Real Varnish (deploy/varnish/vitrine.vcl) in front of an origin answering like the app: 50
 *    publishes (tag purge from the app, as on content.published), each page fresh ≤ 1 s later (p100),
 *    the other page still a hit, 200 concurrent clients → origin renders per purged page (budget ≤ 1).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { signedEventRequest } from '../fixtures/server/events';
import { applyChangeEvent, createEventReceiver, EVENTS_PATH } from '../src/app/server/change-events';
import { createCdnPurger } from '../src/app/server/cdn-purge';
import { createSiteDirectory } from '../src/app/server/site-directory';
import { ensureVarnishd, startVarnish } from '../scripts/lib/varnish';

/** The figures of the section. */
export interface PlatformReport {
  warmLookupP99Ms: number;
  lookupCachesMb: number;
  junk: { directoryCalls: number; refused: number; knownP99QuietMs: number; knownP99StormMs: number };
  eventToServedMs: number;
  varnish: { publishes: number; freshP100Ms: number; otherPageHits: number; rendersPerPurgedPage: number } | { skipped: string };
}

const SITES = 100_000;
const DIRECTORY = 'http://annuaire.bench';

/** The generated directory: site N on `site-N.bench` (canonical) and `www.site-N.bench`. */
async function generatedDirectory(request: Request): Promise<Response> {
  const host = new URL(request.url).searchParams.get('host') ?? '';
  const match = /^(?:www\.)?site-(\d+)\.bench$/.exec(host);
  const id = match ? Number(match[1]) : 0;
  if (!id || id > SITES) return Response.json({ success: false, data: null, message: 'inconnu' }, { status: 404 });
  return Response.json({
    success: true,
    message: '',
    data: { hosts: [`site-${id}.bench`, `www.site-${id}.bench`], siteId: id, apiUrl: 'https://api.bench/', defaultLocale: 'fr_FR', status: 'live' },
  });
}

const gc = (): void => {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
};

/**
 * The heap that is still reachable: collected, then again after the finalizers that collection
 * queued have run (three rounds). Each directory call's `Request` ties its abort signal to a
 * listener that undici only drops from a FinalizationRegistry callback, a task after the collection
 * that found the request dead: read after a single gc(), 110,000 calls' worth of that garbage
 * (≈ 40–110 MB) counted as the caches.
 */
async function retainedHeap(): Promise<number> {
  for (let round = 0; round < 3; round++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  gc();
  return process.memoryUsage().heapUsed;
}

function p(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const round = (value: number, digits = 3) => Number(value.toFixed(digits));

async function directoryFigures(): Promise<Pick<PlatformReport, 'warmLookupP99Ms' | 'lookupCachesMb'>> {
  const before = await retainedHeap();
  const source = await createSiteDirectory({ url: DIRECTORY, fetch: generatedDirectory, burst: 1e9, callsPerSecond: 1e9, onError: () => undefined });
  // Every site seen once (the LRU keeps its bound), then 10,000 junk hosts.
  for (let start = 1; start <= SITES; start += 1_000)
    await Promise.all(Array.from({ length: 1_000 }, (_, i) => source.resolve(new URL(`http://site-${start + i}.bench/`))));
  await Promise.all(Array.from({ length: 10_000 }, (_, i) => source.resolve(new URL(`http://junk-${i}.bench/`))));
  const lookupCachesMb = ((await retainedHeap()) - before) / 1024 / 1024;
  // Warm lookups: hosts the cache holds (the last 10,000 sites seen).
  const times: number[] = [];
  for (let i = 0; i < 100_000; i++) {
    const url = new URL(`http://site-${SITES - (i % 10_000)}.bench/`);
    const started = performance.now();
    source.resolve(url);
    times.push(performance.now() - started);
  }
  return { warmLookupP99Ms: round(p(times, 0.99), 4), lookupCachesMb: round(lookupCachesMb, 1) };
}

async function junkFigures(): Promise<PlatformReport['junk']> {
  let directoryCalls = 0;
  const source = await createSiteDirectory({
    url: DIRECTORY,
    fetch: (request) => {
      directoryCalls += 1;
      return generatedDirectory(request);
    },
    onError: () => undefined,
  });
  for (let id = 1; id <= 100; id++) await source.resolve(new URL(`http://site-${id}.bench/`));
  directoryCalls = 0;
  const known = async (ms: number) => {
    const times: number[] = [];
    const end = performance.now() + ms;
    let i = 0;
    while (performance.now() < end) {
      const started = performance.now();
      await source.resolve(new URL(`http://site-${(i++ % 100) + 1}.bench/`));
      times.push(performance.now() - started);
      if (i % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    return p(times, 0.99);
  };
  const quiet = await known(2_000);
  let junk = 0;
  const storm = setInterval(() => {
    // 2,000 distinct junk hosts a second, in 20 batches of 100.
    for (let i = 0; i < 100; i++) void source.resolve(new URL(`http://junk-${junk++}.bench/`));
  }, 50);
  const stormy = await known(10_000);
  clearInterval(storm);
  return { directoryCalls, refused: source.stats().refused, knownP99QuietMs: round(quiet, 4), knownP99StormMs: round(stormy, 4) };
}

async function eventFigure(): Promise<number> {
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const added = new Set<string>();
  const source = await createSiteDirectory({
    url: DIRECTORY,
    fetch: async (request) => {
      const host = new URL(request.url).searchParams.get('host') ?? '';
      if (added.has(host))
        return Response.json({ success: true, message: '', data: { hosts: ['site-7.bench', host], siteId: 7, apiUrl: '/api', status: 'live' } });
      return generatedDirectory(request);
    },
    burst: 1_000,
  });
  const receiver = createEventReceiver({ secret });
  const targets = { tenants: source, purge: () => undefined };
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const host = `alias-${i}.bench`;
    await source.resolve(new URL(`http://${host}/`));
    added.add(host);
    const started = performance.now();
    const verified = await receiver.receive(
      signedEventRequest({ url: `http://site-7.bench${EVENTS_PATH}`, secret }, { type: 'site.updated', data: { siteId: 7, hosts: [host] } }),
    );
    if (verified instanceof Response) throw new Error(`event refused: ${verified.status}`);
    applyChangeEvent(verified.event, targets);
    const served = await source.resolve(new URL(`http://${host}/`));
    if (served.kind !== 'alias') throw new Error('the new host is not served');
    times.push(performance.now() - started);
  }
  return round(p(times, 1), 2);
}

async function varnishFigures(): Promise<PlatformReport['varnish']> {
  const { varnishd, why } = ensureVarnishd();
  if (!varnishd) return { skipped: why };
  let version = 0;
  const renders = new Map<string, number>();
  const origin = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://origin').pathname;
    if (path === '/healthz') return response.end('ok');
    renders.set(path, (renders.get(path) ?? 0) + 1);
    // A render of the app's order of cost.
    setTimeout(() => {
      response.writeHead(200, {
        'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
        'Vitrine-Tags': `s51 s51:p:${path} s51:r:${path === '/boutique' ? 'product' : 'component/conf/accueil'}`,
      });
      response.end(`${path} v${version}`);
    }, 50);
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  // This helper's Varnish ports: E2E_PORT + 16 (4556 by default).
  const port = Number(process.env.E2E_PORT ?? 4540) + 16;
  const varnish = await startVarnish({ varnishd, port, backendPort: (origin.address() as AddressInfo).port, memory: '32m' });
  try {
    const get = async (path: string) => {
      const response = await fetch(`${varnish.url}${path}`);
      return { cache: response.headers.get('x-cache'), body: await response.text() };
    };
    for (let tries = 0; tries < 100 && (await fetch(`${varnish.url}/`)).status !== 200; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    const purge = createCdnPurger(`${varnish.url}/`);
    await get('/boutique');
    await get('/');
    const fresh: number[] = [];
    let otherPageHits = 0;
    let worstRenders = 0;
    for (let i = 1; i <= 50; i++) {
      version = i;
      const before = renders.get('/boutique') ?? 0;
      const started = performance.now();
      await purge(['s51:r:product/12', 's51:r:product']);
      const answers = await Promise.all(Array.from({ length: 200 }, () => get('/boutique')));
      if (answers.some((a) => a.body !== `/boutique v${i}`)) throw new Error(`publish ${i}: a stale page after the purge`);
      fresh.push(performance.now() - started);
      worstRenders = Math.max(worstRenders, (renders.get('/boutique') ?? 0) - before);
      if ((await get('/')).cache === 'HIT') otherPageHits += 1;
    }
    return { publishes: 50, freshP100Ms: round(p(fresh, 1), 1), otherPageHits, rendersPerPurgedPage: worstRenders };
  } finally {
    await varnish.stop();
    origin.closeAllConnections();
    origin.close();
  }
}

/** Measure the section. */
export async function measurePlatform(): Promise<PlatformReport> {
  const directory = await directoryFigures();
  const junk = await junkFigures();
  const eventToServedMs = await eventFigure();
  const varnish = await varnishFigures();
  return { ...directory, junk, eventToServedMs, varnish };
}

/** The section's lines, each budget marked met (✔) or not (✘). */
export function platformSection(report: PlatformReport): string {
  const ok = (met: boolean) => (met ? '✔' : '✘');
  const { junk, varnish } = report;
  const storm = junk.knownP99StormMs <= Math.max(junk.knownP99QuietMs * 1.25, 0.05);
  return [
    `${ok(report.warmLookupP99Ms <= 0.1)} résolution d’un hôte connu (annuaire de 100 000 sites), p99 : ${report.warmLookupP99Ms} ms (budget 0,1 ms)`,
    `${ok(report.lookupCachesMb <= 64)} mémoire des caches après 100 000 sites et 10 000 hôtes inconnus vus : ${report.lookupCachesMb} Mo (budget 64 Mo)`,
    `${ok(storm)} 2 000 hôtes inconnus/s pendant 10 s : p99 des sites connus ${junk.knownP99QuietMs} → ${junk.knownP99StormMs} ms (budget +25 %) ; appels à l’annuaire ${junk.directoryCalls} (plafond 20/s + 50), ${junk.refused} refusés (503)`,
    `${ok(report.eventToServedMs <= 1000)} événement signé → hôte servi, p100 sur 50 : ${report.eventToServedMs} ms (budget 1 s)`,
    'skipped' in varnish
      ? `– Varnish : ${varnish.skipped}`
      : `${ok(varnish.freshP100Ms <= 1000 && varnish.rendersPerPurgedPage <= 1 && varnish.otherPageHits === varnish.publishes)} Varnish, ${varnish.publishes} publications : page fraîche en ${varnish.freshP100Ms} ms au pire (200 clients, budget 1 s), ${varnish.rendersPerPurgedPage} rendu d’origine par page purgée au plus (budget 1), autre page restée en cache ${varnish.otherPageHits}/${varnish.publishes}`,
  ].join('\n');
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  console.log(platformSection(await measurePlatform()));
}
