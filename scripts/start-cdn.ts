/**
 * `npm run start:cdn`: Vitrine with a real CDN in front (issue 34) — Debian's Varnish 7 with
 * deploy/varnish/vitrine.vcl on `CDN_PORT` (default 8080), in front of `npm start` on `PORT` (default
 * 4173). Varnish is installed with apt when missing and we are root (as the tests install Chromium).
 * The app is told where to purge (`CDN_PURGE_URL`, default this Varnish). Ctrl-C (or SIGTERM) stops
 * both; if either stops, so does the other. docs/platform.md.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureVarnishd, startVarnish } from './lib/varnish';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const cdnPort = Number(process.env.CDN_PORT ?? 8080);
for (const [name, value] of [
  ['PORT', port],
  ['CDN_PORT', cdnPort],
] as const) {
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    console.error(`${name} doit être un numéro de port (1–65535).`);
    process.exit(1);
  }
}

const { varnishd, why } = ensureVarnishd();
if (!varnishd) {
  console.error(why);
  process.exit(1);
}

const app = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), CDN_PURGE_URL: process.env.CDN_PURGE_URL ?? `http://127.0.0.1:${cdnPort}/` },
  stdio: 'inherit',
});
const appExit = new Promise<number>((resolve) => app.once('exit', (code) => resolve(code ?? 1)));

// The app may build first (a fresh clone): wait for its health, as long as it runs.
const ready = async (): Promise<boolean> => {
  for (;;) {
    if (app.exitCode !== null) return false;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1_000) })).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
if (!(await ready())) process.exit(await appExit);

const varnish = await startVarnish({ varnishd, port: cdnPort, backendPort: port }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  app.kill('SIGTERM');
  return null;
});
if (!varnish) process.exit((await appExit) || 1);
console.log(`Vitrine derrière Varnish : http://127.0.0.1:${cdnPort}/ (application : http://127.0.0.1:${port}/)`);

let stopping = false;
const stop = async (code: number): Promise<never> => {
  if (!stopping) {
    stopping = true;
    await varnish.stop();
    if (app.exitCode === null) app.kill('SIGTERM');
  }
  const appCode = await appExit;
  process.exit(code || appCode);
};
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));
varnish.child.once('exit', () => void stop(1));
void appExit.then((code) => stop(code));
