/**
 * Where an interaction's time goes (issue 37): `npx tsx bench/profile.ts 51-contact-typing [--readable]`
 * runs one interaction of bench/interactions.ts as the bench does (390 px touch phone, CPU slowed 4×),
 * with Chromium's CPU profiler on during the interaction, prints the functions with the most self
 * time and their callers, and writes the profile to bench/.tmp/profiles/<id>.cpuprofile (open it in
 * Chrome DevTools' Performance panel). `--readable` profiles a build of the same code without
 * minification (bench/.tmp/profile-dist, ≈ 1 minute), so that functions keep their names (its CSS
 * stays minified: the server's renderer, dist/server, links the stylesheets by their hashed names); otherwise
 * dist/ as it is (`npm run build:app` first). `--trace` records a Performance trace instead (CDP
 * `Tracing`, the events of DevTools' Performance panel: script, GC, style, layout, paint), writes it to
 * bench/.tmp/profiles/<id>.trace.json (open it in the Performance panel) and prints each main-thread
 * task from the tap to its first painted frame with its self time per event (bench/lib/trace-summary.ts).
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { startServer } from '../scripts/serve';
import { BENCH_INTERACTIONS } from './interactions';
import { CHROME_ARGS, CHROME_PATH } from './lib/chrome';
import { interactionUrl, runInteraction, type AroundInteraction } from './lib/interactions';
import { summarizeTap, type TraceEvent } from './lib/trace-summary';
import { ANALYTICS_ENV } from '../tests/e2e/support/analytics-stubs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

function frameName(node: ProfileNode): string {
  const file = node.callFrame.url.split('/').pop() || '(native)';
  return `${node.callFrame.functionName || '(anonyme)'} ${file}:${node.callFrame.lineNumber + 1}`;
}

/** Self time per function (ms), with the heaviest caller of each. */
function selfTimes(profile: Profile): Array<{ name: string; ms: number; caller: string }> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const time = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i += 1) {
    const id = samples[i] ?? 0;
    time.set(id, (time.get(id) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  const totals = new Map<string, { ms: number; callers: Map<string, number> }>();
  for (const [id, ms] of time) {
    const node = byId.get(id);
    if (!node || ['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) continue;
    const name = frameName(node);
    const entry = totals.get(name) ?? { ms: 0, callers: new Map<string, number>() };
    entry.ms += ms;
    const up = byId.get(parent.get(id) ?? -1);
    const caller = up ? frameName(up) : '';
    entry.callers.set(caller, (entry.callers.get(caller) ?? 0) + ms);
    totals.set(name, entry);
  }
  return [...totals.entries()]
    .map(([name, { ms, callers }]) => ({ name, ms, caller: [...callers.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '' }))
    .sort((a, b) => b.ms - a.ms);
}

/** The trace categories of DevTools' Performance panel (with the GC's own events). */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'disabled-by-default-v8.gc',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'latencyInfo',
].join(',');

/** A Performance trace around the interaction; `events` holds it once stopped. */
function tracing(): AroundInteraction & { events: TraceEvent[] } {
  const events: TraceEvent[] = [];
  return {
    events,
    async start(cdp) {
      cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
      await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
    },
    async stop(cdp) {
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await complete;
    },
  };
}

function printTrace(id: string, events: TraceEvent[]): void {
  const dir = path.join(ROOT, 'bench', '.tmp', 'profiles');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${id}.trace.json`), JSON.stringify({ traceEvents: events }));
  const summary = summarizeTap(events);
  if (!summary) return console.log('aucun événement d’entrée dans la trace');
  console.log(`du premier événement d’entrée à la fin du premier Paint qui suit le dernier : ${summary.toPaintMs.toFixed(1)} ms`);
  console.log(`entrées : ${summary.inputs.join(', ')}`);
  for (const task of summary.tasks) {
    console.log(`tâche à +${task.at.toFixed(1)} ms, ${task.ms.toFixed(1)} ms : ${task.self.map((s) => `${s.name} ${s.ms.toFixed(1)}`).join(' · ')}`);
  }
  console.log('temps propre sur la fenêtre :');
  for (const row of summary.total.slice(0, 25)) console.log(`${row.ms.toFixed(1).padStart(7)} ms  ${row.name}`);
}

async function main(): Promise<void> {
  const id = process.argv[2];
  const interaction = BENCH_INTERACTIONS.find((i) => i.id === id);
  if (!interaction) throw new Error(`usage : npx tsx bench/profile.ts <${BENCH_INTERACTIONS.map((i) => i.id).join('|')}> [--readable] [--trace]`);
  let distDir = path.join(ROOT, 'dist');
  if (process.argv.includes('--readable')) {
    distDir = path.join(ROOT, 'bench', '.tmp', 'profile-dist');
    await build({
      configFile: path.join(ROOT, 'vite.config.ts'),
      logLevel: 'error',
      build: { minify: false, cssMinify: true, outDir: distDir, emptyOutDir: true },
    });
    cpSync(path.join(ROOT, 'dist', 'server'), path.join(distDir, 'server'), { recursive: true });
  }
  const env = { ...process.env, LOG: 'off', DEMO_STATE_DIR: 'memory', ...(interaction.analytics ? { SITE_ID: '51', ...ANALYTICS_ENV } : {}) };
  const server = await startServer({ port: 0, noBuild: true, distDir, env });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_ARGS] });
  try {
    let profile: Profile | null = null;
    const url = interactionUrl(server.url, interaction.path, interaction.host);
    if (process.argv.includes('--trace')) {
      const trace = tracing();
      const measured = await runInteraction(browser, url, interaction, trace);
      console.log(`${interaction.id} : ${measured.ms} ms (${measured.worst ?? 'aucune entrée ≥ 16 ms'})`);
      printTrace(interaction.id, trace.events);
      return;
    }
    const measured = await runInteraction(browser, url, interaction, {
      async start(cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
      },
      async stop(cdp) {
        profile = (await cdp.send('Profiler.stop')).profile as unknown as Profile;
      },
    });
    console.log(`${interaction.id} : ${measured.ms} ms (${measured.worst ?? 'aucune entrée ≥ 16 ms'})`);
    if (!profile) return;
    const dir = path.join(ROOT, 'bench', '.tmp', 'profiles');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${interaction.id}.cpuprofile`), JSON.stringify(profile));
    const rows = selfTimes(profile);
    const total = rows.reduce((sum, r) => sum + r.ms, 0);
    console.log(`temps propre total (hors inactivité) : ${total.toFixed(1)} ms, CPU ralenti 4×`);
    for (const row of rows.slice(0, 30)) console.log(`${row.ms.toFixed(1).padStart(7)} ms  ${row.name}  ← ${row.caller}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
