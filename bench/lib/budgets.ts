/**
 * Budgets: the limits of bench/budgets.json applied to the measured figures. Each budget becomes one
 * or more `{ name, value, unit, limit, met }` entries of bench/results.json (one per page for the
 * budgets that hold "on every page").
 */
import { readFileSync } from 'node:fs';
import type { BenchPage } from '../pages';
import { scoreWithout, type LighthouseResult } from './lighthouse';
import type { PageRequests } from './requests';
import type { SizeReport } from './sizes';
import type { ThroughputReport } from './throughput';
import type { ServerTimingReport } from './server-timing';
import type { LoadRun, ServerLoadReport } from './server-load';
import type { FloorReport } from './floor-server';
import { lcpRatio } from './floor-html';
import type { InteractionReport } from './interactions';
import type { BenchInteraction } from '../interactions';
import { isRecord } from '@/lib/is-record';
import { median } from './stats';

/** One budget as bench/budgets.json declares it. */
export interface BudgetRule {
  id: string;
  name: string;
  unit: string;
  max?: number;
  min?: number;
  each?: 'lighthouse-page' | 'cms-page' | 'interaction';
  /**
   * Lighthouse audits a category score is read without on the pages that are `noindex` on purpose
   * (`noindex` in bench/pages.ts): `is-crawlable` fails there by design.
   */
  exemptOnNoindexPages?: string[];
}

/** One checked budget (results.json). */
export interface BudgetResult {
  id: string;
  name: string;
  value: number | null;
  unit: string;
  limit: number;
  /** `<=` for a maximum, `>=` for a minimum. */
  op: '<=' | '>=';
  met: boolean;
  page?: string;
  /** The interaction of an `each: "interaction"` budget (bench/interactions.ts). */
  interaction?: string;
  /** Why there is no value (section failed or skipped). */
  note?: string;
}

/** Everything the budgets read. */
export interface MeasuredFigures {
  sizes: SizeReport | null;
  lighthouse: LighthouseResult[] | null;
  /** Each Lighthouse page's physical floor (null when Lighthouse did not run). */
  floor: FloorReport | null;
  throughput: ThroughputReport | null;
  requests: PageRequests[] | null;
  server: ServerTimingReport | null;
  /** Server rendering under load, both tenants (absent from older callers: not measured). */
  serverLoad?: ServerLoadReport | null;
  /** Interactions on a phone and the first-tap check (absent: not measured). */
  interactions?: InteractionReport | null;
}

/** Read and check bench/budgets.json; a malformed entry is an error, not a silent skip. */
export function readBudgets(file: string): BudgetRule[] {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isRecord(raw) || !Array.isArray(raw.budgets)) throw new Error(`${file}: expected { budgets: [...] }`);
  return raw.budgets.map((entry: unknown, index): BudgetRule => {
    if (!isRecord(entry) || typeof entry.id !== 'string' || typeof entry.name !== 'string' || typeof entry.unit !== 'string') {
      throw new Error(`${file}: budget #${index} needs id, name and unit`);
    }
    const maxLimit = typeof entry.max === 'number' ? entry.max : undefined;
    const minLimit = typeof entry.min === 'number' ? entry.min : undefined;
    if ((maxLimit === undefined) === (minLimit === undefined)) throw new Error(`${file}: budget ${entry.id} needs exactly one of max / min`);
    const each = entry.each === 'lighthouse-page' || entry.each === 'cms-page' || entry.each === 'interaction' ? entry.each : undefined;
    if (entry.each !== undefined && each === undefined) throw new Error(`${file}: budget ${entry.id} has an unknown "each"`);
    const exempt = entry.exemptOnNoindexPages;
    if (exempt !== undefined && !(Array.isArray(exempt) && exempt.every((id) => typeof id === 'string'))) {
      throw new Error(`${file}: budget ${entry.id}: "exemptOnNoindexPages" must list audit ids`);
    }
    return {
      id: entry.id,
      name: entry.name,
      unit: entry.unit,
      max: maxLimit,
      min: minLimit,
      each,
      ...(exempt ? { exemptOnNoindexPages: exempt as string[] } : {}),
    };
  });
}

type Lookup = (page?: BenchPage) => { value: number | null; note?: string };

/** The mobile medians of `page` in `results`, or why there are none. */
function mobileResult(results: readonly LighthouseResult[] | null | undefined, page: BenchPage | undefined): LighthouseResult | { value: null; note: string } {
  if (!results) return { value: null, note: 'Lighthouse non mesuré' };
  return results.find((r) => r.page === page?.id && r.preset === 'mobile') ?? { value: null, note: 'page non auditée' };
}

function lighthouseScore(figures: MeasuredFigures, category: 'performance' | 'accessibility' | 'best-practices' | 'seo'): Lookup {
  return (page) => {
    const result = mobileResult(figures.lighthouse, page);
    if ('value' in result) return result;
    return { value: result.scores[category], note: result.error };
  };
}

/**
 * The mobile SEO score; on a page that is `noindex` on purpose, read without the audits `exempt`
 * (the median of each run's score without them), Lighthouse's own score in the note.
 */
function seoScore(figures: MeasuredFigures, exempt: readonly string[]): Lookup {
  const raw = lighthouseScore(figures, 'seo');
  return (page) => {
    const result = mobileResult(figures.lighthouse, page);
    if (!page?.noindex || exempt.length === 0 || 'value' in result) return raw(page);
    const runs = result.seoAuditRuns ?? [];
    if (runs.length === 0) return { value: null, note: result.error ?? 'audits SEO non relevés' };
    const note = [`noindex voulu : sans ${exempt.join(', ')} (Lighthouse : ${result.scores.seo ?? '—'})`, result.error].filter(Boolean).join(' ; ');
    return { value: median(runs.map((audits) => scoreWithout(audits, exempt))), note };
  };
}

function lighthouseMetric(figures: MeasuredFigures, metric: 'lcp' | 'tbt'): Lookup {
  return (page) => {
    const result = mobileResult(figures.lighthouse, page);
    if ('value' in result) return result;
    const value = result.metrics[metric];
    return { value: value === null ? null : Math.round(value), note: result.error };
  };
}

/** The worst (`min`: lowest, `max`: highest) or the total of a figure over the load runs it applies to, both tenants. */
function serverLoadFigure(
  figures: MeasuredFigures,
  applies: (run: LoadRun) => boolean,
  kind: 'min' | 'max' | 'sum',
  read: (run: LoadRun) => number | null,
): Lookup {
  return () => {
    const report = figures.serverLoad;
    const values = (report?.runs ?? []).filter(applies).map(read);
    if (values.length === 0 || values.some((v) => v === null)) return { value: null, note: report?.error ?? 'rendu serveur sous charge non mesuré' };
    const numbers = values as number[];
    const value = kind === 'min' ? Math.min(...numbers) : kind === 'max' ? Math.max(...numbers) : numbers.reduce((a, b) => a + b, 0);
    return { value, note: report?.error };
  };
}

/** Vitrine's mobile LCP ÷ its floor's, measured in the same run; no value when compression differed. */
function floorRatio(figures: MeasuredFigures): Lookup {
  return (page) => {
    const vitrine = mobileResult(figures.lighthouse, page);
    if ('value' in vitrine) return vitrine;
    const floor = mobileResult(figures.floor?.lighthouse, page);
    if ('value' in floor) return { value: null, note: `plancher : ${floor.note}` };
    const mismatch = figures.floor?.pages.find((p) => p.page === page?.id)?.mismatch;
    if (mismatch) return { value: null, note: mismatch };
    const ms = (v: number | null) => (v === null ? '—' : String(Math.round(v)));
    const errors = [vitrine.error, floor.error && `plancher : ${floor.error}`].filter(Boolean).join(' ; ');
    return {
      value: lcpRatio(vitrine.metrics.lcp, floor.metrics.lcp),
      note: `LCP ${ms(vitrine.metrics.lcp)} ms / plancher ${ms(floor.metrics.lcp)} ms${errors ? ` ; ${errors}` : ''}`,
    };
  };
}

function afterShell(figures: MeasuredFigures, field: 'count' | 'duplicates' | 'chain'): Lookup {
  return (page) => {
    const found = figures.requests?.find((r) => r.id === page?.id);
    if (!found) return { value: null, note: 'requêtes non mesurées' };
    if (!found.afterShell) return { value: null, note: found.error ?? 'pas de page de départ' };
    return { value: found.afterShell[field], note: found.error };
  };
}

function lookupFor(rule: BudgetRule, figures: MeasuredFigures): Lookup | null {
  switch (rule.id) {
    case 'initial-js-gzip-home':
      // What the home's HTML starts (check:bundle's count: the islands entry since decision 011's step 4, the app's on
      // another page); the app's entry alone when the rendered pages were not measured.
      return () => {
        if (!figures.sizes) return { value: null, note: 'build absent' };
        const home = figures.sizes.pages?.find((page) => page.id === 'home');
        const bytes = home?.gzip ?? figures.sizes.initial.js.gzip;
        return { value: Math.round((bytes / 1024) * 10) / 10, note: home ? undefined : 'entrée de l’app (pages non rendues)' };
      };
    case 'initial-forbidden-modules':
      return () => (figures.sizes ? { value: figures.sizes.forbiddenInInitial.length } : { value: null, note: 'build absent' });
    case 'lighthouse-mobile-performance':
      return lighthouseScore(figures, 'performance');
    case 'lighthouse-mobile-accessibility':
      return lighthouseScore(figures, 'accessibility');
    case 'lighthouse-mobile-best-practices':
      return lighthouseScore(figures, 'best-practices');
    case 'lighthouse-mobile-seo':
      return seoScore(figures, rule.exemptOnNoindexPages ?? []);
    case 'lighthouse-mobile-lcp':
      return lighthouseMetric(figures, 'lcp');
    case 'lighthouse-mobile-tbt':
      return lighthouseMetric(figures, 'tbt');
    case 'lighthouse-mobile-lcp-floor-ratio':
      return floorRatio(figures);
    case 'ssr-ttfb-p50-cms':
      return () => (figures.server ? { value: figures.server.ttfbMs.p50, note: figures.server.error } : { value: null, note: 'rendu serveur non mesuré' });
    case 'ssr-load-pages-per-second-home':
      return serverLoadFigure(
        figures,
        (r) => r.path === '/',
        'min',
        (r) => r.perSecond,
      );
    case 'ssr-load-pages-per-second-content':
      return serverLoadFigure(
        figures,
        (r) => r.path !== '/',
        'min',
        (r) => r.perSecond,
      );
    case 'ssr-load-p99':
      return serverLoadFigure(
        figures,
        () => true,
        'max',
        (r) => r.p99Ms,
      );
    case 'ssr-load-errors':
      return serverLoadFigure(
        figures,
        () => true,
        'sum',
        (r) => r.errors,
      );
    case 'ssr-memory-growth':
      return () =>
        figures.serverLoad?.memory
          ? { value: figures.serverLoad.memory.growthMb, note: `${figures.serverLoad.memory.requests} requêtes` }
          : { value: null, note: figures.serverLoad?.error ?? 'mémoire non mesurée' };
    case 'renderer-baseline-ratio-1000':
      return () => {
        const at = figures.throughput?.results.find((r) => r.blocks === 1000);
        if (!at) return { value: null, note: figures.throughput?.error ?? 'débit non mesuré' };
        return { value: at.ratio === null ? null : Math.round(at.ratio * 100) / 100, note: at.sameDom ? undefined : 'DOM différents' };
      };
    case 'first-tap-lost':
      return () => {
        const checks = figures.interactions?.firstTap ?? [];
        if (checks.length === 0) return { value: null, note: figures.interactions?.error ?? 'premier toucher non mesuré' };
        const runs = checks.flatMap((c) => c.runs);
        const errors = runs.map((r) => r.error).filter(Boolean);
        return {
          value: checks.reduce((sum, c) => sum + c.lost, 0),
          note: `${runs.length} essais, sites ${checks.map((c) => c.site).join(' et ')}${errors.length > 0 ? ` ; ${errors.join(' ; ')}` : ''}`,
        };
      };
    case 'cms-after-shell-requests':
      return afterShell(figures, 'count');
    case 'cms-after-shell-duplicates':
      return afterShell(figures, 'duplicates');
    case 'cms-after-shell-chain':
      return afterShell(figures, 'chain');
    default:
      return null;
  }
}

/**
 * Check every budget against the figures.
 * @returns one entry per budget (per page for `each` budgets); unknown ids are reported, not ignored
 */
export function checkBudgets(
  rules: readonly BudgetRule[],
  figures: MeasuredFigures,
  pages: readonly BenchPage[],
  interactions: readonly BenchInteraction[] = [],
): BudgetResult[] {
  const out: BudgetResult[] = [];
  for (const rule of rules) {
    const op = rule.max !== undefined ? '<=' : '>=';
    const limit = rule.max ?? rule.min ?? 0;
    if (rule.each === 'interaction') {
      // One row per timed interaction (bench/interactions.ts), measured or not.
      for (const interaction of interactions) {
        const found = figures.interactions?.results.find((r) => r.id === interaction.id);
        const value = found?.medianMs ?? null;
        const note = found ? [found.worst, found.error].filter(Boolean).join(' ; ') : (figures.interactions?.error ?? 'interactions non mesurées');
        out.push({
          id: rule.id,
          name: `${rule.name} — ${interaction.label}`,
          value,
          unit: rule.unit,
          limit,
          op,
          met: value !== null && (op === '<=' ? value <= limit : value >= limit),
          interaction: interaction.id,
          ...(note ? { note } : {}),
        });
      }
      continue;
    }
    const lookup = lookupFor(rule, figures);
    const targets: (BenchPage | undefined)[] =
      rule.each === 'lighthouse-page' ? pages.filter((p) => p.lighthouse) : rule.each === 'cms-page' ? pages.filter((p) => p.kind === 'cms') : [undefined];
    for (const page of targets) {
      const { value, note } = lookup ? lookup(page) : { value: null, note: `budget inconnu du bench : ${rule.id}` };
      const met = value !== null && (op === '<=' ? value <= limit : value >= limit);
      out.push({
        id: rule.id,
        name: page ? `${rule.name} — ${page.label}` : rule.name,
        value,
        unit: rule.unit,
        limit,
        op,
        met,
        ...(page ? { page: page.id } : {}),
        ...(note ? { note } : {}),
      });
    }
  }
  return out;
}
