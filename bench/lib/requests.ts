/**
 * Section 4 of the bench: the API requests a page costs, in headless Chromium against the production
 * server. Two views per page:
 *  - cold: a fresh load of the URL (shell + page), every `/api/` request until the network is quiet;
 *  - after the shell: the shell is already up on another page, the visitor follows a link (or the
 *    history changes) to this page; only what the page itself needs is counted. The budget reads this.
 * A request "waits on" another when it starts after the other has finished; the chain is the longest
 * run of such requests (1 = everything in parallel).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { pageUrl, sameSite, type BenchPage } from '../pages';
import { CHROME_ARGS, CHROME_PATH } from './chrome';

/** One API request as seen by the browser. */
export interface ApiRequest {
  method: string;
  /** Path + query under the API root (e.g. `/api/page/qui-suis-je`). */
  path: string;
  /** The request body (POST/PUT), or null. */
  body: string | null;
  status: number | null;
  /** ms from the first request of the window. */
  start: number;
  end: number;
}

/** The requests of one window (cold load or navigation). */
export interface RequestStats {
  count: number;
  /** Requests that repeat an earlier one (same method, URL and body) in the same window. */
  duplicates: number;
  /** Longest chain of requests that each started after the previous one finished. */
  chain: number;
  requests: ApiRequest[];
}

/** Section 4's figures for one page. */
export interface PageRequests {
  id: string;
  path: string;
  cold: RequestStats;
  afterShell: (RequestStats & { from: string; via: 'link' | 'history' }) | null;
  /** Same-origin JS/CSS the cold load fetched (for the per-route sizes of section 1). */
  assets: string[];
  /** Console errors seen while loading (information: the journeys fail on them). */
  consoleErrors: number;
  error?: string;
}

/** One API request as recorded (absolute times; `body` = the request body, part of what makes a duplicate). */
interface RecordedRequest {
  method: string;
  url: string;
  body: string | null;
  start: number;
  end: number | null;
  status: number | null;
}

/** What {@link record} keeps of a page's traffic. */
export interface Recorder {
  api: RecordedRequest[];
  assets: string[];
  consoleErrors: number;
  inFlight(): number;
  lastActivity(): number;
  reset(): void;
}

/** Record a page's `/api/` requests and its same-origin JS/CSS. */
export function record(page: Page, origin: string): Recorder {
  const rec: Recorder = {
    api: [],
    assets: [],
    consoleErrors: 0,
    inFlight: () => rec.api.filter((r) => r.end === null).length,
    lastActivity: () => last,
    reset: () => {
      rec.api = [];
      rec.assets = [];
      last = Date.now();
    },
  };
  let last = Date.now();
  const open = new Map<object, Recorder['api'][number]>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    last = Date.now();
    if (url.pathname.startsWith('/api/')) {
      const entry = { method: request.method(), url: url.pathname + url.search, body: request.postData(), start: Date.now(), end: null, status: null };
      rec.api.push(entry);
      open.set(request, entry);
    } else if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) {
      rec.assets.push(url.pathname);
    }
  });
  const finish = (request: object, status: number | null) => {
    last = Date.now();
    const entry = open.get(request);
    if (!entry) return;
    entry.end = Date.now();
    entry.status = status;
    open.delete(request);
  };
  page.on('requestfinished', (request) => {
    void request.response().then(
      (response) => finish(request, response?.status() ?? null),
      () => finish(request, null),
    );
  });
  page.on('requestfailed', (request) => finish(request, null));
  page.on('console', (msg) => {
    if (msg.type() === 'error') rec.consoleErrors += 1;
  });
  return rec;
}

/** Wait until no API request is in flight and nothing was requested for `quietMs` (bounded by `timeoutMs`). */
export async function waitQuiet(rec: Recorder, quietMs = 700, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (rec.inFlight() === 0 && Date.now() - rec.lastActivity() >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Count, duplicates and longest dependent chain of a window of requests.
 * @param raw requests with absolute start/end times (ms); unfinished ones end at +∞
 */
export function analyse(raw: readonly RecordedRequest[]): RequestStats {
  const t0 = raw.reduce((m, r) => Math.min(m, r.start), Number.POSITIVE_INFINITY);
  const requests: ApiRequest[] = raw
    .map((r) => ({ method: r.method, path: r.url, body: r.body, status: r.status, start: r.start - t0, end: (r.end ?? Number.POSITIVE_INFINITY) - t0 }))
    .sort((a, b) => a.start - b.start);
  const seen = new Set<string>();
  let duplicates = 0;
  for (const r of requests) {
    const key = `${r.method} ${r.path} ${r.body ?? ''}`;
    if (seen.has(key)) duplicates += 1;
    seen.add(key);
  }
  // Longest path in the "started after it finished" order: requests are sorted by start, so every
  // predecessor of i comes before i.
  const depth: number[] = [];
  requests.forEach((r, i) => {
    let best = 0;
    for (let j = 0; j < i; j += 1) {
      const before = requests[j];
      if (before && before.end <= r.start) best = Math.max(best, depth[j] ?? 0);
    }
    depth.push(best + 1);
  });
  return { count: requests.length, duplicates, chain: depth.length > 0 ? Math.max(...depth) : 0, requests };
}

/**
 * Where to start the "after the shell" measure: a page of the same site (a client-side navigation
 * never crosses tenants) that the app starts on — the shop's (decision 011: a home, a CMS page or an
 * article start the islands, whose links load the next page as a new document).
 */
function startPageFor(target: BenchPage, pages: readonly BenchPage[]): BenchPage | undefined {
  return pages.find((p) => sameSite(p, target) && p.id !== target.id && p.kind === 'shop');
}

async function measurePage(browser: Browser, serverUrl: string, target: BenchPage, pages: readonly BenchPage[]): Promise<PageRequests> {
  // The target's tenant: its own host name on the same server.
  const origin = new URL(pageUrl(serverUrl, target)).origin;
  const baseUrl = origin;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    const rec = record(page, origin);
    await page.goto(baseUrl + target.path, { waitUntil: 'load' });
    await waitQuiet(rec);
    const cold = analyse(rec.api);
    const assets = [...rec.assets];
    const consoleErrors = rec.consoleErrors;

    let afterShell: PageRequests['afterShell'] = null;
    let error: string | null = null;
    const from = startPageFor(target, pages);
    if (from) {
      const second = await context.newPage();
      const rec2 = record(second, origin);
      await second.goto(baseUrl + from.path, { waitUntil: 'load' });
      await waitQuiet(rec2);
      rec2.reset();
      // A mark the next page keeps only if it is reached without a new document (the app's navigation).
      await second.evaluate(() => Object.assign(window, { __benchSameDocument: true }));
      // Follow a real link when the page shows one (the visitor's way); else change the history like
      // the router's own links do.
      const link = second.locator(`a[href="${target.path}"]`).first();
      let via: 'link' | 'history' = 'history';
      if ((await link.count()) > 0 && (await link.isVisible())) {
        await link.click();
        via = 'link';
      } else {
        await second.evaluate((p) => {
          window.history.pushState(null, '', p);
          window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
        }, target.path);
      }
      await waitQuiet(rec2);
      if (await second.evaluate(() => '__benchSameDocument' in window)) afterShell = { ...analyse(rec2.api), from: from.path, via };
      else error = `${from.path} → ${target.path} : un nouveau document, pas une navigation de l’application`;
      await second.close();
    }
    return { id: target.id, path: target.path, cold, afterShell, assets, consoleErrors, ...(error ? { error } : {}) };
  } catch (error) {
    return {
      id: target.id,
      path: target.path,
      cold: analyse([]),
      afterShell: null,
      assets: [],
      consoleErrors: 0,
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    await context.close();
  }
}

/**
 * Measure the API requests of every page.
 * @param baseUrl gives the production server's URL (with the demo API under /api), asked before each page
 */
export async function measureRequests(baseUrl: () => Promise<string>, pages: readonly BenchPage[]): Promise<PageRequests[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_ARGS] });
  try {
    const out: PageRequests[] = [];
    for (const target of pages) out.push(await measurePage(browser, await baseUrl(), target, pages));
    return out;
  } finally {
    await browser.close();
  }
}
