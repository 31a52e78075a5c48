/**
 * Section 2 of the bench: Lighthouse 12 (node API) on Debian's Chromium, mobile (Lighthouse's default
 * preset: Moto G Power emulation, simulated slow 4G + 4× CPU) and desktop presets, 3 runs each; every
 * figure is the median of its runs. One Chromium serves every run (Lighthouse resets storage and cache
 * for the origin before each one).
 */
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { launch } from 'chrome-launcher';
import type { BenchPage } from '../pages';
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
  error?: string;
}

/** Medians of a page × preset. */
export interface LighthouseResult extends LighthouseRun {
  page: string;
  preset: Preset;
  runs: number;
}

function emptyRun(error: string): LighthouseRun {
  return {
    scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
    metrics: { lcp: null, tbt: null, cls: null, fcp: null },
    failing: [],
    error,
  };
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
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    metrics: { lcp: metric(METRICS.lcp), tbt: metric(METRICS.tbt), cls: metric(METRICS.cls), fcp: metric(METRICS.fcp) },
    failing: [...failing],
    error: lhr.runtimeError?.message,
  };
}

function medianOf(runs: readonly LighthouseRun[], page: string, preset: Preset): LighthouseResult {
  const ok = runs.filter((r) => !r.error);
  return {
    page,
    preset,
    runs: ok.length,
    scores: {
      performance: median(ok.map((r) => r.scores.performance)),
      accessibility: median(ok.map((r) => r.scores.accessibility)),
      'best-practices': median(ok.map((r) => r.scores['best-practices'])),
      seo: median(ok.map((r) => r.scores.seo)),
    },
    metrics: {
      lcp: median(ok.map((r) => r.metrics.lcp)),
      tbt: median(ok.map((r) => r.metrics.tbt)),
      cls: median(ok.map((r) => r.metrics.cls)),
      fcp: median(ok.map((r) => r.metrics.fcp)),
    },
    failing: [...new Set(ok.flatMap((r) => r.failing))].sort(),
    error: ok.length === 0 ? (runs.find((r) => r.error)?.error ?? 'aucune mesure') : undefined,
  };
}

/**
 * Run Lighthouse on every page marked `lighthouse`, both presets. Each page × preset gets a fresh
 * Chromium: reusing one across presets made traces fail to record (NO_NAVSTART) on these machines.
 * @param baseUrl gives the production server's URL, asked before each run
 * @param runs runs per page × preset (median taken), 3 by default
 * @param log progress line printer
 */
export async function measureLighthouse(baseUrl: () => Promise<string>, pages: readonly BenchPage[], runs: number, log: (line: string) => void): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const page of pages.filter((p) => p.lighthouse)) {
    for (const preset of ['mobile', 'desktop'] as const) {
      const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
      const collected: LighthouseRun[] = [];
      let chrome = await startChrome();
      try {
        for (let i = 0; i < runs; i += 1) {
          const started = Date.now();
          let run = await runLighthouse(chrome.port, (await baseUrl()) + page.path, config);
          if (run.error) {
            // A trace that failed to record (NO_NAVSTART, NO_FCP in a busy browser) says nothing about
            // the page: retry once in a fresh browser.
            log(`  lighthouse ${preset} ${page.path}: ${run.error} — nouvel essai dans un navigateur neuf`);
            chrome.kill();
            chrome = await startChrome();
            run = await runLighthouse(chrome.port, (await baseUrl()) + page.path, config);
          }
          collected.push(run);
          log(`  lighthouse ${preset.padEnd(7)} ${page.path} essai ${i + 1}/${runs} : perf ${run.scores.performance ?? '—'} (${Math.round((Date.now() - started) / 1000)} s)${run.error ? ` — ${run.error}` : ''}`);
        }
      } finally {
        chrome.kill();
      }
      results.push(medianOf(collected, page.id, preset));
    }
  }
  return results;
}

function startChrome() {
  return launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', ...CHROME_ARGS], logLevel: 'silent' });
}

async function runLighthouse(port: number, url: string, config: Config | undefined): Promise<LighthouseRun> {
  try {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // Screenshots score nothing and cost seconds per run; the bench keeps figures only.
        disableFullPageScreenshot: true,
        skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
        // Bounds a run on a page that never settles (Lighthouse's default is 45 s).
        maxWaitForLoad: 30_000,
      },
      config,
    );
    return result ? readRun(result.lhr) : emptyRun('Lighthouse n’a rien renvoyé');
  } catch (error) {
    return emptyRun(error instanceof Error ? error.message : String(error));
  }
}
