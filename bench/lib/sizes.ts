/**
 * Section 1 of the bench: what the browser downloads. Reads the production build (dist/): the Vite
 * manifest and index.html give the initial load (entry + static imports + modulepreloads + CSS);
 * everything else in the manifest is a lazy chunk. Sizes are gzip -9 and brotli q11 (node:zlib), as a
 * precompressing server would send them. The module report of the bench build names what fills the
 * initial load.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ModuleReport, ReportedChunk } from './module-report-plugin';
import { isRecord } from '@/lib/is-record';
import { inlineScripts } from '@/app/server/csp';

/** One built file and its transfer sizes. */
export interface FileSize {
  file: string;
  /** What the file holds (manifest name or source path). */
  label: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** Sums of a set of files. */
export interface SizeTotals {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** A module of the initial load and its rendered size. */
export interface ModuleShare {
  module: string;
  renderedBytes: number;
  /** Share of the initial load's rendered JS, in %. */
  percent: number;
}

/** Everything section 1 reports. */
export interface SizeReport {
  initial: { js: SizeTotals; css: SizeTotals; files: FileSize[] };
  lazy: FileSize[];
  lazyTotals: { js: SizeTotals; css: SizeTotals };
  /** Per page: the JS/CSS the browser actually fetched to show it (filled by the requests section). */
  routes: Record<string, { js: SizeTotals; css: SizeTotals; lazyFiles: string[] }>;
  biggestModules: ModuleShare[];
  biggestPackages: ModuleShare[];
  /** Modules that must never be in the initial load (rjsf, the data grid, ajv's compiler) but are. */
  forbiddenInInitial: string[];
  /** The cart code (beyond the header's count) in the JS the home page fetched cold, no cart stored (null: not measured). */
  homeCartCode: CartCodeCheck | null;
  /**
   * Initial JS per server-rendered page, as `npm run check:bundle` measures it, with its limit and
   * issue 23's target (`bench/budgets.json` → `initialJs`); absent when not measured.
   */
  pages?: PageJsSize[];
  /** The library chunks alone (React, the router, TanStack Query, immer), gzip -9. */
  libraries?: LibrarySize[];
}

/** What {@link cartCodeIn} found. */
export interface CartCodeCheck {
  /** Cart or checkout modules other than the header's count, as `file: module`. */
  modules: string[];
  /** Fetched JS files the module report does not know (the two builds differ): nothing can be said of them. */
  unknownFiles: string[];
}

import { ISLANDS_ENTRY, type LibrarySize, type PageJsSize } from '../../scripts/check-bundle';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

function stringArray(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
}

function readManifest(distDir: string): Record<string, ManifestChunk> {
  const raw: unknown = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  if (!isRecord(raw)) throw new Error('dist/.vite/manifest.json is not an object');
  const out: Record<string, ManifestChunk> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!isRecord(value) || typeof value.file !== 'string') continue;
    out[key] = {
      file: value.file,
      name: typeof value.name === 'string' ? value.name : undefined,
      src: typeof value.src === 'string' ? value.src : undefined,
      isEntry: value.isEntry === true,
      isDynamicEntry: value.isDynamicEntry === true,
      imports: stringArray(value.imports),
      dynamicImports: stringArray(value.dynamicImports),
      css: stringArray(value.css),
    };
  }
  return out;
}

/** gzip -9 and brotli q11 sizes of one file of `distDir`. */
export function measureFile(distDir: string, file: string, label = file): FileSize {
  return measureBytes(readFileSync(path.join(distDir, file)), file, label);
}

/** The inline scripts of index.html (the boot script, scripts/lib/vite-boot-steps.ts), as files `index.html#script-<n>.js`. */
function inlineScriptsOfIndexHtml(distDir: string): FileSize[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  return inlineScripts(html).map((text, i) => measureBytes(Buffer.from(text), `index.html#script-${i + 1}.js`, 'index.html (script inline : boot)'));
}

function measureBytes(body: Buffer, file: string, label: string): FileSize {
  return {
    file,
    label,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length,
  };
}

/** Sum the files of one type (`.js` or `.css`). */
export function totals(files: readonly FileSize[], ext: '.js' | '.css'): SizeTotals {
  const picked = files.filter((f) => f.file.endsWith(ext));
  return {
    files: picked.length,
    raw: picked.reduce((s, f) => s + f.raw, 0),
    gzip: picked.reduce((s, f) => s + f.gzip, 0),
    brotli: picked.reduce((s, f) => s + f.brotli, 0),
  };
}

/** Files index.html loads before any app code runs: module scripts, modulepreloads, stylesheets. */
function filesFromIndexHtml(distDir: string): string[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const found = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = /rel="(?:modulepreload|stylesheet)"/.test(tag);
    if (!isScript && !isPreload) continue;
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (url && url.startsWith('/') && !url.startsWith('//')) found.add(url.slice(1));
  }
  return [...found];
}

/** The entry's static closure in the manifest (JS + CSS). */
function initialFromManifest(manifest: Record<string, ManifestChunk>): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.set(chunk.file, chunk.src ?? chunk.name ?? key);
    for (const css of chunk.css ?? []) files.set(css, `${chunk.src ?? key} (CSS)`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // The app's entries: the islands entry starts other pages than the home (an article: check:bundle counts those).
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry && key !== ISLANDS_ENTRY) visit(key);
  return files;
}

/** Static closure of the entry chunk(s) in the bench build's module report. */
function initialChunksOfReport(report: ModuleReport): ReportedChunk[] {
  const byFile = new Map(report.chunks.map((c) => [c.fileName, c]));
  const seen = new Map<string, ReportedChunk>();
  const visit = (chunk: ReportedChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  // Not the islands entry (its input's name in vite.config.ts): the home is the app's.
  for (const chunk of report.chunks) if (chunk.isEntry && chunk.name !== 'islands') visit(chunk);
  return [...seen.values()];
}

/** `/work/main/node_modules/react-dom/cjs/…` → `react-dom`; our files → path from the repo root. */
function moduleName(id: string, root: string): { module: string; pkg: string } {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + '/node_modules/'.length);
    const parts = rest.split('/');
    const pkg = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? rest);
    return { module: rest, pkg };
  }
  const rel = clean.startsWith(root) ? path.relative(root, clean) : clean;
  const top = rel
    .split('/')
    .slice(0, rel.startsWith('src/') ? 2 : 1)
    .join('/');
  return { module: rel, pkg: `(vitrine) ${top}` };
}

/** Modules the issue bans from the initial load. */
const FORBIDDEN = [
  { re: /\/node_modules\/@rjsf\//, why: 'rjsf (formulaires d’administration)' },
  { re: /\/node_modules\/@glideapps\//, why: 'glide data grid' },
  { re: /\/node_modules\/ajv\/dist\/(?:compile\/|core\.js|ajv\.js|2019\.js|2020\.js)/, why: 'compilateur ajv' },
];

/**
 * Measure the production build.
 * @param distDir the `npm run build` output
 * @param report the bench build's module report (null when it could not be built)
 * @param root the repository root (to shorten module ids)
 */
export function measureBuild(distDir: string, report: ModuleReport | null, root: string): SizeReport {
  const manifest = readManifest(distDir);
  const initialLabels = initialFromManifest(manifest);
  for (const file of filesFromIndexHtml(distDir)) if (!initialLabels.has(file)) initialLabels.set(file, 'index.html');
  const initialFiles = [
    ...inlineScriptsOfIndexHtml(distDir),
    ...[...initialLabels.entries()].filter(([file]) => existsSync(path.join(distDir, file))).map(([file, label]) => measureFile(distDir, file, label)),
  ];

  const lazyLabels = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!initialLabels.has(chunk.file)) lazyLabels.set(chunk.file, chunk.src ?? chunk.name ?? key);
    for (const css of chunk.css ?? []) if (!initialLabels.has(css)) lazyLabels.set(css, `${chunk.src ?? key} (CSS)`);
  }
  const lazy = [...lazyLabels.entries()]
    .filter(([file]) => /\.(js|css)$/.test(file) && existsSync(path.join(distDir, file)))
    .map(([file, label]) => measureFile(distDir, file, label))
    .sort((a, b) => b.gzip - a.gzip);

  const { biggestModules, biggestPackages, forbiddenInInitial } = report
    ? initialModules(report, root)
    : { biggestModules: [], biggestPackages: [], forbiddenInInitial: [] };
  return {
    initial: { js: totals(initialFiles, '.js'), css: totals(initialFiles, '.css'), files: initialFiles },
    lazy,
    lazyTotals: { js: totals(lazy, '.js'), css: totals(lazy, '.css') },
    routes: {},
    biggestModules,
    biggestPackages,
    forbiddenInInitial,
    homeCartCode: null,
  };
}

/** The cart's and the checkout's code… */
const CART_CODE = /\/src\/features\/(?:cart|checkout)\//;
/** …except the header's count, which every page carries (src/features/cart/cart-count.ts explains why it is tiny). */
const CART_COUNT = /\/src\/features\/cart\/(?:cart-count|use-cart-count)\.ts$/;

/**
 * The cart code a page's JS holds beyond the header's count, from the bench build's module report
 * (same config and sources as dist/, so the same file names).
 * @param fetched the JS paths the page fetched (e.g. `/assets/index-abc.js`)
 */
export function cartCodeIn(report: ModuleReport, fetched: readonly string[], root: string): CartCodeCheck {
  const byFile = new Map(report.chunks.map((c) => [c.fileName, c]));
  const modules: string[] = [];
  const unknownFiles: string[] = [];
  for (const file of new Set(fetched.map((f) => f.replace(/^\//, '')).filter((f) => f.endsWith('.js')))) {
    const chunk = byFile.get(file);
    if (!chunk) {
      unknownFiles.push(file);
      continue;
    }
    for (const m of chunk.modules) if (CART_CODE.test(m.id) && !CART_COUNT.test(m.id)) modules.push(`${file}: ${moduleName(m.id, root).module}`);
  }
  return { modules, unknownFiles };
}

/** Name the modules and packages that fill the initial load, and any module banned from it. */
function initialModules(report: ModuleReport, root: string): Pick<SizeReport, 'biggestModules' | 'biggestPackages' | 'forbiddenInInitial'> {
  const all = initialChunksOfReport(report).flatMap((c) => c.modules);
  const total = all.reduce((s, m) => s + m.renderedLength, 0) || 1;
  const modules: ModuleShare[] = [];
  const packages = new Map<string, number>();
  const forbidden = new Set<string>();
  for (const m of all) {
    const { module, pkg } = moduleName(m.id, root);
    modules.push({ module, renderedBytes: m.renderedLength, percent: (100 * m.renderedLength) / total });
    packages.set(pkg, (packages.get(pkg) ?? 0) + m.renderedLength);
    const hit = FORBIDDEN.find((f) => f.re.test(m.id));
    if (hit) forbidden.add(`${hit.why}: ${module}`);
  }
  modules.sort((a, b) => b.renderedBytes - a.renderedBytes);
  const biggestPackages = [...packages.entries()]
    .map(([module, bytes]) => ({ module, renderedBytes: bytes, percent: (100 * bytes) / total }))
    .sort((a, b) => b.renderedBytes - a.renderedBytes);
  return { biggestModules: modules.slice(0, 12), biggestPackages: biggestPackages.slice(0, 12), forbiddenInInitial: [...forbidden] };
}

/**
 * Sizes of the assets a page fetched on a cold load (from the requests section).
 * @param fetched paths like `/assets/index-abc.js`
 */
export function measureRoute(
  distDir: string,
  fetched: readonly string[],
  initial: readonly FileSize[],
): { js: SizeTotals; css: SizeTotals; lazyFiles: string[] } {
  const initialSet = new Set(initial.map((f) => f.file));
  const files = [...new Set(fetched.map((p) => p.replace(/^\//, '')))].filter((f) => /\.(js|css)$/.test(f) && existsSync(path.join(distDir, f)));
  const measured = files.map((f) => measureFile(distDir, f));
  return { js: totals(measured, '.js'), css: totals(measured, '.css'), lazyFiles: files.filter((f) => !initialSet.has(f)) };
}
