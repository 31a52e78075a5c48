/**
 * Server rendering under load (issue 21): pages per second and latency p50/p99 of the Node server
 * with `wrk -t2 -c10` (10 concurrent clients, no cache in front), both tenants, the demo API in a
 * separate process as a real API would be; then the server's memory over many requests (it must
 * stay flat: no long-lived window or cache growing). Each process is its own: the server runs with
 * its production settings, not inside the bench's process.
 *
 * Four settings, one after the other: production on this machine (`WORKERS=auto`: one server
 * process per core, scripts/lib/cluster.ts; the renderer's API answer cache on, as by default:
 * src/api/answer-cache.ts; the `ssr-load-*` budgets apply to it), the same with the API answer cache
 * off (`API_CACHE_ENTRIES=0`: every page calls the API for everything), one process (`WORKERS=1`,
 * what one core gives), and production with the page cache on (`PAGE_CACHE_ENTRIES`,
 * scripts/lib/page-cache.ts: what a cache in front would give; the goal is measured without it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO_TENANTS } from '../../src/app/server/tenants';

/** One load run: one page of one tenant. */
export interface LoadRun {
  site: number;
  host: string;
  path: string;
  requests: number;
  perSecond: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  /** Answers other than 2xx/3xx (must be 0). */
  errors: number;
}

/** What the section reports. */
export interface ServerLoadReport {
  seconds: number;
  /** Server processes of the production setting (`WORKERS=auto` on this machine). */
  workers: number;
  /** Production setting, no cache: what the budgets read. */
  runs: LoadRun[];
  /** Production setting with the renderer's API answer cache off (`API_CACHE_ENTRIES=0`). */
  apiCacheOff: LoadRun[];
  /** One process (`WORKERS=1`), no page cache. */
  singleProcess: LoadRun[];
  /** Production setting with the page cache on. */
  pageCache: LoadRun[];
  /** RSS of all the server's processes, production setting; `processes`: each one's (the primary first). */
  memory: {
    requests: number;
    rssAfterWarmupMb: number;
    rssEndMb: number;
    growthMb: number;
    processes: { pid: number; rssAfterWarmupMb: number; rssEndMb: number }[];
  } | null;
  error?: string;
}

/** The pages measured: each tenant's home and a content page. */
export const LOAD_TARGETS = [
  { site: 51, host: '127.0.0.1', path: '/' },
  { site: 51, host: '127.0.0.1', path: '/qui-suis-je' },
  { site: 52, host: 'vins.localhost', path: '/' },
  { site: 52, host: 'vins.localhost', path: '/boutique' },
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`${what} s’est arrêté (code ${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${what} ne répond pas sur ${url}`);
}

/** Resolves once the server prints its readiness line (a cluster: once every worker listens); its log is then dropped. */
function announced(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (!text.includes('Vitrine : http')) return;
      child.stdout?.off('data', onData);
      child.stdout?.resume();
      resolve();
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`le serveur s’est arrêté (code ${code})`)));
  });
}

/** wrk's duration ("812.35us", "12.01ms", "1.20s") in ms. */
function durationMs(text: string | undefined): number | null {
  const match = text ? /^([\d.]+)(us|ms|s|m)$/.exec(text) : null;
  if (!match) return null;
  const value = Number(match[1]);
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Math.round(value * factor * 10) / 10;
}

/** Run wrk against `url` with a Host header; returns its figures. */
function wrk(url: string, host: string, port: number, seconds: number): Omit<LoadRun, 'site' | 'host' | 'path'> {
  const result = spawnSync('wrk', ['-t2', '-c10', `-d${seconds}s`, '--latency', '-H', `Host: ${host}:${port}`, url], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`wrk : ${result.stderr || result.error?.message}`);
  const out = result.stdout;
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const errors = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) + Number(/Socket errors:.*?timeout (\d+)/.exec(out)?.[1] ?? 0);
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  return {
    requests,
    perSecond: Number.isFinite(perSecond) ? perSecond : null,
    p50Ms: durationMs(/\s50%\s+(\S+)/.exec(out)?.[1]),
    p99Ms: durationMs(/\s99%\s+(\S+)/.exec(out)?.[1]),
    errors,
  };
}

/** A process and all its descendants (a cluster's primary, its workers and whatever they start), from /proc. */
function processTree(pid: number): number[] {
  const children = (each: number): number[] => {
    try {
      // Every thread's list: a child forked from another thread than the main one is listed there.
      return readdirSync(`/proc/${each}/task`).flatMap((task) =>
        readFileSync(`/proc/${each}/task/${task}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number),
      );
    } catch {
      return []; // ended meanwhile
    }
  };
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...children(tree[i]!));
  return tree;
}

/** RSS of each process of the tree rooted at `pid` (a cluster's primary and its workers), MB by pid. */
function rssByProcess(pid: number): Map<number, number> {
  const rss = new Map<number, number>();
  for (const each of processTree(pid)) {
    try {
      rss.set(each, Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${each}/status`, 'utf8'))?.[1] ?? 0) / 1024);
    } catch {
      // a process that ended meanwhile
    }
  }
  return rss;
}

const mb = (value: number) => Math.round(value * 10) / 10;

function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Start the demo API and the server (two processes), load each target, then measure memory.
 * @param root the repository (its `dist/` must hold a server build)
 * @param memoryRequests requests sent to the home page between the two memory readings
 */
export async function measureServerLoad(
  root: string,
  { seconds = 10, memoryRequests = 20_000 } = {},
  log: (line: string) => void = () => {},
): Promise<ServerLoadReport> {
  const workers = os.availableParallelism();
  const report: ServerLoadReport = { seconds, workers, runs: [], apiCacheOff: [], singleProcess: [], pageCache: [], memory: null };
  if (spawnSync('wrk', ['--version']).error) return { ...report, error: 'wrk absent (apt-get install -y wrk)' };
  let api: ChildProcess | null = null;
  let server: ChildProcess | null = null;
  try {
    const [apiPort, port] = [await freePort(), await freePort()];
    const tsx = ['--import', 'tsx'];
    api = spawn(process.execPath, [...tsx, 'fixtures/server/main.ts'], { cwd: root, env: { ...process.env, PORT: String(apiPort) }, stdio: 'ignore' });
    await waitFor(`http://127.0.0.1:${apiPort}/`, api, 'l’API de démonstration');
    // The demo's tenants, their API in the other process (as a real deployment's would be).
    const tenants = DEMO_TENANTS.map((tenant) => ({ ...tenant, apiUrl: `http://127.0.0.1:${apiPort}` }));
    const baseEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SERVE_NO_BUILD: '1', TENANTS: JSON.stringify(tenants) };
    for (const name of ['NODE_ENV', 'SITE_ID', 'API_URL', 'API_ORIGIN', 'TENANTS_FILE', 'PAGE_CACHE_ENTRIES', 'API_CACHE_ENTRIES', 'WEB_CONCURRENCY'])
      delete baseEnv[name];
    const base = `http://127.0.0.1:${port}`;
    const settings = [
      { label: `${workers} processus`, env: { WORKERS: 'auto' }, runs: report.runs, memory: true },
      {
        label: `${workers} processus, sans cache des réponses de l’API`,
        env: { WORKERS: 'auto', API_CACHE_ENTRIES: '0' },
        runs: report.apiCacheOff,
        memory: false,
      },
      { label: '1 processus', env: { WORKERS: '1' }, runs: report.singleProcess, memory: false },
      { label: `${workers} processus, cache de pages`, env: { WORKERS: 'auto', PAGE_CACHE_ENTRIES: '1000' }, runs: report.pageCache, memory: false },
    ];
    for (const setting of settings) {
      server = spawn(process.execPath, [...tsx, path.join('scripts', 'serve.ts')], {
        cwd: root,
        env: { ...baseEnv, ...setting.env },
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      await announced(server);
      await waitFor(`${base}/robots.txt`, server, 'le serveur');
      log(`  ${setting.label} :`);
      for (const target of LOAD_TARGETS) {
        wrk(`${base}${target.path}`, target.host, port, 2); // warm-up
        const run = { ...target, ...wrk(`${base}${target.path}`, target.host, port, seconds) };
        log(`    site ${run.site} ${run.path} : ${run.perSecond} pages/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms`);
        setting.runs.push(run);
      }
      if (setting.memory && memoryRequests > 0 && server.pid) {
        const before = rssByProcess(server.pid);
        let sent = 0;
        while (sent < memoryRequests) {
          const run = wrk(`${base}/`, '127.0.0.1', port, 10);
          if (run.requests === 0) throw new Error('aucune réponse pendant la mesure de mémoire');
          sent += run.requests;
        }
        const after = rssByProcess(server.pid);
        const sum = (rss: Map<number, number>) => [...rss.values()].reduce((total, each) => total + each, 0);
        const [rssAfterWarmupMb, rssEndMb] = [mb(sum(before)), mb(sum(after))];
        const processes = [...new Set([...before.keys(), ...after.keys()])].map((pid) => ({
          pid,
          rssAfterWarmupMb: mb(before.get(pid) ?? 0),
          rssEndMb: mb(after.get(pid) ?? 0),
        }));
        report.memory = { requests: sent, rssAfterWarmupMb, rssEndMb, growthMb: mb(rssEndMb - rssAfterWarmupMb), processes };
        log(
          `  mémoire : ${rssAfterWarmupMb} Mo → ${rssEndMb} Mo après ${sent} requêtes (${processes.map((p) => `${p.rssAfterWarmupMb} → ${p.rssEndMb}`).join(', ')})`,
        );
      }
      await stop(server);
      server = null;
    }
  } catch (error) {
    report.error = error instanceof Error ? error.message : String(error);
  } finally {
    await stop(server);
    await stop(api);
  }
  return report;
}

/** The report as Markdown. */
export function serverLoadSection(report: ServerLoadReport): string {
  const rows = (label: string, runs: readonly LoadRun[]) =>
    runs.map((r) => `| ${label} | ${r.site} | \`${r.path}\` | ${r.perSecond ?? '—'} | ${r.p50Ms ?? '—'} ms | ${r.p99Ms ?? '—'} ms | ${r.errors} |`);
  const lines = [
    `\`wrk -t2 -c10 -d${report.seconds}s\`, API de démonstration dans un processus à part, sans cache devant. Production : \`WORKERS=auto\` (${report.workers} processus sur cette machine, cache des réponses publiques de l’API en marche comme par défaut ; les budgets s’y appliquent) ; la même sans ce cache (\`API_CACHE_ENTRIES=0\`) ; une ligne à 1 processus ; une ligne avec le cache de pages (\`PAGE_CACHE_ENTRIES\`, hors objectif).`,
    '',
    '| Réglage | Site | Page | Pages/s | p50 | p99 | Erreurs |',
    '|---|---|---|---|---|---|---|',
    ...rows(`${report.workers} processus`, report.runs),
    ...rows(`${report.workers} processus, sans cache API`, report.apiCacheOff),
    ...rows('1 processus', report.singleProcess),
    ...rows(`${report.workers} processus + cache`, report.pageCache),
  ];
  if (report.memory)
    lines.push(
      '',
      `Mémoire du serveur (RSS, tous ses processus) : ${report.memory.rssAfterWarmupMb} Mo après mise en route, ${report.memory.rssEndMb} Mo après ${report.memory.requests} requêtes (${report.memory.growthMb >= 0 ? '+' : ''}${report.memory.growthMb} Mo) ; par processus, le primaire d’abord : ${report.memory.processes.map((p) => `${p.rssAfterWarmupMb} → ${p.rssEndMb} Mo`).join(', ')}.`,
    );
  if (report.error) lines.push('', `Erreur : ${report.error}`);
  return lines.join('\n');
}
