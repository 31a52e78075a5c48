/**
 * `npm run start:edge`: serve the edge build (dist/edge/worker.js, `npm run build:edge`) on workerd,
 * Cloudflare Workers' open-source runtime, driven by its own config file (wrangler and miniflare need
 * Node 22). Same settings as `npm start`: PORT, HOST, DIRECTORY_URL, TENANTS or TENANTS_FILE, else
 * SITE_ID / API_URL and the per-site settings; with none, the demo API's directory (sites 51 and 52);
 * EVENTS_SECRET and CDN_PURGE_URL (change events, docs/platform.md).
 *
 * The API: sites whose `apiUrl` is on the app host (`/api`, the demo) reach `API_ORIGIN`; without it,
 * this script starts the demo API beside workerd, on Node, on PORT + 1 (DEMO_API_PORT overrides),
 * with the demo settings of `npm start` (DEMO_DATA_DIR, DEMO_LATENCY_MS, DEMO_FAULTS,
 * DEMO_TEST_SURFACE), sending its changes to the worker's `POST /__vitrine/events`, signed with
 * EVENTS_SECRET or a secret of the run's own.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoApi } from '../../fixtures/server/main';
import { readTenantTable } from '../lib/tenant-settings';
import { EVENTS_PATH } from '../../src/app/server/change-events';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A Cap'n Proto text literal. */
const capnpString = (value: string) => JSON.stringify(value);

/** workerd's configuration: the worker, the built files as a disk service, outbound network. */
export function workerdConfig(options: { address: string; dist: string; bindings: Record<string, string> }): string {
  const bindings = Object.entries(options.bindings).map(([name, value]) => `(name = ${capnpString(name)}, text = ${capnpString(value)})`);
  return `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "main", worker = .vitrine),
    (name = "assets", disk = (path = ${capnpString(options.dist)}, writable = false)),
    # The API may be on this machine (the demo API) or anywhere.
    (name = "network", network = (allow = ["public", "private", "local"], tlsOptions = (trustBrowserCas = true))),
  ],
  sockets = [(name = "http", address = ${capnpString(options.address)}, http = (), service = "main")],
);

const vitrine :Workerd.Worker = (
  modules = [(name = "worker.js", esModule = embed "worker.js")],
  compatibilityDate = "2025-09-01",
  compatibilityFlags = ["nodejs_compat"],
  globalOutbound = "network",
  bindings = [
    (name = "ASSETS", service = "assets"),
    ${bindings.join(',\n    ')}
  ],
);
`;
}

/** The one settings list of both runtimes (its properties: each setting, with who reads it). */
const serverSettings = JSON.parse(readFileSync(path.join(ROOT, 'schemas/settings/server-settings.schema.json'), 'utf8')) as {
  properties: Record<string, { 'x-runtime'?: string }>;
};

/** The settings the runtime-neutral server code reads: `x-runtime` both in the one list (schemas/settings/server-settings.schema.json). */
export const WORKER_SETTINGS: readonly string[] = Object.entries(serverSettings.properties)
  .filter(([, setting]) => setting['x-runtime'] === 'both')
  .map(([name]) => name);

/**
 * The settings as the worker's text bindings: every setting of the one list that the server code
 * reads on both runtimes (the same as Node's), and a tenants file's text (the worker has no files).
 */
export function workerSettings(env: NodeJS.ProcessEnv): Record<string, string> {
  const bindings: Record<string, string> = {};
  for (const name of WORKER_SETTINGS) {
    const value = env[name];
    if (value) bindings[name] = value;
  }
  if (env.TENANTS_FILE) bindings.TENANTS_FILE_TEXT = readFileSync(env.TENANTS_FILE, 'utf8');
  return bindings;
}

/** Start workerd (and the demo API when needed); resolves once it answers. */
export async function startEdge(env: NodeJS.ProcessEnv = process.env): Promise<{ url: string; close(): Promise<void> }> {
  const dist = path.join(ROOT, 'dist');
  const worker = path.join(dist, 'edge', 'worker.js');
  if (!existsSync(worker)) throw new Error('dist/edge/worker.js is missing: run `npm run build:edge` first.');
  // Same table as Node, validated the same way before workerd starts (a bad table fails here, loudly);
  // none with a directory (DIRECTORY_URL names the sites as they come).
  const tenants = env.DIRECTORY_URL?.trim() ? null : readTenantTable(env);
  const port = Number(env.PORT ?? 4173);
  const host = env.HOST ?? '127.0.0.1';
  const bindings = workerSettings(env);
  let demo: { close(): Promise<void> } | null = null;
  const needsApi = tenants?.tenants.some(({ config }) => !/^https?:\/\//i.test(config.apiUrl)) ?? false;
  // API_ORIGIN, when set, is bound with the other settings; else the demo API starts beside workerd.
  if (!bindings.API_ORIGIN && needsApi) {
    // The demo API tells the worker what its writes change, signed (it runs in another process):
    // with EVENTS_SECRET, or a secret of this run's own.
    const secret = env.EVENTS_SECRET?.trim() || `whsec_${randomBytes(24).toString('base64')}`;
    bindings.EVENTS_SECRET = secret;
    const running = await startDemoApi({
      events: { url: `http://127.0.0.1:${port}${EVENTS_PATH}`, secret },
      port: Number(env.DEMO_API_PORT ?? port + 1),
      host: '127.0.0.1',
      dataDir: env.DEMO_DATA_DIR,
      faults: env.DEMO_FAULTS,
      latencyMs: env.DEMO_LATENCY_MS ? Number(env.DEMO_LATENCY_MS) : undefined,
      testSurface: env.DEMO_TEST_SURFACE === '1',
      log: () => {},
    });
    demo = running;
    bindings.API_ORIGIN = running.url;
  }
  const configFile = path.join(dist, 'edge', 'workerd.capnp');
  mkdirSync(path.dirname(configFile), { recursive: true });
  writeFileSync(configFile, workerdConfig({ address: `${host}:${port}`, dist, bindings }));
  const binary = path.join(ROOT, 'node_modules', '.bin', 'workerd');
  const child = spawn(binary, ['serve', configFile, '--experimental'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://${host}:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`workerd exited (${child.exitCode}) before answering`);
    try {
      await fetch(`${url}/robots.txt`);
      break;
    } catch {
      if (attempt > 200) throw new Error('workerd did not answer within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      await demo?.close();
    },
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const running = await startEdge();
  console.log(`Vitrine sur workerd : ${running.url}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
