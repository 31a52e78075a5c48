// @vitest-environment node
/**
 * Cluster mode of `scripts/serve.ts` (WORKERS=2), run as an operator runs it: the script in its own
 * process, its request log read from stdout. Both workers answer (their pids in the log lines), they
 * share the primary's demo API, a worker that dies is replaced, SIGTERM lets a request in flight end
 * and exits 0; workers that die before listening make the primary give up with exit code 1.
 * Static mode over a one-file build of the test's own (`index.html`): no build needed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

let running: ChildProcess | null = null;
afterEach(() => {
  if (running?.exitCode === null) running.kill('SIGKILL');
  running = null;
});

function start(env: NodeJS.ProcessEnv): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SERVE_STATIC: '1', WORKERS: '2', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running = child;
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function until<T>(what: string, probe: () => T | undefined | null, started: Started): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = probe();
    if (value) return value;
    if (started.child.exitCode !== null) throw new Error(`exited (${started.child.exitCode}) before ${what}:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${what}:\n${started.output()}`);
}

/** GET on a fresh connection (the primary hands connections out in turn, not requests). */
function get(url: string, headers: Record<string, string> = {}, onConnect?: () => void): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { Connection: 'close', ...headers } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    if (onConnect) request.on('socket', (socket) => socket.once('connect', onConnect));
  });
}

/** The pids named by the request log lines for `path`. */
function pidsServing(output: string, pathname: string): Set<number> {
  const pids = new Set<number>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { type?: string; path?: string; pid?: number };
    if (entry.type === 'request' && entry.path === pathname && typeof entry.pid === 'number') pids.add(entry.pid);
  }
  return pids;
}

function staticBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-cluster-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Vitrine</title></head><body><div id="root"></div></body></html>');
  return dir;
}

describe('serve.ts with WORKERS=2', () => {
  it('answers from both workers, shares one demo API, replaces a dead worker, drains on SIGTERM and exits 0', { timeout: 120_000 }, async () => {
    const server = start({ DIST_DIR: staticBuild(), DEMO_LATENCY_MS: '1500' });
    const base = await until('the readiness line', () => /Vitrine : (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1], server);
    expect(server.output()).toContain('2 processus');

    for (let i = 0; i < 8; i++) expect((await get(`${base}/healthz`)).status).toBe(200);
    const first = await until(
      'lines from both workers',
      () => (pidsServing(server.output(), '/healthz').size === 2 ? pidsServing(server.output(), '/healthz') : null),
      server,
    );
    expect(first.has(server.child.pid ?? -1)).toBe(false);

    // The demo API answers through either worker (it runs once, in the primary).
    for (let i = 0; i < 2; i++) {
      const info = await get(`${base}/api/site/info`, { idSite: '51' });
      expect(info.status).toBe(200);
      expect(JSON.parse(info.body)).toMatchObject({ success: true });
    }

    // A worker killed outright is replaced: a new pid serves beside the survivor.
    const [victim] = first;
    process.kill(victim!, 'SIGKILL');
    await until('a replacement worker', () => /remplacé/.test(server.output()) || null, server);
    const replaced = await until(
      'an answer from the replacement',
      () => {
        void get(`${base}/healthz`).catch(() => undefined);
        const pids = pidsServing(server.output(), '/healthz');
        return [...pids].some((pid) => !first.has(pid)) ? pids : null;
      },
      server,
    );
    expect(replaced.has(server.child.pid ?? -1)).toBe(false);

    // SIGTERM while a call is in flight (the demo API takes 1.5 s): it is answered, then exit 0.
    let connected!: () => void;
    const onConnect = new Promise<void>((resolve) => (connected = resolve));
    const inFlight = get(`${base}/api/site/info`, { idSite: '52' }, connected);
    await onConnect;
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await server.exited).toBe(0);
  });

  it('gives up with exit code 1 when workers die before they listen', { timeout: 120_000 }, async () => {
    const server = start({ DIST_DIR: path.join(tmpdir(), 'vitrine-no-such-build') });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('abandon');
    expect(server.output()).not.toContain('Vitrine : http');
  });
});
