/**
 * Throughput harness (built by bench/vite.throughput.config.ts, driven by bench/lib/throughput.ts):
 * renders a page of N blocks through Vitrine's PageRenderer or the plain baseline and times render
 * start → DOM committed. `flushSync` makes React render and commit before it returns, so the time
 * covers exactly React's render + commit of the whole page (block code is preloaded first, as the
 * route loader does in the app, so nothing suspends).
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import type { ComponentConf } from '@/api/generated/types';
import { PageRenderer } from '@/renderer/page-renderer';
import { blockRegistry, type RegisteredBlock } from '@registry/index';
import { createApiClient } from '@/api/client';
import { createQueryClient } from '@/api/query-client';
import { Providers } from '@/app/providers';
import { preloadSanitizer } from '@/ui/safe-html';
import { frenchSpacingDeep } from '@/lib/french-typography';
import { BaselinePage } from './baseline';
import { countBlocks, loadBenchDefinitions, makeBenchPage } from './page-data';

/** Which implementation renders the page. */
export type BenchKind = 'renderer' | 'baseline';

/** One timed render. */
export interface BenchRun {
  ms: number;
  /** Elements under the page wrapper after the commit (sanity check: both kinds must match). */
  elements: number;
}

/** Result of rendering the same page both ways once. */
export interface BenchComparison {
  blocks: number;
  sameDom: boolean;
  rendererElements: number;
  baselineElements: number;
  /** First differing HTML excerpt when the DOMs differ. */
  difference?: string;
}

/** What the driver calls through `page.evaluate`. */
export interface BenchApi {
  ready: boolean;
  prepare(): Promise<string[]>;
  run(kind: BenchKind, n: number): BenchRun;
  compare(n: number): BenchComparison;
}

declare global {
  interface Window {
    vitrineBench?: BenchApi;
  }
}

const host = document.getElementById('root');
if (!host) throw new Error('#root is missing');
const mount: HTMLElement = host;

let definitions: Map<string, RegisteredBlock> | null = null;
const templates = new Map<number, ComponentConf>();

function template(n: number): ComponentConf {
  if (!definitions) throw new Error('prepare() first');
  let conf = templates.get(n);
  if (!conf) {
    conf = makeBenchPage(n, definitions);
    if (countBlocks(conf.blocks) !== n) throw new Error(`page of ${n} blocks has ${countBlocks(conf.blocks)}`);
    templates.set(n, conf);
  }
  return conf;
}

const typesetTemplates = new Map<number, ComponentConf>();

function typesetTemplate(n: number): ComponentConf {
  let conf = typesetTemplates.get(n);
  if (!conf) {
    conf = frenchSpacingDeep(template(n));
    typesetTemplates.set(n, conf);
  }
  return conf;
}

function collectGarbage(): void {
  // Chromium is started with --expose-gc: collect between runs so one run's garbage is not billed to the next.
  const gc: unknown = Reflect.get(globalThis, 'gc');
  if (typeof gc === 'function') gc();
}

// The app's providers, as a page gets them (the bench's blocks make no API call: the client is never used).
const api = createApiClient({ apiUrl: '/api', siteId: 51, getLocale: () => 'fr_FR' });
const queryClient = createQueryClient();

/** The page as the app mounts it: inside the app's providers (API client, query cache, block registry). */
function tree(kind: BenchKind, conf: ComponentConf) {
  return (
    <MemoryRouter>
      <Providers api={api} queryClient={queryClient} registry={blockRegistry} analytics={undefined}>
        {kind === 'renderer' ? <PageRenderer conf={conf} diagnostics={false} /> : <BaselinePage conf={conf} />}
      </Providers>
    </MemoryRouter>
  );
}

/** Render once into a fresh container; returns the time and the container (caller unmounts). */
function renderOnce(kind: BenchKind, n: number): { ms: number; container: HTMLElement; unmount(): void } {
  // Fresh JSON for every run, as a page visit gets from the API (no cache carried over between runs).
  // The baseline gets its texts already typeset in French (what the renderer does per block:
  // src/lib/french-typography.ts), done before timing: the same DOM, and the renderer's cost of
  // typesetting stays in the ratio.
  const conf = structuredClone(kind === 'baseline' ? typesetTemplate(n) : template(n));
  const container = document.createElement('div');
  mount.replaceChildren(container);
  const root = createRoot(container);
  collectGarbage();
  const start = performance.now();
  flushSync(() => root.render(tree(kind, conf)));
  const ms = performance.now() - start;
  return { ms, container, unmount: () => flushSync(() => root.unmount()) };
}

/** useId values depend on the tree's shape and on a global counter: compare DOMs without them. */
function normalise(html: string): string {
  return html.replace(/«[^»]*»|_r_[a-z0-9]+_|:r[a-z0-9]+:/g, '#id');
}

window.vitrineBench = {
  ready: true,
  async prepare() {
    // Loaded before any render, as the route loader preloads block code and the app loads the
    // sanitizer when idle after its first page: a client render then waits for neither (and the
    // baseline, which has no Suspense, would otherwise render nothing the first time).
    await preloadSanitizer();
    definitions = await loadBenchDefinitions();
    return [...definitions.keys()];
  },
  run(kind, n) {
    const { ms, container, unmount } = renderOnce(kind, n);
    const elements = container.getElementsByTagName('*').length;
    unmount();
    return { ms, elements };
  },
  compare(n) {
    const renderer = renderOnce('renderer', n);
    const rendererHtml = normalise(renderer.container.innerHTML);
    const rendererElements = renderer.container.getElementsByTagName('*').length;
    renderer.unmount();
    const baseline = renderOnce('baseline', n);
    const baselineHtml = normalise(baseline.container.innerHTML);
    const baselineElements = baseline.container.getElementsByTagName('*').length;
    baseline.unmount();
    const sameDom = rendererHtml === baselineHtml;
    let difference: string | undefined;
    if (!sameDom) {
      let i = 0;
      while (i < rendererHtml.length && rendererHtml[i] === baselineHtml[i]) i += 1;
      difference = `moteur: …${rendererHtml.slice(Math.max(0, i - 80), i + 120)}… / référence: …${baselineHtml.slice(Math.max(0, i - 80), i + 120)}…`;
    }
    return { blocks: n, sameDom, rendererElements, baselineElements, difference };
  },
};
