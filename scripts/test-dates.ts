/**
 * `npm run test:dates` (opt-in, not part of `npm test`): the date journeys of the browser suite —
 * booking and click-and-collect, tagged `@dates` — at every instant of tests/support/paris-instants.ts,
 * one run per instant. Each run has the whole process tree under faketime (the page server, the demo
 * APIs, Chromium: every clock of the machine says that instant), and the journeys fix the browser's
 * and the demo API's clocks at it (`E2E_NOW`, tests/e2e/support/clock.ts). Desktop width only: the
 * dates, not the layout, are the subject. About 1.5 minutes an instant on 2 cores.
 *
 *   npm run test:dates                       # build, then every instant
 *   npm run test:dates -- "31 December 23:30"  # build, then the instants named
 *
 * Needs faketime (Debian package `faketime`): installed when missing and root, else named.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PARIS_INSTANTS } from '../tests/support/paris-instants';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FAKETIME = '/usr/bin/faketime';

function ensureFaketime(): void {
  if (existsSync(FAKETIME)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('faketime is missing. Install it with:  sudo apt-get update && sudo apt-get install -y faketime');
    process.exit(1);
  }
  console.log('Installing faketime (apt-get)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime', { stdio: 'inherit' });
}

/** faketime's start-at form of an instant: UTC wall-clock time, read by faketime under TZ=UTC. */
function faketimeStart(iso: string): string {
  return `@${new Date(iso).toISOString().slice(0, 19).replace('T', ' ')}`;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env }).status === 0;
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !PARIS_INSTANTS.some((instant) => instant.name === name));
if (unknown.length > 0) {
  console.error(`Unknown instants: ${unknown.join(', ')}. Known: ${PARIS_INSTANTS.map((i) => `"${i.name}"`).join(', ')}`);
  process.exit(1);
}
const instants = wanted.length > 0 ? PARIS_INSTANTS.filter((instant) => wanted.includes(instant.name)) : PARIS_INSTANTS;

ensureFaketime();
if (!run('node', ['scripts/ensure-chromium.mjs'])) process.exit(1);
if (!run('npm', ['run', 'gen']) || !run('npm', ['run', 'build:app'])) process.exit(1);

const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const instant of instants) {
  console.log(`\n── ${instant.name} (${instant.iso}) ──`);
  const started = performance.now();
  const ok = run(
    FAKETIME,
    [
      '-f',
      faketimeStart(instant.iso),
      'npx',
      'playwright',
      'test',
      'booking.spec.ts',
      'checkout.spec.ts',
      '--grep',
      '@dates',
      '--project=desktop',
      '--workers=1',
    ],
    { ...process.env, TZ: 'UTC', E2E_NOW: instant.name },
  );
  results.push({ name: instant.name, ok, seconds: Math.round((performance.now() - started) / 1000) });
}

console.log('\nDate journeys:');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
