/**
 * `npm run bench`: build the production app, serve it on the demo API, measure, print the tables and
 * write bench/results.json. A benchmark, not a test: it exits 0 whatever the numbers (only a crash of
 * the bench itself exits non-zero). See bench/README.md.
 *
 * Settings (environment):
 *   BENCH_ONLY=sizes,requests,lighthouse,throughput,server,interactions,platform  run only these sections
 *   BENCH_LH_RUNS=3        Lighthouse runs per page and preset (median taken), as many on each page's floor
 *   BENCH_RUNS=10          timed throughput runs per implementation (after BENCH_WARMUP=3 warm-up runs)
 *   BENCH_NO_BUILD=1       reuse dist/ as it is (quick iterations)
 *   BENCH_PAGES=home,produit  measure only these pages (ids of bench/pages.ts)
 *   BENCH_INTERACTIONS=51-menu,52-  time only these interactions (ids or prefixes of bench/interactions.ts)
 *   BENCH_INTERACTION_RUNS=3  runs per interaction (median taken) and per site of the first-tap check
 * Sections may also be named as arguments: `npm run bench -- interactions` = BENCH_ONLY=interactions.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { startServer } from '../scripts/serve';
import { BENCH_PAGES as ALL_PAGES, selectPages } from './pages';
import { checkBudgets, readBudgets, type MeasuredFigures } from './lib/budgets';
import { measureLighthouse, type LighthouseResult } from './lib/lighthouse';
import type { ModuleReport } from './lib/module-report-plugin';
import {
  budgetSection,
  floorSection,
  interactionSection,
  lighthouseSection,
  mainThreadSection,
  requestsSection,
  sizeSection,
  throughputSection,
} from './lib/report';
import { measureRequests, type PageRequests } from './lib/requests';
import { checkoutSection, measureCheckoutRequests, type CheckoutRequests } from './lib/checkout-requests';
import { cartCodeIn, measureBuild, measureRoute, type SizeReport } from './lib/sizes';
import { measureLibraries, measurePageJs, readLibraryChunks, readPageJsBudgets, renderedPageModules } from '../scripts/check-bundle';
import { measureThroughput, type ThroughputReport } from './lib/throughput';
import { measureServerTiming, serverTimingSection, type ServerTimingReport } from './lib/server-timing';
import { measureServerLoad, serverLoadSection, type ServerLoadReport } from './lib/server-load';
import { CHROME_PATH } from './lib/chrome';
import { startLiveServer, type LiveServer } from './lib/live-server';
import { publishFloor, startFloorServer, type FloorPage, type FloorReport } from './lib/floor-server';
import { BENCH_INTERACTIONS as ALL_INTERACTIONS, selectInteractions } from './interactions';
import { measureInteractions, type InteractionReport } from './lib/interactions';
import { ANALYTICS_ENV } from '../tests/e2e/support/analytics-stubs';
import { measurePlatform, platformSection, type PlatformReport } from './platform';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');
const TMP = path.join(ROOT, 'bench', '.tmp');
type Section = 'sizes' | 'requests' | 'lighthouse' | 'throughput' | 'server' | 'interactions' | 'platform';

const only = [process.env.BENCH_ONLY ?? '', ...process.argv.slice(2)]
  .join(',')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const wanted = (section: Section) => only.length === 0 || only.includes(section);
const intEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

const BENCH_PAGES = selectPages(ALL_PAGES, process.env.BENCH_PAGES);
const INTERACTIONS = selectInteractions(ALL_INTERACTIONS, process.env.BENCH_INTERACTIONS);
const started = Date.now();
const errors: string[] = [];
const log = (line: string) => console.log(line);
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

function fail(section: string, error: unknown): void {
  const message = `${section}: ${error instanceof Error ? error.message : String(error)}`;
  errors.push(message);
  console.error(`  ✘ ${message}`);
}

function versionOf(pkg: string): string {
  try {
    const raw: unknown = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8'));
    return typeof raw === 'object' && raw !== null && 'version' in raw && typeof raw.version === 'string' ? raw.version : '?';
  } catch {
    return 'absent';
  }
}

function chromiumVersion(): string {
  const result = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : `absent (${CHROME_PATH})`;
}

function isModuleReport(value: unknown): value is ModuleReport {
  return typeof value === 'object' && value !== null && 'chunks' in value && Array.isArray(value.chunks);
}

/** `npm run build` (gen + typecheck + vite build); the module report comes from a second, bench-only build. */
async function buildApp(): Promise<ModuleReport | null> {
  if (process.env.BENCH_NO_BUILD !== '1') {
    log(`[${elapsed()}] npm run build…`);
    const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) {
      console.error(`${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim().split('\n').slice(-30).join('\n'));
      throw new Error('npm run build a échoué (voir ci-dessus)');
    }
  }
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('dist/index.html absent');
  // The module report only serves the sizes.
  if (!wanted('sizes')) return null;
  const reportFile = path.join(TMP, 'modules.json');
  process.env.BENCH_MODULES_OUT = reportFile;
  try {
    await build({ configFile: path.join(ROOT, 'bench', 'vite.bench.config.ts'), logLevel: 'error' });
    const raw: unknown = JSON.parse(readFileSync(reportFile, 'utf8'));
    return isModuleReport(raw) ? raw : null;
  } catch (error) {
    fail('rapport des modules', error);
    return null;
  }
}

async function main(): Promise<void> {
  log(`Vitrine bench — ${os.cpus().length} cœurs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, ${chromiumVersion()}`);
  let sizes: SizeReport | null = null;
  let requests: PageRequests[] | null = null;
  let checkout: CheckoutRequests | null = null;
  let lighthouse: LighthouseResult[] | null = null;
  let floor: FloorReport | null = null;
  let throughput: ThroughputReport | null = null;
  let server: ServerTimingReport | null = null;
  let serverLoad: ServerLoadReport | null = null;
  let interactions: InteractionReport | null = null;
  let built = false;
  let moduleReport: ModuleReport | null = null;

  if (wanted('sizes') || wanted('requests') || wanted('lighthouse') || wanted('server') || wanted('interactions')) {
    try {
      moduleReport = await buildApp();
      built = true;
      if (wanted('sizes')) {
        sizes = measureBuild(DIST, moduleReport, ROOT);
        // The same figures as `npm run check:bundle`: each page's initial JS against its limit and
        // issue 23's target, and what the libraries alone weigh.
        const budgetsFile = path.join(ROOT, 'bench', 'budgets.json');
        const pageBudgets = readPageJsBudgets(budgetsFile);
        sizes.pages = measurePageJs(DIST, pageBudgets, await renderedPageModules(DIST, pageBudgets));
        sizes.libraries = measureLibraries(DIST, readLibraryChunks(budgetsFile));
      }
    } catch (error) {
      fail('build', error);
    }
  }

  if (built && (wanted('requests') || wanted('lighthouse') || wanted('sizes') || wanted('server') || wanted('interactions'))) {
    let liveServer: LiveServer | null = null;
    try {
      // The demo keeps the bench's writes (the editor's 200-block pages) in memory, never in npm start's state.
      liveServer = await startLiveServer(DIST, () => startServer({ port: 0, noBuild: true, env: { ...process.env, DEMO_STATE_DIR: 'memory' } }), log);
      const live = liveServer;
      const baseUrl = () => live.url();
      log(`[${elapsed()}] serveur de production : ${await baseUrl()}`);
      // The per-route sizes come from what the browser fetched, so the requests run with the sizes too.
      if (wanted('requests') || wanted('sizes')) {
        log(`[${elapsed()}] requêtes API par page…`);
        try {
          requests = await measureRequests(baseUrl, BENCH_PAGES);
          if (sizes) {
            const initial = sizes.initial.files;
            for (const r of requests) sizes.routes[r.id] = measureRoute(DIST, r.assets, initial);
            const home = requests.find((r) => r.id === 'home');
            if (home && moduleReport) sizes.homeCartCode = cartCodeIn(moduleReport, home.assets, ROOT);
          }
        } catch (error) {
          fail('requêtes', error);
        }
      }
      if (wanted('requests')) {
        log(`[${elapsed()}] requêtes API du tunnel de commande…`);
        checkout = await measureCheckoutRequests(baseUrl);
        if (checkout.error) fail('tunnel de commande', checkout.error);
      }
      if (wanted('server')) {
        log(`[${elapsed()}] rendu serveur : TTFB et débit…`);
        server = await measureServerTiming(await baseUrl(), '/qui-suis-je', { requests: intEnv('BENCH_TTFB_REQUESTS', 200) });
        if (server.error) fail('rendu serveur', server.error);
        log(`[${elapsed()}] rendu serveur sous charge : wrk -t2 -c10, deux sites, API à part, puis mémoire…`);
        serverLoad = await measureServerLoad(ROOT, { seconds: intEnv('BENCH_LOAD_SECONDS', 10), memoryRequests: intEnv('BENCH_MEMORY_REQUESTS', 20_000) }, log);
        if (serverLoad.error) fail('rendu serveur sous charge', serverLoad.error);
      }
      if (wanted('interactions')) {
        const runs = intEnv('BENCH_INTERACTION_RUNS', 3);
        log(`[${elapsed()}] interactions sur un téléphone (390 px, processeur 4× plus lent, ${runs} essais chacune) et premier toucher…`);
        // The consent banner needs a site with analytics tools: site 51 alone with the e2e's fake ids.
        const analytics = await startServer({ port: 0, noBuild: true, env: { ...process.env, SITE_ID: '51', LOG: 'off', ...ANALYTICS_ENV } });
        try {
          interactions = await measureInteractions(baseUrl, analytics.url, INTERACTIONS, runs, log);
          if (interactions.error) fail('interactions', interactions.error);
        } catch (error) {
          fail('interactions', error);
        } finally {
          await analytics.close();
        }
      }
      if (wanted('lighthouse')) {
        const runs = intEnv('BENCH_LH_RUNS', 3);
        log(`[${elapsed()}] Lighthouse (${runs} essais par page et profil ; sur mobile, chaque essai aussi sur le plancher physique)…`);
        // The physical floor (issue 8): each page's server HTML without scripts, on a static server of
        // the same build (what the build lacks, e.g. /theme.css, comes from the production server),
        // audited in the same browser as the page (floor-server.ts).
        const floorServer = await startFloorServer(DIST, baseUrl);
        const floorPages: FloorPage[] = [];
        try {
          const report = await measureLighthouse(baseUrl, BENCH_PAGES, runs, log, {
            traceDir: path.join(TMP, 'traces'),
            floorUrl: async (page) => {
              const published = await publishFloor(await baseUrl(), floorServer, page);
              const { url, ...recorded } = published;
              floorPages.push(recorded);
              if (published.mismatch) fail(`plancher ${page.path}`, published.mismatch);
              return url;
            },
          });
          lighthouse = report.results;
          floor = { pages: floorPages, lighthouse: report.floor };
        } catch (error) {
          fail('lighthouse', error);
        } finally {
          await floorServer.close();
        }
      }
    } catch (error) {
      fail('serveur', error);
    } finally {
      if (liveServer && liveServer.restarts() > 0)
        fail(
          'serveur',
          `dist/ reconstruit ${liveServer.restarts()} fois par un autre processus pendant le bench : les tailles peuvent ne pas correspondre au build mesuré par Lighthouse`,
        );
      await liveServer?.close();
    }
  }
  if (!wanted('requests')) requests = null;

  if (wanted('throughput')) {
    log(`[${elapsed()}] débit du moteur de rendu…`);
    try {
      throughput = await measureThroughput(ROOT, { sizes: [100, 1000, 5000], warmup: intEnv('BENCH_WARMUP', 3), runs: intEnv('BENCH_RUNS', 10) }, log);
      if (throughput.error) fail('débit', throughput.error);
    } catch (error) {
      fail('débit', error);
    }
  }

  let platform: PlatformReport | null = null;
  if (wanted('platform')) {
    log(`[${elapsed()}] plateforme : annuaire, événements, Varnish…`);
    try {
      platform = await measurePlatform();
    } catch (error) {
      fail('plateforme', error);
    }
  }

  const figures: MeasuredFigures = { sizes, lighthouse, floor, throughput, requests, server, serverLoad, interactions };
  const budgets = checkBudgets(readBudgets(path.join(ROOT, 'bench', 'budgets.json')), figures, BENCH_PAGES, INTERACTIONS);
  const results = {
    generatedAt: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      chromium: chromiumVersion(),
      lighthouse: versionOf('lighthouse'),
      react: versionOf('react'),
    },
    pages: BENCH_PAGES,
    sizes,
    lighthouse,
    floor,
    throughput,
    server,
    serverLoad,
    interactions,
    requests,
    checkout,
    platform,
    budgets,
    errors,
  };
  writeFileSync(path.join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

  const sections: [string, string | null][] = [
    ['1. Taille du code (gzip -9 / brotli q11)', sizes ? sizeSection(sizes, BENCH_PAGES) : null],
    ['2. Lighthouse 12 (médiane des essais)', lighthouse ? lighthouseSection(lighthouse, BENCH_PAGES) : null],
    [
      '2 bis. Plancher physique : le HTML du serveur sans aucun script, servi en fichier statique (mobile, même navigateur, essais alternés)',
      lighthouse && floor ? floorSection(lighthouse, floor, BENCH_PAGES) : null,
    ],
    [
      '2 ter. Ce qui bloque le fil principal (mobile, essai au TBT médian ; traces : bench/.tmp/traces/)',
      lighthouse ? mainThreadSection(lighthouse, BENCH_PAGES) : null,
    ],
    ['3. Débit du moteur de rendu (Chromium headless)', throughput ? throughputSection(throughput) : null],
    ['4. Requêtes API par page', requests ? requestsSection(requests) : null],
    ['3 bis. Rendu serveur (TTFB, débit)', server ? serverTimingSection(server) : null],
    ['3 ter. Rendu serveur sous charge (pages/s, p50/p99, mémoire)', serverLoad ? serverLoadSection(serverLoad) : null],
    [
      '5. Interactions sur un téléphone (390 px, tactile, processeur 4× plus lent ; Event Timing, médiane des essais)',
      interactions ? interactionSection(interactions) : null,
    ],
    ['4 bis. Requêtes API du tunnel de commande (un achat invité, livraison à domicile)', checkout ? checkoutSection(checkout) : null],
    ['6. Plateforme : sites qui changent pendant que Vitrine tourne (bench/platform.ts)', platform ? platformSection(platform) : null],
    ['Budgets (bench/budgets.json)', budgetSection(budgets)],
  ];
  log('');
  for (const [title, body] of sections) {
    log(`== ${title}`);
    log(body ?? '(non mesuré)');
    log('');
  }
  if (errors.length > 0) log(`Erreurs du bench : ${errors.join(' | ')}`);
  log(`Écrit bench/results.json en ${elapsed()}.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
