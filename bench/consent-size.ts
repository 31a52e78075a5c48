/**
 * What the cookie-consent module costs the initial load (issue 13 budget: < 5 KiB gzip). Builds the
 * production config once more into bench/.tmp/consent-build with the consent module's initial part
 * (state, cookie, bus, provider, page views, banner, its mount) split into one chunk of its own, then
 * measures it with the bench's size tools: gzip -9 / brotli q11 of that chunk and its CSS, and checks
 * it is in the initial load while the tools' code and the "Personnaliser" dialog stay lazy. Splitting
 * loses a little of gzip's shared context, so the figure is an upper bound.
 * Run: `npx tsx bench/consent-size.ts` (≈ 15 s).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, mergeConfig } from 'vite';
import baseConfig from '../vite.config.ts';
import { moduleReportPlugin } from './lib/module-report-plugin';
import { measureBuild } from './lib/sizes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'bench/.tmp/consent-build');
const BUDGET_KIB = 5;

/** The consent module's files that load with every page (the rest is lazy by design). */
const INITIAL =
  /\/src\/(features\/consent\/(?!tool-loaders|tool-catalogue|preferences-text)[^/]+|ui\/consent-banner\.[a-z]+|app\/layouts\/consent-mount\.tsx)$/;

await build(
  mergeConfig(baseConfig, {
    root: ROOT,
    logLevel: 'error',
    plugins: [moduleReportPlugin(path.join(ROOT, 'bench/.tmp/consent-modules.json'))],
    build: {
      outDir: OUT,
      emptyOutDir: true,
      // Only the consent files themselves (not their dependencies: React, immer, the router are counted
      // in the app's initial load already), as rolldown's advanced chunks allow.
      rollupOptions: {
        output: {
          strictExecutionOrder: true,
          codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: 'consent-initial', test: INITIAL }] },
        },
      },
    },
  }),
);

const report = measureBuild(OUT, null, ROOT);
const kib = (bytes: number) => (bytes / 1024).toFixed(2);
const consent = report.initial.files.filter((f) => /consent-initial/.test(f.file));
const gzip = consent.reduce((sum, f) => sum + f.gzip, 0);
const brotli = consent.reduce((sum, f) => sum + f.brotli, 0);
for (const f of consent) console.log(`  ${f.file}: ${kib(f.raw)} KiB brut, ${kib(f.gzip)} KiB gzip, ${kib(f.brotli)} KiB brotli`);
const lazy = report.lazy.filter((f) => /tool-loaders|tool-catalogue|preferences-text|consent-preferences|consent-dialog/.test(f.label));
for (const f of lazy) console.log(`  (différé) ${f.label}: ${kib(f.gzip)} KiB gzip`);
const misplaced = report.initial.files.filter((f) => /tool-loaders|tool-catalogue|preferences-text|consent-preferences|consent-dialog/.test(f.label));
console.log(
  `Consentement dans le chargement initial : ${kib(gzip)} KiB gzip (${kib(brotli)} KiB brotli) — budget ${BUDGET_KIB} KiB ${gzip <= BUDGET_KIB * 1024 ? '✔' : '✘'}`,
);
console.log(
  `JS initial total : ${kib(report.initial.js.gzip)} KiB gzip ; code des outils ou dialogue dans l'initial : ${misplaced.length === 0 ? 'aucun ✔' : misplaced.map((f) => f.label).join(', ')}`,
);
if (consent.length === 0) throw new Error('the consent chunk was not found in the initial load');
