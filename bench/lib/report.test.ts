// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BenchPage } from '../pages';
import type { FloorReport } from './floor-server';
import type { LighthouseResult } from './lighthouse';
import { floorSection, mainThreadSection } from './report';

const PAGES: BenchPage[] = [
  { id: 'home', label: 'Accueil', path: '/', kind: 'home', lighthouse: true },
  { id: 'cms', label: 'Page CMS', path: '/qui-suis-je', kind: 'cms', lighthouse: true },
  { id: 'nested', label: 'Page CMS imbriquée', path: '/a/b', kind: 'cms', lighthouse: false },
];

function result(page: string, lcp: number, fcp: number, lcpElement: string, preset: 'mobile' | 'desktop' = 'mobile'): LighthouseResult {
  // Phases that add up to the LCP: TTFB, resource load delay, load time, render delay.
  const lcpPhases = { ttfb: 150, loadDelay: 250, loadTime: 100, renderDelay: lcp - 500 };
  return {
    page,
    preset,
    runs: 2,
    scores: { 'performance': 90, 'accessibility': 100, 'best-practices': 100, 'seo': 100 },
    metrics: { lcp, tbt: 0, cls: 0, fcp },
    failing: [],
    lcpElement,
    lcpPhases,
    longTasks: [],
    bootup: [],
  };
}

describe('floorSection', () => {
  const floor: FloorReport = {
    pages: [
      {
        page: 'home',
        bytes: { vitrine: 122_880, floor: 38_912 },
        encodings: [
          { resource: '/', vitrine: 'gzip', floor: 'gzip' },
          { resource: '/assets/a.css', vitrine: 'br', floor: 'br' },
        ],
      },
      {
        page: 'cms',
        bytes: { vitrine: 102_400, floor: 33_792 },
        encodings: [{ resource: '/qui-suis-je', vitrine: 'gzip', floor: 'identity' }],
        mismatch: 'compression différente : /qui-suis-je gzip (Vitrine) / identity (plancher)',
      },
    ],
    lighthouse: [result('home', 2000, 1100, 'img.hero « Massage californien »'), result('cms', 1500, 1200, 'h1 « Qui suis-je ? »')],
  };
  const text = floorSection(
    [result('home', 2400, 1500, 'img.hero « Massage californien »'), result('home', 900, 800, 'p', 'desktop'), result('cms', 3000, 2900, 'p « Maëlle »')],
    floor,
    PAGES,
  );

  it('puts each audited page’s mobile LCP next to its floor’s, with the ratio, sizes and compression', () => {
    const home = text.split('\n').find((line) => line.startsWith('/ '));
    expect(home?.split(/\s{2,}/)).toEqual(['/', '2400', '2000', '1.20', '1500', '1100', '120.0', '38.0', 'gzip / br', '2']);
    expect(text).not.toContain('/a/b');
  });

  it('breaks both LCPs into Lighthouse’s phases', () => {
    expect(text).toContain('/ : 150 / 250 / 100 / 1900 ; plancher 150 / 250 / 100 / 1500');
  });

  it('flags a compression that differs between the servers and names the LCP elements', () => {
    const cms = text.split('\n').find((line) => line.startsWith('/qui-suis-je '));
    expect(cms).toContain('DIFFÉRENTE');
    expect(text).toContain('/ : img.hero « Massage californien » (le même au plancher)');
    expect(text).toContain('/qui-suis-je : p « Maëlle » ; plancher : h1 « Qui suis-je ? »');
    expect(text).toContain('/qui-suis-je : compression différente : /qui-suis-je gzip (Vitrine) / identity (plancher)');
  });
});

describe('mainThreadSection', () => {
  const home: LighthouseResult = {
    ...result('home', 2400, 1500, 'img'),
    metrics: { lcp: 2400, tbt: 140, cls: 0, fcp: 1500 },
    longTasks: [
      { url: 'http://127.0.0.1:4210/assets/app-x1.js', startTime: 2100, duration: 180, groups: { scriptEvaluation: 150, scriptParseCompile: 20 } },
      { url: 'Unattributable', startTime: 2500, duration: 60, groups: { styleLayout: 40 } },
    ],
    bootup: [{ url: 'http://127.0.0.1:4210/assets/app-x1.js', total: 320, scripting: 280, parseCompile: 30 }],
  };
  const text = mainThreadSection([home, { ...home, preset: 'desktop', metrics: { ...home.metrics, tbt: 0 } }], PAGES);

  it('lists each long task of the mobile run with what it blocked beyond 50 ms, and its script', () => {
    expect(text).toContain('/ — TBT 140 ms (médiane) ; essai médian : 2 tâche(s) longue(s), 140 ms au-delà de 50 ms');
    const row = text.split('\n').find((line) => line.includes('app-x1.js') && !line.includes('scripts'));
    expect(row?.trim().split(/\s{2,}/)).toEqual(['2100', '180', '130', 'app-x1.js']);
    expect(text).toContain('scripts (ms : total / évaluation / analyse+compilation) : app-x1.js 320/280/30');
    expect(text).not.toContain('TBT 0 ms');
  });
});
