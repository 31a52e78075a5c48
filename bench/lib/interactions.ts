/**
 * Section 5 of the bench (issue 37): how fast a page answers a tap — Interaction to Next Paint on a
 * phone. Headless Chromium at 390 px with touch, the CPU slowed 4× (CDP
 * `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile preset) while the interaction runs. An
 * interaction's latency is its longest Event Timing entry (pointerdown, pointerup, click, keydown…
 * sharing one `interactionId`), as the web-vitals library counts INP; typing counts its worst key.
 * Each interaction runs BENCH_INTERACTION_RUNS times (default 3) in a fresh browser context (no
 * cookie, no stored cart), the median is kept.
 *
 * Plus the first-tap check: « Menu » tapped as soon as it is painted and the document parsed, while
 * the app's code is held back (so the tap surely comes before the app has started), then the code is let through: is the
 * tap answered (the menu opens) or lost?
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import type { BenchInteraction } from '../interactions';
import { CHROME_ARGS, CHROME_PATH } from './chrome';
import { median } from './stats';

/** The slowdown of the phone's CPU (Lighthouse's mobile preset). */
export const CPU_SLOWDOWN = 4;
/** The phone's width, CSS px. */
export const PHONE_WIDTH = 390;
/** Event Timing reports no entry shorter than this (the API's minimum threshold), ms. */
export const EVENT_THRESHOLD_MS = 16;

/** One interaction's figures. */
export interface InteractionResult {
  id: string;
  label: string;
  url: string;
  /** Each run's latency, ms (null: the run failed). EVENT_THRESHOLD_MS when no entry reached the threshold. */
  runs: (number | null)[];
  medianMs: number | null;
  /** The event type and target of the worst entry of the median run (where to look). */
  worst: string | null;
  error?: string;
}

/** One run of the first-tap check. */
export interface FirstTapRun {
  /** The menu opened after the app's code was let through. */
  answered: boolean;
  /** ms from releasing the app's code to the menu being shown (null when not answered). */
  msToAnswer: number | null;
  error?: string;
}

/** The first-tap check on one site. */
export interface FirstTapResult {
  site: string;
  url: string;
  runs: FirstTapRun[];
  lost: number;
}

/** Section 5's figures. */
export interface InteractionReport {
  cpuSlowdown: number;
  width: number;
  results: InteractionResult[];
  firstTap: FirstTapResult[];
  error?: string;
}

interface EventEntry {
  name: string;
  duration: number;
  interactionId: number;
  target: string;
}

/** The URL of a path on the given base, on the interaction's host when it has one. */
export function interactionUrl(base: string, path: string, host?: string): string {
  const url = new URL(base);
  if (host) url.hostname = host;
  return `${url.origin}${path}`;
}

/**
 * The latency of the interactions of `entries`: the longest entry of each interaction, the worst
 * interaction for typing (several keys), EVENT_THRESHOLD_MS when none reached the threshold.
 */
export function latencyOf(entries: readonly EventEntry[]): { ms: number; worst: string | null } {
  let worst: EventEntry | null = null;
  for (const entry of entries) if (entry.interactionId > 0 && (!worst || entry.duration > worst.duration)) worst = entry;
  return worst ? { ms: worst.duration, worst: `${worst.name} sur ${worst.target}` } : { ms: EVENT_THRESHOLD_MS, worst: null };
}

/** A phone's browser context; `baseURL` is the site's origin (the interactions' own `goto` paths). */
async function newPhone(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: PHONE_WIDTH, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  // Nothing leaves the machine: the analytics tools' hosts (consent) and any other are refused.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|[a-z0-9.-]*localhost[:/])/, (route) => route.abort());
  return context;
}

/*
 * The scripts run in the page are strings: functions passed to `page.evaluate` are serialized from
 * this file as compiled by tsx, whose helpers (`__name`) do not exist in the page.
 */

/**
 * Resolves after two idle periods of the browser, each at most 2 s away: headless Chromium may never
 * start an idle period on a page where nothing at all happens (no task, no frame: the booking form
 * once a time is chosen, 2 runs of 3 on 29 November), and a callback without a timeout then waits forever.
 */
const TWO_IDLE_PERIODS = `new Promise((resolve) => {
  const idle = (then) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => then(), { timeout: 2000 }) : setTimeout(then, 100));
  idle(() => idle(resolve));
})`;

/** Records every Event Timing entry of an interaction in `globalThis.__benchEvents`. */
const OBSERVE_EVENTS = `(() => {
  globalThis.__benchEvents = [];
  const describe = (node) => {
    if (!(node instanceof Element)) return '?';
    node = node.closest('button, a, input, select, textarea, label, [role]') ?? node;
    const name = (node.getAttribute('aria-label') ?? node.textContent ?? '').trim().slice(0, 30);
    const className = typeof node.className === 'string' && node.className ? '.' + node.className.split(' ')[0] : '';
    return node.tagName.toLowerCase() + className + ' « ' + name + ' »';
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) globalThis.__benchEvents.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId, target: describe(entry.target) });
    }
  }).observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS} });
})()`;

/** The entries recorded, once the browser has reported them (after the next paints). */
const RECORDED_EVENTS = `new Promise((resolve) => {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(globalThis.__benchEvents), 300)));
})`;

/** Whether React has attached its handlers to the element (the app has started). */
const REACT_ATTACHED = `(element) => Object.keys(element).some((key) => key.startsWith('__react'))`;

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // What the app does after load (idle-time chunks, effects) is over.
  await page.evaluate(TWO_IDLE_PERIODS);
}

/** Work done around the timed interaction, at the same CPU speed (bench/profile.ts: the CPU profiler). */
export interface AroundInteraction {
  start(cdp: CDPSession): Promise<void>;
  stop(cdp: CDPSession): Promise<void>;
}

/**
 * One run of `interaction` on a fresh phone: the page hydrated and idle, then the interaction with
 * the CPU slowed. Returns its latency and worst entry.
 */
export async function runInteraction(
  browser: Browser,
  url: string,
  interaction: BenchInteraction,
  around?: AroundInteraction,
): Promise<{ ms: number; worst: string | null }> {
  const context = await newPhone(browser, new URL(url).origin);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await hydrated(page);
    if (interaction.prepare) {
      await interaction.prepare(page);
      await hydrated(page);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(OBSERVE_EVENTS);
    await around?.start(cdp);
    await interaction.act(page);
    const entries = (await page.evaluate(RECORDED_EVENTS)) as EventEntry[];
    await around?.stop(cdp);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return latencyOf(entries);
  } finally {
    await context.close();
  }
}

/** The first-tap check, once: « Menu » tapped while the app's code is held back. */
async function firstTapOnce(browser: Browser, url: string): Promise<FirstTapRun> {
  const context = await newPhone(browser, new URL(url).origin);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const held: Array<() => Promise<void>> = [];
    let holding = true;
    // The entry's own chunk (the last boot step: the app's, or the islands' on a page they start, decision 011):
    // React and the libraries may arrive, nothing can start.
    await page.route(/\/assets\/(app|islands)-[^/]+\.js$/, (route) => (holding ? held.push(() => route.continue()) : route.continue()));
    await page.goto(url, { waitUntil: 'commit' });
    const menu = page.getByRole('navigation', { name: 'Accès rapides' }).getByRole('button', { name: 'Menu' });
    await menu.waitFor({ state: 'visible', timeout: 30_000 });
    // Once the document is parsed (its boot script, a module, runs then: a few milliseconds after the
    // first paint, the time of its fetch). The app starts much later: after `load`.
    await page.waitForFunction(() => document.readyState !== 'loading');
    const started = await menu.evaluate(REACT_ATTACHED);
    if (started) return { answered: false, msToAnswer: null, error: 'l’application avait déjà démarré' };
    await menu.tap();
    const released = Date.now();
    // The held code is let through (and from now on, not held).
    holding = false;
    await Promise.all(held.map((release) => release()));
    try {
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible', timeout: 30_000 });
      return { answered: true, msToAnswer: Date.now() - released };
    } catch {
      return { answered: false, msToAnswer: null };
    }
  } finally {
    await context.close();
  }
}

/**
 * Time every interaction (section 5).
 * @param baseUrl the production server (both sites, by host name)
 * @param analyticsUrl the server with the analytics tools configured (consent banner), null when absent
 */
export async function measureInteractions(
  baseUrl: () => Promise<string>,
  analyticsUrl: string | null,
  interactions: readonly BenchInteraction[],
  runs: number,
  log: (line: string) => void,
): Promise<InteractionReport> {
  const report: InteractionReport = { cpuSlowdown: CPU_SLOWDOWN, width: PHONE_WIDTH, results: [], firstTap: [] };
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_ARGS] });
  try {
    for (const interaction of interactions) {
      const base = interaction.analytics ? analyticsUrl : await baseUrl();
      const url = base ? interactionUrl(base, interaction.path, interaction.host) : '';
      const result: InteractionResult = { id: interaction.id, label: interaction.label, url, runs: [], medianMs: null, worst: null };
      report.results.push(result);
      if (!base) {
        result.error = 'serveur avec outils de mesure d’audience absent';
        continue;
      }
      const worst: (string | null)[] = [];
      for (let run = 0; run < runs; run += 1) {
        try {
          const measured = await runInteraction(browser, url, interaction);
          result.runs.push(measured.ms);
          worst.push(measured.worst);
        } catch (error) {
          result.runs.push(null);
          worst.push(null);
          result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
        }
      }
      result.medianMs = median(result.runs);
      const at = result.runs.findIndex((ms) => ms === result.medianMs);
      result.worst = worst[at] ?? null;
      log(`  ${interaction.id} : ${result.runs.map((ms) => (ms === null ? '✘' : String(ms))).join(' / ')} ms${result.error ? ` (${result.error})` : ''}`);
    }
    for (const [site, host] of [
      ['51', undefined],
      ['52', 'vins.localhost'],
    ] as const) {
      const url = interactionUrl(await baseUrl(), '/', host);
      const firstTap: FirstTapResult = { site, url, runs: [], lost: 0 };
      for (let run = 0; run < runs; run += 1) {
        try {
          firstTap.runs.push(await firstTapOnce(browser, url));
        } catch (error) {
          firstTap.runs.push({ answered: false, msToAnswer: null, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
        }
      }
      firstTap.lost = firstTap.runs.filter((r) => !r.answered).length;
      report.firstTap.push(firstTap);
      log(
        `  premier toucher, site ${site} : ${firstTap.runs.map((r) => (r.answered ? `répondu (${r.msToAnswer} ms)` : `perdu${r.error ? ` : ${r.error}` : ''}`)).join(' / ')}`,
      );
    }
  } catch (error) {
    report.error = error instanceof Error ? error.message : String(error);
  } finally {
    await browser.close();
  }
  return report;
}
