/**
 * Debian's Varnish in front of Vitrine (issue 34): find or install it, and run it in the foreground
 * with deploy/varnish/vitrine.vcl pointed at the app's port. Used by `npm run start:cdn`
 * (scripts/start-cdn.ts), its test (scripts/lib/varnish.test.ts) and the bench.
 */
import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shipped VCL. */
export const VCL_FILE = fileURLToPath(new URL('../../deploy/varnish/vitrine.vcl', import.meta.url));

const CANDIDATES = ['/usr/sbin/varnishd', '/usr/bin/varnishd', '/usr/local/sbin/varnishd'];

/** The varnishd binary (with the xkey vmod of varnish-modules beside it), or null. */
export function findVarnishd(): string | null {
  const found = CANDIDATES.find((file) => existsSync(file));
  if (!found) return null;
  try {
    // The VCL imports xkey: compile it once to know varnish-modules is there too.
    const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-vcc-'));
    // Run as root, varnishd's compiler drops to its own user: it must write there.
    chmodSync(dir, 0o777);
    try {
      execFileSync(found, ['-C', '-n', dir, '-f', VCL_FILE], { stdio: 'ignore' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return found;
  } catch {
    return null;
  }
}

/**
 * varnishd, installed with apt when missing and we are root (as scripts/ensure-chromium.mjs does for
 * Chromium); otherwise null and `why` says what to install.
 */
export function ensureVarnishd(log: (line: string) => void = (line) => console.error(line)): { varnishd: string | null; why: string } {
  const found = findVarnishd();
  if (found) return { varnishd: found, why: '' };
  const how = 'apt-get update && apt-get install -y varnish varnish-modules';
  if (typeof process.getuid !== 'function' || process.getuid() !== 0)
    return { varnishd: null, why: `Varnish 7 with varnish-modules (xkey) is missing: sudo ${how}` };
  log('Installing Debian Varnish and varnish-modules (apt-get)…');
  try {
    execSync(`${how.replace('apt-get update', 'apt-get update -qq')} -qq`, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    return { varnishd: null, why: `apt-get could not install Varnish: ${how}` };
  }
  const installed = findVarnishd();
  return installed ? { varnishd: installed, why: '' } : { varnishd: null, why: `apt-get finished but varnishd (with xkey) is still missing: ${how}` };
}

/** Options of {@link startVarnish}. */
export interface VarnishOptions {
  varnishd: string;
  /** Where Varnish listens (127.0.0.1). */
  port: number;
  /** The app's port (127.0.0.1). */
  backendPort: number;
  /** Cache memory (default 256m). */
  memory?: string;
}

/** A running Varnish. */
export interface RunningVarnish {
  url: string;
  child: ChildProcess;
  /** Stop it and remove its working folder. */
  stop(): Promise<void>;
}

/** The shipped VCL with the backend's port in place. */
export function vclFor(backendPort: number): string {
  return readFileSync(VCL_FILE, 'utf8').replace(/(\.port = ")\d+(";)/, `$1${backendPort}$2`);
}

/** Run varnishd in the foreground (`-F`) until `stop()`; resolves once it accepts connections. */
export async function startVarnish({ varnishd, port, backendPort, memory = '256m' }: VarnishOptions): Promise<RunningVarnish> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-varnish-'));
  // Run as root, varnishd's worker drops to its own user: it must read the folder.
  chmodSync(dir, 0o755);
  const vcl = path.join(dir, 'vitrine.vcl');
  writeFileSync(vcl, vclFor(backendPort));
  chmodSync(vcl, 0o644);
  const child = spawn(varnishd, ['-F', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-f', vcl, '-s', `malloc,${memory}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`varnishd stopped at start:\n${output}`);
    }
    try {
      await fetch(`${url}/__vitrine/varnish-ready`, { method: 'HEAD', signal: AbortSignal.timeout(1_000) });
      return { url, child, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`varnishd did not listen on ${url} within 15 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
