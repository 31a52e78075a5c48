// @vitest-environment node
/**
 * A change event received by one worker of a cluster reaches every worker (issue 34): the primary
 * relays it (scripts/lib/cluster.ts). Run as a real two-worker cluster (tests/support/cluster-relay-server.ts)
 * on this helper's port (E2E_PORT + 12).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.E2E_PORT ?? 4540) + 12;
const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/cluster-relay-server.ts'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ready = new Promise<void>((resolve) => child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve()));
afterAll(() => {
  child.kill('SIGTERM');
});

it('relays a change event from the worker that received it to the other worker', async () => {
  await ready;
  const answer = async (init?: RequestInit, query = '') =>
    (await (await fetch(`http://127.0.0.1:${PORT}/${query}`, init)).json()) as { pid: number; seen: string[] };
  const receiver = await answer({ method: 'POST' }, 'relay?id=msg_1');
  expect(receiver.seen).toEqual(['msg_1']);
  // Round robin: ask until the other worker answers with the event (the relay takes a moment).
  let other = await answer();
  for (let tries = 0; tries < 50 && (other.pid === receiver.pid || other.seen.length === 0); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    other = await answer();
  }
  expect(other.pid).not.toBe(receiver.pid);
  expect(other.seen).toEqual(['msg_1']);
}, 30_000);
