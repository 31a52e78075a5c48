/**
 * The bench's printed tables (plain text, aligned; the same text goes into the budget table of
 * docs/quality.md and the closing notes of issues).
 */
import type { BenchPage } from '../pages';
import type { BudgetResult } from './budgets';
import { LCP_PHASES, type LcpPhases, type LighthouseResult } from './lighthouse';
import type { PageRequests } from './requests';
import type { InteractionReport } from './interactions';
import type { SizeReport, SizeTotals } from './sizes';
import type { ThroughputReport } from './throughput';
import type { FloorReport } from './floor-server';
import { lcpRatio } from './floor-html';
import { kib } from './stats';
import { distanceTo } from '../../scripts/check-bundle';

/** Align rows of cells under headers. Numbers-looking cells are right-aligned. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => {
        const w = widths[i] ?? 0;
        return /^[-+~≈]?[\d.,]+( ?[%a-zA-Z]+)?$|^—$/.test(cell) ? cell.padStart(w) : cell.padEnd(w);
      })
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const k = (bytes: number) => kib(bytes).toFixed(1);
const sizeCells = (t: SizeTotals) => [String(t.files), k(t.raw), k(t.gzip), k(t.brotli)];
const num = (v: number | null | undefined, digits = 0) => (v === null || v === undefined ? '—' : v.toFixed(digits));

/** Section 1. */
export function sizeSection(sizes: SizeReport, pages: readonly BenchPage[]): string {
  const rows: string[][] = [
    ['chargement initial (tous)', 'JS', ...sizeCells(sizes.initial.js)],
    ['chargement initial (tous)', 'CSS', ...sizeCells(sizes.initial.css)],
  ];
  for (const page of pages) {
    const route = sizes.routes[page.id];
    if (!route) continue;
    rows.push([`${page.path} (tout ce que charge la page)`, 'JS', ...sizeCells(route.js)]);
    rows.push([`${page.path} (tout ce que charge la page)`, 'CSS', ...sizeCells(route.css)]);
  }
  rows.push(['morceaux différés (total)', 'JS', ...sizeCells(sizes.lazyTotals.js)]);
  rows.push(['morceaux différés (total)', 'CSS', ...sizeCells(sizes.lazyTotals.css)]);
  const out = [table(['chargement', 'type', 'fichiers', 'brut KiB', 'gzip KiB', 'brotli KiB'], rows)];
  out.push(
    '',
    'Morceaux différés (chargés à la demande), du plus lourd au plus léger :',
    table(
      ['fichier', 'contient', 'brut KiB', 'gzip KiB', 'brotli KiB'],
      sizes.lazy.map((f) => [f.file.replace(/^assets\//, ''), f.label, k(f.raw), k(f.gzip), k(f.brotli)]),
    ),
  );
  if (sizes.biggestPackages.length > 0) {
    out.push(
      '',
      'Ce qui remplit le chargement initial (taille rendue avant minification) :',
      table(
        ['paquet / dossier', 'KiB', '%'],
        sizes.biggestPackages.slice(0, 10).map((m) => [m.module, k(m.renderedBytes), `${m.percent.toFixed(1)} %`]),
      ),
      '',
      table(
        ['plus gros modules', 'KiB', '%'],
        sizes.biggestModules.slice(0, 10).map((m) => [m.module, k(m.renderedBytes), `${m.percent.toFixed(1)} %`]),
      ),
    );
  }
  if (sizes.pages && sizes.pages.length > 0) {
    const kibOf = (bytes: number) => (bytes / 1024).toFixed(1);
    out.push(
      '',
      'JS initial par page rendue par le serveur (npm run check:bundle : entrées + module de la route), gzip -9 :',
      table(
        ['page', 'KiB', 'limite KiB', 'objectif ticket 23 KiB', 'écart à l’objectif', 'fichiers'],
        sizes.pages.map((p) => [
          p.id,
          kibOf(p.gzip),
          String(p.maxKiB),
          p.targetKiB === undefined ? '—' : String(p.targetKiB),
          p.targetKiB === undefined ? '—' : distanceTo(p.gzip, p.targetKiB),
          String(p.files.length),
        ]),
      ),
    );
  }
  if (sizes.libraries && sizes.libraries.length > 0) {
    const total = sizes.libraries.reduce((sum, l) => sum + l.gzip, 0);
    out.push(`Les bibliothèques seules (un morceau chacune) : ${sizes.libraries.map((l) => `${l.label} ${k(l.gzip)}`).join(' + ')} = ${k(total)} KiB gzip.`);
  }
  out.push(
    '',
    sizes.forbiddenInInitial.length > 0
      ? `INTERDIT dans le chargement initial : ${sizes.forbiddenInInitial.join(', ')}`
      : 'rjsf, grille de données, compilateur ajv : absents du chargement initial.',
  );
  const cart = sizes.homeCartCode;
  if (cart) {
    const unknown = cart.unknownFiles.length > 0 ? ` (fichiers inconnus du rapport des modules : ${cart.unknownFiles.join(', ')})` : '';
    out.push(
      cart.modules.length > 0
        ? `Code du panier dans le JS de l’accueil, au-delà du compteur : ${cart.modules.join(', ')}${unknown}`
        : `Accueil : aucun code du panier au-delà du compteur de l’en-tête${unknown}.`,
    );
  }
  return out.join('\n');
}

/** Section 2. */
export function lighthouseSection(results: readonly LighthouseResult[], pages: readonly BenchPage[]): string {
  const label = (id: string) => pages.find((p) => p.id === id)?.path ?? id;
  const rows = results.map((r) => [
    label(r.page),
    r.preset,
    num(r.scores.performance),
    num(r.scores.accessibility),
    num(r.scores['best-practices']),
    num(r.scores.seo),
    num(r.metrics.lcp),
    num(r.metrics.tbt),
    num(r.metrics.cls, 3),
    num(r.metrics.fcp),
    String(r.runs),
  ]);
  const out = [table(['page', 'profil', 'perf', 'a11y', 'bonnes pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'essais'], rows)];
  const notes = results
    .filter((r) => r.failing.length > 0 || r.error)
    .map((r) => `  ${label(r.page)} ${r.preset} : ${[r.error ? `erreur ${r.error}` : '', ...r.failing].filter(Boolean).join(', ')}`);
  if (notes.length > 0) out.push('', 'Audits qui coûtent des points (dans au moins un essai) :', ...notes);
  return out.join('\n');
}

/** The last part of a script URL (`assets/app-x1.js`), or Lighthouse's label for an unattributed task. */
function shortUrl(url: string): string {
  try {
    const { pathname } = new URL(url);
    return pathname.replace(/^\/assets\//, '') || url;
  } catch {
    return url;
  }
}

/**
 * Section 2 ter: what blocks the main thread on each page (mobile, the median-TBT run): every long
 * task (start, duration, time beyond 50 ms, the script Lighthouse attributes it to), then the scripts' evaluation and parse time.
 */
export function mainThreadSection(results: readonly LighthouseResult[], pages: readonly BenchPage[]): string {
  const label = (id: string) => pages.find((p) => p.id === id)?.path ?? id;
  const out: string[] = [];
  for (const r of results.filter((x) => x.preset === 'mobile')) {
    // Lighthouse's breakdown by kind of work (t.groups) is kept in results.json but not shown: once
    // simulated, it puts a task's whole time under "other".
    const tasks = r.longTasks.map((t) => [num(t.startTime), num(t.duration), num(Math.max(0, t.duration - 50)), shortUrl(t.url)]);
    const blocked = r.longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    out.push(
      `${label(r.page)} — TBT ${num(r.metrics.tbt)} ms (médiane) ; essai médian : ${r.longTasks.length} tâche(s) longue(s), ${num(blocked)} ms au-delà de 50 ms`,
    );
    if (tasks.length > 0) out.push(table(['début ms', 'durée ms', 'bloquant ms', 'script'], tasks));
    if (r.bootup.length > 0)
      out.push(
        `  scripts (ms : total / évaluation / analyse+compilation) : ${r.bootup.map((b) => `${shortUrl(b.url)} ${num(b.total)}/${num(b.scripting)}/${num(b.parseCompile)}`).join(', ')}`,
      );
    out.push('');
  }
  return out.length > 0 ? out.join('\n').trimEnd() : '(aucun essai mobile)';
}

/** Section 2 bis: each page's LCP next to its physical floor's (mobile medians of the same run). */
export function floorSection(results: readonly LighthouseResult[], floor: FloorReport, pages: readonly BenchPage[]): string {
  const label = (id: string) => pages.find((p) => p.id === id)?.path ?? id;
  const rows = pages
    .filter((p) => p.lighthouse)
    .map((page) => {
      const vitrine = results.find((r) => r.page === page.id && r.preset === 'mobile');
      const base = floor.lighthouse.find((r) => r.page === page.id);
      const sent = floor.pages.find((p) => p.page === page.id);
      const [html, ...css] = sent?.encodings ?? [];
      const cssEncodings = [...new Set(css.map((e) => e.vitrine))].join('+') || '—';
      const compression = !sent ? '—' : sent.mismatch ? 'DIFFÉRENTE' : `${html?.vitrine ?? '—'} / ${cssEncodings}`;
      return [
        page.path,
        num(vitrine?.metrics.lcp),
        num(base?.metrics.lcp),
        num(lcpRatio(vitrine?.metrics.lcp ?? null, base?.metrics.lcp ?? null), 2),
        num(vitrine?.metrics.fcp),
        num(base?.metrics.fcp),
        sent ? k(sent.bytes.vitrine) : '—',
        sent ? k(sent.bytes.floor) : '—',
        compression,
        String(base?.runs ?? 0),
      ];
    });
  const out = [
    table(
      ['page', 'LCP ms', 'LCP plancher ms', 'ratio', 'FCP ms', 'FCP plancher ms', 'HTML KiB', 'HTML plancher KiB', 'compression HTML / CSS', 'essais plancher'],
      rows,
    ),
  ];
  const elements = floor.lighthouse.map((base) => {
    const vitrine = results.find((r) => r.page === base.page && r.preset === 'mobile')?.lcpElement ?? '—';
    const own = base.lcpElement ?? '—';
    return `  ${label(base.page)} : ${vitrine}${own === vitrine ? ' (le même au plancher)' : ` ; plancher : ${own}`}`;
  });
  if (elements.length > 0) out.push('', 'Élément LCP (Lighthouse mobile, le plus fréquent des essais) :', ...elements);
  const phases = (p: LcpPhases | null | undefined) => (p ? LCP_PHASES.map((phase) => num(p[phase])).join(' / ') : '—');
  const phaseLines = floor.lighthouse.map(
    (base) =>
      `  ${label(base.page)} : ${phases(results.find((r) => r.page === base.page && r.preset === 'mobile')?.lcpPhases)} ; plancher ${phases(base.lcpPhases)}`,
  );
  if (phaseLines.length > 0) out.push('', 'Phases du LCP en ms, médianes (TTFB / attente de la ressource / chargement / rendu) :', ...phaseLines);
  const notes = [
    ...floor.pages.filter((p) => p.mismatch).map((p) => `  ${label(p.page)} : ${p.mismatch}`),
    ...floor.lighthouse.filter((r) => r.error).map((r) => `  ${label(r.page)} : ${r.error}`),
  ];
  if (notes.length > 0) out.push('', 'Erreurs du plancher :', ...notes);
  return out.join('\n');
}

/** Section 3. */
export function throughputSection(report: ThroughputReport): string {
  if (report.error) return `Mesure impossible : ${report.error}`;
  const range = (s: { median: number | null; min: number | null; max: number | null }) => `${num(s.median, 1)} (${num(s.min, 1)}–${num(s.max, 1)})`;
  const rows = report.results.map((r) => [
    String(r.blocks),
    String(r.elements),
    range(r.renderer),
    range(r.baseline),
    num(r.ratio, 2),
    r.sameDom ? 'oui' : 'NON',
  ]);
  return [
    table(['N blocs', 'éléments DOM', 'moteur ms méd. (min–max)', 'référence ms méd. (min–max)', 'ratio', 'même DOM'], rows),
    `${report.runs} mesures par implémentation après ${report.warmup} tours de chauffe, alternées ; rendu + commit React (flushSync).`,
    ...report.results.filter((r) => r.difference).map((r) => `  N=${r.blocks} : ${r.difference}`),
  ].join('\n');
}

/** Section 4. */
export function requestsSection(requests: readonly PageRequests[]): string {
  const rows = requests.map((r) => [
    r.path,
    String(r.cold.count),
    String(r.cold.duplicates),
    String(r.cold.chain),
    r.afterShell ? String(r.afterShell.count) : '—',
    r.afterShell ? String(r.afterShell.duplicates) : '—',
    r.afterShell ? String(r.afterShell.chain) : '—',
    r.afterShell ? `${r.afterShell.via} depuis ${r.afterShell.from}` : (r.error ?? '—'),
  ]);
  const out = [table(['page', 'à froid', 'doublons', 'chaîne', 'après shell', 'doublons', 'chaîne', 'navigation'], rows)];
  for (const r of requests) {
    if (!r.afterShell || r.afterShell.requests.length === 0) continue;
    out.push(
      `  ${r.path} après le shell : ${r.afterShell.requests.map((q) => `${q.method} ${q.path} [${Math.round(q.start)}–${Number.isFinite(q.end) ? Math.round(q.end) : '…'} ms]`).join(', ')}`,
    );
  }
  return out.join('\n');
}

/** The budgets. */
export function budgetSection(budgets: readonly BudgetResult[]): string {
  const rows = budgets.map((b) => [
    b.met ? 'OK' : b.value === null ? 'NON MESURÉ' : 'DÉPASSÉ',
    b.name,
    b.value === null ? '—' : String(b.value),
    `${b.op === '<=' ? '≤' : '≥'} ${b.limit} ${b.unit}`,
    b.note ?? '',
  ]);
  const met = budgets.filter((b) => b.met).length;
  return [table(['état', 'budget', 'valeur', 'limite', 'note'], rows), `${met}/${budgets.length} budgets tenus.`].join('\n');
}

/** Section 5: each interaction's runs and median, then the first-tap check. */
export function interactionSection(report: InteractionReport): string {
  const ms = (v: number | null) => (v === null ? '✘' : String(Math.round(v)));
  const rows = report.results.map((r) => [
    r.id,
    r.label,
    r.runs.map(ms).join(' / '),
    r.medianMs === null ? '—' : String(Math.round(r.medianMs)),
    r.worst ?? r.error ?? '',
  ]);
  const taps = report.firstTap.map((c) => [
    `site ${c.site}`,
    c.runs.map((r) => (r.answered ? `répondu (${r.msToAnswer} ms après l’arrivée du code)` : `perdu${r.error ? ` : ${r.error}` : ''}`)).join(' / '),
    String(c.lost),
  ]);
  return [
    table(['interaction', 'quoi', 'essais ms', 'médiane ms', 'pire entrée (essai médian)'], rows),
    '',
    '« Menu » touché dès qu’il est peint, le code de l’application retenu jusqu’au toucher :',
    table(['site', 'essais', 'perdus'], taps),
  ].join('\n');
}
