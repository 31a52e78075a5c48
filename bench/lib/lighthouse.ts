/**
 * Section 2 of the bench: Lighthouse 12 (node API) on Debian's Chromium, mobile (Lighthouse's default
 * preset: Moto G Power emulation, simulated slow 4G + 4× CPU) and desktop presets, 3 runs each; every
 * figure is the median of its runs. One Chromium serves every run (Lighthouse resets storage and cache
 * for the origin before each one). On mobile, each run of a page can be paired with a run of its
 * physical floor (the same HTML without scripts, `floor-server.ts`) for the LCP ratio budget.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { launch } from 'chrome-launcher';
import { pageUrl, type BenchPage } from '../pages';
import { CHROME_ARGS, CHROME_PATH } from './chrome';
import { median } from './stats';

/** The four categories, as Lighthouse names them. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The metrics the bench reports (ms, except CLS). */
export const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
} as const;

/** Lighthouse presets. */
export type Preset = 'mobile' | 'desktop';

/** One run's figures: scores 0–100, metrics in ms (CLS unitless). */
export interface LighthouseRun {
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  metrics: Record<keyof typeof METRICS, number | null>;
  /** Audits that cost points (score < 1 in a category that counts them), for the closing note. */
  failing: string[];
  /** The LCP element as Lighthouse names it (`selector « text »`), null when not reported. */
  lcpElement: string | null;
  /** Where the LCP time goes (ms, Lighthouse's breakdown of the simulated LCP), null when not reported. */
  lcpPhases: LcpPhases | null;
  /**
   * What blocked the main thread (Lighthouse's `long-tasks` audit: top-level tasks of ≥ 50 ms once
   * simulated on the 4× slower CPU, in start order), with the work each held (its `debugData`:
   * script evaluation, parse/compile, style/layout…, ms).
   */
  longTasks: LongTask[];
  /** Script time per URL (Lighthouse's `bootup-time`: evaluation and parse/compile, ms, ≥ 50 ms in total). */
  bootup: ScriptBootup[];
  /**
   * The SEO category's audits that weigh, as Lighthouse scored them (empty when SEO was not audited): the SEO
   * score can be read again without some of them (`scoreWithout`, a page that is `noindex` on purpose).
   */
  seoAudits?: AuditScore[];
  error?: string;
}

/** One audit of a category: its weight once scored (0 when not applicable) and its score (0–1). */
export interface AuditScore {
  id: string;
  weight: number;
  score: number | null;
}

/**
 * A category's score (0–100) without the audits `exempt`, computed as Lighthouse computes it (the
 * weighted mean of the audits that weigh, null when one of them has no score).
 */
export function scoreWithout(audits: readonly AuditScore[], exempt: readonly string[]): number | null {
  const counted = audits.filter((a) => a.weight > 0 && !exempt.includes(a.id));
  if (counted.some((a) => a.score === null)) return null;
  const weight = counted.reduce((sum, a) => sum + a.weight, 0);
  const sum = counted.reduce((total, a) => total + (a.score ?? 0) * a.weight, 0);
  return Math.round((Math.round((sum / weight || 0) * 100) / 100) * 100);
}

/** One long task of a run (simulated times when the preset simulates, as the TBT is). */
export interface LongTask {
  /** The script it is attributed to (Lighthouse's attributable URL), or `Unattributable`. */
  url: string;
  startTime: number;
  duration: number;
  /** Time by kind of work (Lighthouse task group ids), ms. */
  groups: Record<string, number>;
}

/** One script's main-thread time in a run. */
export interface ScriptBootup {
  url: string;
  total: number;
  scripting: number;
  parseCompile: number;
}

/** Lighthouse's four phases of the LCP, in its order: they add up to the LCP. */
export const LCP_PHASES = ['ttfb', 'loadDelay', 'loadTime', 'renderDelay'] as const;
/** One time (ms) per LCP phase. */
export type LcpPhases = Record<(typeof LCP_PHASES)[number], number>;

/** Medians of a page × preset. */
export interface LighthouseResult extends Omit<LighthouseRun, 'seoAudits'> {
  page: string;
  preset: Preset;
  runs: number;
  /** The SEO audits of each run that succeeded (a score read without some audits is their median). */
  seoAuditRuns?: AuditScore[][];
}

function emptyRun(error: string): LighthouseRun {
  return {
    scores: { 'performance': null, 'accessibility': null, 'best-practices': null, 'seo': null },
    metrics: { lcp: null, tbt: null, cls: null, fcp: null },
    failing: [],
    lcpElement: null,
    lcpPhases: null,
    longTasks: [],
    bootup: [],
    error,
  };
}

const numberOr0 = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The long tasks of a run, in start order (from the audit's debug data, which keeps every one and its breakdown). */
function longTasksOf(lhr: Result): LongTask[] {
  const details = lhr.audits['long-tasks']?.details;
  const debug = details && 'debugData' in details ? details.debugData : undefined;
  if (!debug || typeof debug !== 'object' || !Array.isArray(debug.urls) || !Array.isArray(debug.tasks)) return [];
  const urls = debug.urls as unknown[];
  return (debug.tasks as Record<string, unknown>[])
    .map(({ urlIndex, startTime, duration, ...groups }) => ({
      url: String(urls[numberOr0(urlIndex)] ?? '?'),
      startTime: numberOr0(startTime),
      duration: numberOr0(duration),
      groups: Object.fromEntries(Object.entries(groups).filter((e): e is [string, number] => typeof e[1] === 'number')),
    }))
    .sort((a, b) => a.startTime - b.startTime);
}

/** Script time per URL of a run (`bootup-time`). */
function bootupOf(lhr: Result): ScriptBootup[] {
  const details = lhr.audits['bootup-time']?.details;
  if (details?.type !== 'table') return [];
  return details.items.map((item) => ({
    url: typeof item.url === 'string' ? item.url : '?',
    total: numberOr0(item.total),
    scripting: numberOr0(item.scripting),
    parseCompile: numberOr0(item.scriptParseCompile),
  }));
}

/** The tables of the LCP element audit: the element, then the phases (absent when not computed). */
function lcpTables(lhr: Result) {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  return details?.type === 'list' ? details.items : [];
}

/** The LCP element of a run: the last step of Lighthouse's selector and the start of its text. */
function lcpElementOf(lhr: Result): string | null {
  const table = lcpTables(lhr)[0];
  if (table?.type !== 'table') return null;
  const node = table.items[0]?.node;
  if (typeof node !== 'object' || node === null || !('type' in node) || node.type !== 'node') return null;
  const selector = node.selector?.split('>').pop()?.trim() ?? '?';
  const label = node.nodeLabel?.replace(/\s+/g, ' ').trim() ?? '';
  return label ? `${selector} « ${label.length > 40 ? `${label.slice(0, 39)}…` : label} »` : selector;
}

/** The LCP phases of a run, read in Lighthouse's order (its labels are translated, its order is not). */
function lcpPhasesOf(lhr: Result): LcpPhases | null {
  const table = lcpTables(lhr)[1];
  if (table?.type !== 'table') return null;
  const timings = table.items.map((item) => item.timing);
  if (timings.length !== LCP_PHASES.length || !timings.every((t) => typeof t === 'number')) return null;
  const [ttfb = 0, loadDelay = 0, loadTime = 0, renderDelay = 0] = timings;
  return { ttfb, loadDelay, loadTime, renderDelay };
}

/** The value most runs share (the first one seen on a tie), null when none has one. */
function mostFrequent(values: readonly (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  for (const [value, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = value;
  return best;
}

function readRun(lhr: Result): LighthouseRun {
  const score = (id: (typeof CATEGORIES)[number]) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const metric = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    return typeof v === 'number' ? v : null;
  };
  const failing = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      // Performance metrics are reported as numbers already; name the other audits that cost points.
      if (!audit || ref.weight === 0 || ref.group === 'metrics') continue;
      if (typeof audit.score === 'number' && audit.score < 1 && audit.scoreDisplayMode !== 'informative') failing.add(`${category}:${ref.id}`);
    }
  }
  return {
    scores: { 'performance': score('performance'), 'accessibility': score('accessibility'), 'best-practices': score('best-practices'), 'seo': score('seo') },
    metrics: { lcp: metric(METRICS.lcp), tbt: metric(METRICS.tbt), cls: metric(METRICS.cls), fcp: metric(METRICS.fcp) },
    failing: [...failing],
    lcpElement: lcpElementOf(lhr),
    lcpPhases: lcpPhasesOf(lhr),
    longTasks: longTasksOf(lhr),
    bootup: bootupOf(lhr),
    // Those that weigh only: the others count for nothing in the score.
    seoAudits: (lhr.categories.seo?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ id: ref.id, weight: ref.weight, score: lhr.audits[ref.id]?.score ?? null })),
    error: lhr.runtimeError?.message,
  };
}

/** The median of each phase (so they need not add up to the median LCP), null without any. */
function medianPhases(runs: readonly LcpPhases[]): LcpPhases | null {
  if (runs.length === 0) return null;
  const of = (phase: (typeof LCP_PHASES)[number]) => median(runs.map((r) => r[phase])) ?? 0;
  return { ttfb: of('ttfb'), loadDelay: of('loadDelay'), loadTime: of('loadTime'), renderDelay: of('renderDelay') };
}

/**
 * The index in `runs` of the run whose TBT is the median one (the lower middle on an even count):
 * its long tasks and script times are the ones kept, as they add up to a TBT that was measured.
 */
export function medianRunIndex(runs: readonly LighthouseRun[]): number {
  const ranked = runs
    .map((run, index) => ({ index, tbt: run.error ? null : run.metrics.tbt }))
    .filter((r): r is { index: number; tbt: number } => r.tbt !== null)
    .sort((a, b) => a.tbt - b.tbt);
  return ranked[Math.floor((ranked.length - 1) / 2)]?.index ?? -1;
}

function medianOf(runs: readonly LighthouseRun[], page: string, preset: Preset): LighthouseResult {
  const ok = runs.filter((r) => !r.error);
  const typical = runs[medianRunIndex(runs)];
  return {
    page,
    preset,
    runs: ok.length,
    scores: {
      'performance': median(ok.map((r) => r.scores.performance)),
      'accessibility': median(ok.map((r) => r.scores.accessibility)),
      'best-practices': median(ok.map((r) => r.scores['best-practices'])),
      'seo': median(ok.map((r) => r.scores.seo)),
    },
    metrics: {
      lcp: median(ok.map((r) => r.metrics.lcp)),
      tbt: median(ok.map((r) => r.metrics.tbt)),
      cls: median(ok.map((r) => r.metrics.cls)),
      fcp: median(ok.map((r) => r.metrics.fcp)),
    },
    failing: [...new Set(ok.flatMap((r) => r.failing))].sort(),
    lcpElement: mostFrequent(ok.map((r) => r.lcpElement)),
    lcpPhases: medianPhases(ok.flatMap((r) => (r.lcpPhases ? [r.lcpPhases] : []))),
    longTasks: typical?.longTasks ?? [],
    bootup: typical?.bootup ?? [],
    seoAuditRuns: ok.flatMap((r) => (r.seoAudits && r.seoAudits.length > 0 ? [r.seoAudits] : [])),
    error: ok.length === 0 ? (runs.find((r) => r.error)?.error ?? 'aucune mesure') : undefined,
  };
}

/** What `measureLighthouse` measured: Vitrine's pages, and their physical floors when asked for. */
export interface LighthouseReport {
  results: LighthouseResult[];
  /** Mobile medians of each page's floor (`page` = the page's id); empty when no floor was asked. */
  floor: LighthouseResult[];
}

/** Options of `measureLighthouse`. */
export interface LighthouseOptions {
  /**
   * The URL of `page`'s physical floor (its server HTML without scripts, `floor-server.ts`), asked
   * once before the page's mobile runs. Each mobile run of the page is then paired with a run of its
   * floor in the same browser, alternating which goes first.
   */
  floorUrl?: (page: BenchPage) => Promise<string>;
  /**
   * A folder where the trace of each page's median mobile run is kept (`<page id>.mobile.trace.json`,
   * to open in Chrome DevTools' Performance panel); none kept when absent.
   */
  traceDir?: string;
}

/**
 * Run Lighthouse on every page marked `lighthouse`, both presets (and, on mobile, the page's floor
 * when `options.floorUrl` is given). Each page × preset gets a fresh Chromium: reusing one across
 * presets made traces fail to record (NO_NAVSTART) on these machines.
 * @param baseUrl gives the production server's URL, asked before each run
 * @param runs runs per page × preset (median taken), 3 by default; as many for the floor
 * @param log progress line printer
 */
export async function measureLighthouse(
  baseUrl: () => Promise<string>,
  pages: readonly BenchPage[],
  runs: number,
  log: (line: string) => void,
  options: LighthouseOptions = {},
): Promise<LighthouseReport> {
  const results: LighthouseResult[] = [];
  const floor: LighthouseResult[] = [];
  for (const page of pages.filter((p) => p.lighthouse)) {
    for (const preset of ['mobile', 'desktop'] as const) {
      const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
      let floorUrl: string | null = null;
      if (preset === 'mobile' && options.floorUrl) {
        try {
          floorUrl = await options.floorUrl(page);
        } catch (error) {
          floor.push(medianOf([emptyRun(`plancher indisponible : ${error instanceof Error ? error.message : String(error)}`)], page.id, 'mobile'));
        }
      }
      const collected: LighthouseRun[] = [];
      const floorRuns: LighthouseRun[] = [];
      // Each mobile run's trace goes to a file of its own; the median run's is kept once all are in.
      const traceDir = preset === 'mobile' ? options.traceDir : undefined;
      const traceFile = (i: number) => (traceDir ? path.join(traceDir, `${page.id}.mobile.run${i + 1}.trace.json`) : undefined);
      if (traceDir) mkdirSync(traceDir, { recursive: true });
      const browser = { chrome: await startChrome() };
      try {
        for (let i = 0; i < runs; i += 1) {
          const audits: Audit[] = [
            { label: page.path, runs: collected, url: async () => pageUrl(await baseUrl(), page), categories: CATEGORIES, traceFile: traceFile(i) },
          ];
          // The floor scores nothing but its LCP: performance only, which keeps its runs short.
          if (floorUrl !== null)
            audits.push({ label: `${page.path} (plancher)`, runs: floorRuns, url: () => Promise.resolve(floorUrl), categories: ['performance'] });
          // Alternate who goes first, so a drift of the machine's load weighs on both alike.
          if (i % 2 === 1) audits.reverse();
          for (const audit of audits) {
            const started = Date.now();
            const run = await runWithRetry(browser, await audit.url(), config, audit.categories, audit.traceFile, (error) =>
              log(`  lighthouse ${preset} ${audit.label}: ${error} — nouvel essai dans un navigateur neuf`),
            );
            audit.runs.push(run);
            const lcp = run.metrics.lcp === null ? '—' : `${Math.round(run.metrics.lcp)} ms`;
            log(
              `  lighthouse ${preset.padEnd(7)} ${audit.label} essai ${i + 1}/${runs} : perf ${run.scores.performance ?? '—'}, LCP ${lcp} (${Math.round((Date.now() - started) / 1000)} s)${run.error ? ` — ${run.error}` : ''}`,
            );
          }
        }
      } finally {
        browser.chrome.kill();
      }
      results.push(medianOf(collected, page.id, preset));
      if (traceDir) keepMedianTrace(traceDir, page.id, collected, traceFile);
      if (floorUrl !== null) floor.push(medianOf(floorRuns, page.id, 'mobile'));
    }
  }
  return { results, floor };
}

/** One URL audited in a run of a page: the page itself or its floor. */
interface Audit {
  label: string;
  /** Where its runs are collected. */
  runs: LighthouseRun[];
  url: () => Promise<string>;
  categories: readonly string[];
  /** Where to write the run's trace (mobile runs of the page only). */
  traceFile?: string;
}

/** Keep the median run's trace as `<page>.mobile.trace.json`, delete the others. */
function keepMedianTrace(dir: string, pageId: string, runs: readonly LighthouseRun[], traceFile: (i: number) => string | undefined): void {
  const keep = medianRunIndex(runs);
  runs.forEach((_run, i) => {
    const file = traceFile(i);
    if (!file) return;
    if (i === keep && existsSync(file)) renameSync(file, path.join(dir, `${pageId}.mobile.trace.json`));
    else rmSync(file, { force: true });
  });
}

/**
 * One Lighthouse run; a trace that failed to record (NO_NAVSTART, NO_FCP in a busy browser) says
 * nothing about the page, so it is retried once in a fresh browser (which replaces `browser.chrome`).
 */
async function runWithRetry(
  browser: { chrome: LaunchedChrome },
  url: string,
  config: Config | undefined,
  categories: readonly string[],
  traceFile: string | undefined,
  onRetry: (error: string) => void,
): Promise<LighthouseRun> {
  const run = await runLighthouse(browser.chrome.port, url, config, categories, traceFile);
  if (!run.error) return run;
  onRetry(run.error);
  browser.chrome.kill();
  browser.chrome = await startChrome();
  return runLighthouse(browser.chrome.port, url, config, categories, traceFile);
}

type LaunchedChrome = Awaited<ReturnType<typeof launch>>;

function startChrome(): Promise<LaunchedChrome> {
  return launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', ...CHROME_ARGS], logLevel: 'silent' });
}

async function runLighthouse(
  port: number,
  url: string,
  config: Config | undefined,
  categories: readonly string[],
  traceFile: string | undefined,
): Promise<LighthouseRun> {
  try {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        // Screenshots score nothing and cost seconds per run; the bench keeps figures only.
        disableFullPageScreenshot: true,
        skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
        // Bounds a run on a page that never settles (Lighthouse's default is 45 s).
        maxWaitForLoad: 30_000,
      },
      config,
    );
    if (result && traceFile) writeFileSync(traceFile, JSON.stringify(result.artifacts.Trace));
    return result ? readRun(result.lhr) : emptyRun('Lighthouse n’a rien renvoyé');
  } catch (error) {
    return emptyRun(error instanceof Error ? error.message : String(error));
  }
}
