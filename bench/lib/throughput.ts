/**
 * Section 3 of the bench: renderer throughput in headless Chromium. Builds the harness
 * (bench/throughput/), serves it on loopback, and for each N renders the same page through Vitrine's
 * PageRenderer and through the plain baseline: warm-up runs first, then timed runs alternating the
 * two (and which one goes first) so drift on a busy machine hits both alike.
 */
import path from 'node:path';
import { build } from 'vite';
import { chromium, type Page } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH } from './chrome';
import { serveDirectory } from './static-server';
import { max, median, min } from './stats';

/** Timings of one implementation at one N (ms). */
export interface TimingSummary {
  median: number | null;
  min: number | null;
  max: number | null;
  runs: number[];
}

/** One N. */
export interface ThroughputResult {
  blocks: number;
  renderer: TimingSummary;
  baseline: TimingSummary;
  /** median(renderer) / median(baseline). */
  ratio: number | null;
  /** Both implementations produced the same DOM (ids from useId aside). */
  sameDom: boolean;
  elements: number;
  difference?: string;
}

/** Section 3's figures. */
export interface ThroughputReport {
  sizes: number[];
  warmup: number;
  runs: number;
  results: ThroughputResult[];
  error?: string;
}

type Kind = 'renderer' | 'baseline';

interface RunResult {
  ms: number;
  elements: number;
}

function isRunResult(value: unknown): value is RunResult {
  return (
    typeof value === 'object' && value !== null && 'ms' in value && typeof value.ms === 'number' && 'elements' in value && typeof value.elements === 'number'
  );
}

async function runOnce(page: Page, kind: Kind, n: number): Promise<RunResult> {
  const result: unknown = await page.evaluate(
    ([k, size]) => {
      const api = window.vitrineBench;
      if (!api) throw new Error('harness not loaded');
      return api.run(k, size);
    },
    [kind, n] as const,
  );
  if (!isRunResult(result)) throw new Error('unexpected harness answer');
  return result;
}

function summary(runs: number[]): TimingSummary {
  return { median: median(runs), min: min(runs), max: max(runs), runs: runs.map((ms) => Math.round(ms * 100) / 100) };
}

/**
 * Build the harness and measure.
 * @param root repository root
 * @param options sizes (N), warm-up runs and timed runs per implementation
 */
export async function measureThroughput(
  root: string,
  options: { sizes: number[]; warmup: number; runs: number },
  log: (line: string) => void,
): Promise<ThroughputReport> {
  const outDir = path.join(root, 'bench', '.tmp', 'throughput');
  await build({ configFile: path.join(root, 'bench', 'vite.throughput.config.ts'), logLevel: 'warn' });
  const server = await serveDirectory(outDir);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_ARGS, '--js-flags=--expose-gc'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(server.url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.vitrineBench?.ready === true, undefined, { timeout: 15_000 });
    await page.evaluate(() => window.vitrineBench?.prepare());
    const results: ThroughputResult[] = [];
    for (const n of options.sizes) {
      const comparison = await page.evaluate((size) => window.vitrineBench?.compare(size), n);
      if (!comparison) throw new Error('harness not loaded');
      for (let i = 0; i < options.warmup; i += 1) {
        await runOnce(page, 'baseline', n);
        await runOnce(page, 'renderer', n);
      }
      const times: Record<Kind, number[]> = { renderer: [], baseline: [] };
      for (let i = 0; i < options.runs; i += 1) {
        const order: Kind[] = i % 2 === 0 ? ['baseline', 'renderer'] : ['renderer', 'baseline'];
        for (const kind of order) times[kind].push((await runOnce(page, kind, n)).ms);
      }
      const renderer = summary(times.renderer);
      const baseline = summary(times.baseline);
      const ratio = renderer.median !== null && baseline.median ? renderer.median / baseline.median : null;
      results.push({
        blocks: n,
        renderer,
        baseline,
        ratio,
        sameDom: comparison.sameDom,
        elements: comparison.rendererElements,
        difference: comparison.difference,
      });
      log(
        `  N=${n}: moteur ${renderer.median?.toFixed(2)} ms, référence ${baseline.median?.toFixed(2)} ms, ratio ${ratio?.toFixed(2)}${comparison.sameDom ? '' : ' (DOM différents !)'}`,
      );
    }
    if (pageErrors.length > 0) log(`  erreurs dans la page du banc : ${pageErrors.slice(0, 3).join(' | ')}`);
    return { sizes: options.sizes, warmup: options.warmup, runs: options.runs, results };
  } catch (error) {
    return { sizes: options.sizes, warmup: options.warmup, runs: options.runs, results: [], error: error instanceof Error ? error.message : String(error) };
  } finally {
    await browser.close();
    await server.close();
  }
}
