/**
 * Server rendering speed (issue 8): time to first byte of a server-rendered CMS page on the demo API,
 * over many sequential requests with the server warm, and the server's throughput (pages per second)
 * under a few concurrent clients. Both go through loopback, as a CDN or a reverse proxy would.
 */
import { median, percentile, round } from './stats';

/** What the server section reports. */
export interface ServerTimingReport {
  path: string;
  /** Sequential requests measured (after the warm-up). */
  requests: number;
  ttfbMs: { p50: number | null; p95: number | null; max: number | null };
  /** Whole-page time (last byte) median, ms. */
  fullMs: number | null;
  throughput: { concurrency: number; seconds: number; pages: number; perSecond: number | null };
  error?: string;
}

/** One request: ms until the response headers (first byte), and until the body is read. */
async function timeOne(url: string): Promise<{ ttfb: number; full: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Language': 'fr-FR' } });
  const ttfb = performance.now() - started;
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} a répondu ${response.status}`);
  return { ttfb, full: performance.now() - started };
}

/**
 * Measure `path` on the running server.
 * @param requests sequential requests measured after `warmup` unmeasured ones
 */
export async function measureServerTiming(
  baseUrl: string,
  path: string,
  { warmup = 20, requests = 200, concurrency = 4, seconds = 5 } = {},
): Promise<ServerTimingReport> {
  const url = new URL(path, baseUrl).href;
  const report: ServerTimingReport = {
    path,
    requests,
    ttfbMs: { p50: null, p95: null, max: null },
    fullMs: null,
    throughput: { concurrency, seconds, pages: 0, perSecond: null },
  };
  try {
    for (let i = 0; i < warmup; i += 1) await timeOne(url);
    const ttfbs: number[] = [];
    const fulls: number[] = [];
    for (let i = 0; i < requests; i += 1) {
      const { ttfb, full } = await timeOne(url);
      ttfbs.push(ttfb);
      fulls.push(full);
    }
    report.ttfbMs = { p50: round(percentile(ttfbs, 50)), p95: round(percentile(ttfbs, 95)), max: round(Math.max(...ttfbs)) };
    report.fullMs = round(median(fulls));
    const until = performance.now() + seconds * 1000;
    let pages = 0;
    const client = async () => {
      while (performance.now() < until) {
        await timeOne(url);
        pages += 1;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, client));
    report.throughput = { concurrency, seconds, pages, perSecond: round(pages / ((performance.now() - started) / 1000)) };
  } catch (error) {
    report.error = error instanceof Error ? error.message : String(error);
  }
  return report;
}

/** The report as a Markdown table. */
export function serverTimingSection(report: ServerTimingReport): string {
  const lines = [
    `Page : \`${report.path}\`, ${report.requests} requêtes successives après mise en route.`,
    '',
    '| Mesure | Valeur |',
    '|---|---|',
    `| TTFB p50 | ${report.ttfbMs.p50 ?? '—'} ms |`,
    `| TTFB p95 | ${report.ttfbMs.p95 ?? '—'} ms |`,
    `| TTFB max | ${report.ttfbMs.max ?? '—'} ms |`,
    `| Page complète (médiane) | ${report.fullMs ?? '—'} ms |`,
    `| Débit (${report.throughput.concurrency} clients, ${report.throughput.seconds} s) | ${report.throughput.perSecond ?? '—'} pages/s |`,
  ];
  if (report.error) lines.push('', `Erreur : ${report.error}`);
  return lines.join('\n');
}
