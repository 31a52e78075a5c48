// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BenchPage } from '../pages';
import { checkBudgets, type BudgetRule, type MeasuredFigures } from './budgets';
import type { FloorPage } from './floor-server';
import type { LighthouseResult } from './lighthouse';

const PAGES: BenchPage[] = [
  { id: 'home', label: 'Accueil', path: '/', kind: 'home', lighthouse: true },
  { id: 'cms', label: 'Page CMS', path: '/qui-suis-je', kind: 'cms', lighthouse: true },
  { id: 'nested', label: 'Page CMS imbriquée', path: '/a/b', kind: 'cms', lighthouse: false },
];

const RATIO: BudgetRule = { id: 'lighthouse-mobile-lcp-floor-ratio', name: 'LCP ÷ plancher', unit: 'ratio', max: 1.2, each: 'lighthouse-page' };

function result(page: string, lcp: number | null, preset: 'mobile' | 'desktop' = 'mobile'): LighthouseResult {
  return {
    page,
    preset,
    runs: 3,
    scores: { 'performance': 90, 'accessibility': 100, 'best-practices': 100, 'seo': 100 },
    metrics: { lcp, tbt: 0, cls: 0, fcp: 1000 },
    failing: [],
    lcpElement: null,
    lcpPhases: null,
    longTasks: [],
    bootup: [],
  };
}

function sent(page: string, mismatch?: string): FloorPage {
  return {
    page,
    bytes: { vitrine: 100_000, floor: 30_000 },
    encodings: [{ resource: '/', vitrine: 'gzip', floor: 'gzip' }],
    ...(mismatch ? { mismatch } : {}),
  };
}

function figures(lighthouse: LighthouseResult[] | null, floor: MeasuredFigures['floor']): MeasuredFigures {
  return { sizes: null, lighthouse, floor, throughput: null, requests: null, server: null };
}

describe('the LCP ÷ floor budget', () => {
  it('holds on every Lighthouse page, from the mobile medians of the page and of its floor', () => {
    const measured = figures(
      // Desktop figures of the page must not count: only mobile is budgeted.
      [result('home', 2400), result('home', 900, 'desktop'), result('cms', 3100)],
      { pages: [sent('home'), sent('cms')], lighthouse: [result('home', 2000), result('cms', 2500)] },
    );
    const [home, cms, ...rest] = checkBudgets([RATIO], measured, PAGES);
    expect(rest).toEqual([]);
    expect(home).toMatchObject({ page: 'home', value: 1.2, limit: 1.2, op: '<=', unit: 'ratio', met: true, note: 'LCP 2400 ms / plancher 2000 ms' });
    expect(cms).toMatchObject({ page: 'cms', value: 1.24, met: false, note: 'LCP 3100 ms / plancher 2500 ms' });
  });

  it('has no value when the floor was served with another compression than the page', () => {
    const measured = figures([result('home', 2400), result('cms', 2400)], {
      pages: [sent('home', 'compression différente : / gzip (Vitrine) / identity (plancher)'), sent('cms')],
      lighthouse: [result('home', 2000), result('cms', 2000)],
    });
    const [home] = checkBudgets([RATIO], measured, PAGES);
    expect(home).toMatchObject({ value: null, met: false, note: 'compression différente : / gzip (Vitrine) / identity (plancher)' });
  });

  it('says what is missing when the floor or Lighthouse was not measured', () => {
    const noFloor = checkBudgets([RATIO], figures([result('home', 2400), result('cms', 2400)], { pages: [], lighthouse: [result('home', null)] }), PAGES);
    expect(noFloor[0]).toMatchObject({ value: null, met: false });
    expect(noFloor[1]).toMatchObject({ value: null, met: false, note: 'plancher : page non auditée' });
    const noLighthouse = checkBudgets([RATIO], figures(null, null), PAGES);
    expect(noLighthouse.map((b) => b.note)).toEqual(['Lighthouse non mesuré', 'Lighthouse non mesuré']);
  });
});

describe('the SEO budget on a page that is noindex on purpose', () => {
  const SEO: BudgetRule = {
    id: 'lighthouse-mobile-seo',
    name: 'SEO',
    unit: 'score',
    min: 100,
    each: 'lighthouse-page',
    exemptOnNoindexPages: ['is-crawlable'],
  };
  const pages: BenchPage[] = [
    ...PAGES.slice(0, 1),
    { id: 'commande', label: 'Commande', path: '/commande', kind: 'checkout', lighthouse: true, noindex: true },
  ];
  // Some of Lighthouse's SEO audits as it weighs them (`is-crawlable` 93/23, the others 1); a noindex page fails `is-crawlable`.
  const audits = (crawlable: number, title: number) => [
    { id: 'is-crawlable', weight: 4.043478260869565, score: crawlable },
    { id: 'document-title', weight: 1, score: title },
    { id: 'meta-description', weight: 1, score: 1 },
    { id: 'http-status-code', weight: 1, score: 1 },
  ];
  const seo = (page: string, score: number, runs: ReturnType<typeof audits>[]): LighthouseResult => ({
    ...result(page, 1000),
    scores: { ...result(page, 1000).scores, seo: score },
    seoAuditRuns: runs,
  });

  it('does not count is-crawlable on the noindex page, and still counts the other audits', () => {
    const [home, commande] = checkBudgets(
      [SEO],
      figures([seo('home', 66, [audits(0, 1)]), seo('commande', 66, [audits(0, 1), audits(0, 1), audits(0, 0)])], null),
      pages,
    );
    // The home is not noindex on purpose: its failing is-crawlable costs it the budget.
    expect(home).toMatchObject({ page: 'home', value: 66, met: false });
    expect(commande).toMatchObject({ page: 'commande', value: 100, met: true, note: 'noindex voulu : sans is-crawlable (Lighthouse : 66)' });
    // Another audit failing on most runs fails the budget.
    const [, broken] = checkBudgets([SEO], figures([seo('home', 100, []), seo('commande', 50, [audits(0, 0), audits(0, 0), audits(0, 1)])], null), pages);
    expect(broken).toMatchObject({ value: 67, met: false });
  });
});

describe('the interaction budgets (issue 37)', () => {
  const LATENCY: BudgetRule = { id: 'interaction-latency', name: 'Interaction', unit: 'ms', max: 100, each: 'interaction' };
  const LOST: BudgetRule = { id: 'first-tap-lost', name: 'Premiers touchers perdus', unit: 'touchers', max: 0 };
  const act = async () => undefined;
  const INTERACTIONS = [
    { id: '51-menu', label: 'Menu', path: '/', act },
    { id: '52-cart', label: 'Panier', path: '/', host: 'vins.localhost', act },
  ];

  it('gives one row per interaction, from its median, and says which one was not measured', () => {
    const measured: MeasuredFigures = {
      ...figures(null, null),
      interactions: {
        cpuSlowdown: 4,
        width: 390,
        results: [{ id: '51-menu', label: 'Menu', url: 'http://127.0.0.1/', runs: [88, 120, 96], medianMs: 96, worst: 'click sur button « Menu »' }],
        firstTap: [
          { site: '51', url: 'http://127.0.0.1/', runs: [{ answered: true, msToAnswer: 900 }], lost: 0 },
          { site: '52', url: 'http://vins.localhost/', runs: [{ answered: false, msToAnswer: null }], lost: 1 },
        ],
      },
    };
    const [menu, cart, lost] = checkBudgets([LATENCY, LOST], measured, PAGES, INTERACTIONS);
    expect(menu).toMatchObject({ interaction: '51-menu', name: 'Interaction — Menu', value: 96, met: true, note: 'click sur button « Menu »' });
    expect(cart).toMatchObject({ interaction: '52-cart', value: null, met: false, note: 'interactions non mesurées' });
    expect(lost).toMatchObject({ value: 1, met: false, note: '2 essais, sites 51 et 52' });
  });
});
