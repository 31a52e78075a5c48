/**
 * `npm test`: every check of the project, in the order that takes least wall time on a small machine.
 *
 * 1. `npm run gen` once (everything below reads what it writes).
 * 2. At the same time: the type check, ESLint, Prettier, and the builds (client, then the Node server
 *    and the edge worker side by side, both reading the client's manifest; then check:bundle). tsc,
 *    ESLint and Prettier each use one core: run one after another they left the other core idle.
 * 3. Vitest (its own workers fill both cores).
 * 4. Playwright, over the builds of step 2.
 *
 * A phase starts only when every step of the one before has passed; the steps of a phase that fails
 * all finish, so one run names every failure. The output of parallel steps is printed whole when each
 * ends (not interleaved); the last two phases print as they go. Each step's wall time is printed, and
 * a summary at the end.
 *
 *   npx tsx scripts/test-all.ts
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One command, or commands run one after another (`then`), or side by side (`together`). */
type Step = { name: string; run: string } | { name: string; then: Step[] } | { name: string; together: Step[] };

const PHASES: { steps: Step[]; live: boolean }[] = [
  { steps: [{ name: 'gen', run: 'tsx scripts/gen.ts' }], live: true },
  {
    live: false,
    steps: [
      { name: 'typecheck', run: 'tsc -p tsconfig.json --noEmit' },
      { name: 'eslint', run: 'eslint --max-warnings=0 .' },
      { name: 'prettier', run: 'prettier --check .' },
      {
        name: 'builds',
        then: [
          { name: 'build client', run: 'vite build' },
          {
            name: 'build server + edge',
            together: [
              { name: 'build server', run: 'vite build --ssr src/app/entry-server.tsx --outDir dist/server' },
              { name: 'build edge', run: 'vite build -c scripts/edge/vite.edge.config.ts' },
            ],
          },
          { name: 'check:bundle', run: 'tsx scripts/check-bundle.ts' },
        ],
      },
    ],
  },
  { steps: [{ name: 'vitest', run: 'vitest run' }], live: true },
  {
    steps: [
      {
        name: 'playwright',
        then: [
          { name: 'chromium', run: 'node scripts/ensure-chromium.mjs' },
          { name: 'playwright', run: 'playwright test' },
        ],
      },
    ],
    live: true,
  },
];

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  output: string;
}

const env = { ...process.env, PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}` };

function runCommand(name: string, command: string, live: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: ROOT, env, shell: true, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const outcome = { name, ok: code === 0, seconds: (performance.now() - started) / 1000, output };
      if (!live) process.stdout.write(`\n── ${name} (${command}) ──\n${output}`);
      process.stdout.write(`${outcome.ok ? '✓' : '✗'} ${name}: ${outcome.seconds.toFixed(1)} s\n`);
      resolve(outcome);
    });
  });
}

/** Run a step; every command's outcome lands in `outcomes`. Resolves false when one failed. */
async function runStep(step: Step, live: boolean, outcomes: Outcome[]): Promise<boolean> {
  if ('run' in step) {
    const outcome = await runCommand(step.name, step.run, live);
    outcomes.push(outcome);
    return outcome.ok;
  }
  if ('then' in step) {
    for (const inner of step.then) if (!(await runStep(inner, live, outcomes))) return false;
    return true;
  }
  const results = await Promise.all(step.together.map((inner) => runStep(inner, live, outcomes)));
  return results.every(Boolean);
}

async function main(): Promise<void> {
  const started = performance.now();
  const outcomes: Outcome[] = [];
  let ok = true;
  for (const phase of PHASES) {
    const results = await Promise.all(phase.steps.map((step) => runStep(step, phase.live, outcomes)));
    if (!results.every(Boolean)) {
      ok = false;
      break;
    }
  }
  const total = (performance.now() - started) / 1000;
  process.stdout.write(`\n${outcomes.map((o) => `${o.ok ? '✓' : '✗'} ${o.name.padEnd(14)} ${o.seconds.toFixed(1).padStart(6)} s`).join('\n')}\n`);
  process.stdout.write(`${ok ? 'All checks passed' : 'FAILED'} in ${total.toFixed(1)} s\n`);
  process.exit(ok ? 0 : 1);
}

await main();
