/**
 * Purging the CDN in front (issue 34): `CDN_PURGE_URL` names it; a purge is `PURGE` with the header
 * `xkey-purge: <tags>` (deploy/varnish/vitrine.vcl drops every object tagged with one of them). Only
 * the process that received a change event purges the CDN (the others purge their own caches).
 * Runtime-neutral (fetch).
 */
import { callDeadline } from '@/lib/call-deadline';
import { reportError } from '@/lib/report-error';

/** Tags sent in one request (a header of a few kilobytes at most). */
const TAGS_PER_REQUEST = 50;

/** How long one purge request may take before it counts as failed (then retried once). */
const PURGE_TIMEOUT_MS = 5_000;

/** Purges the CDN by tag. */
export type CdnPurger = (tags: readonly string[]) => Promise<void>;

/**
 * A purger for the CDN at `url`; a failed purge is retried once, then reported (the CDN then serves
 * the old page until its s-maxage runs out: never longer).
 */
export function createCdnPurger(url: string, doFetch: (request: Request) => Promise<Response> = (request) => fetch(request)): CdnPurger {
  async function send(tags: readonly string[], attempt: number): Promise<void> {
    const deadline = callDeadline(PURGE_TIMEOUT_MS);
    try {
      const response = await deadline.race(doFetch(new Request(url, { method: 'PURGE', headers: { 'xkey-purge': tags.join(' ') }, signal: deadline.signal })));
      await response.body?.cancel();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch (error) {
      if (attempt === 0) return send(tags, 1);
      reportError(error, { where: 'CDN purge', level: 'warning', url, tags: tags.length });
    } finally {
      deadline.done();
    }
  }
  return async (tags) => {
    const batches: Promise<void>[] = [];
    for (let start = 0; start < tags.length; start += TAGS_PER_REQUEST) batches.push(send(tags.slice(start, start + TAGS_PER_REQUEST), 0));
    await Promise.all(batches);
  };
}

/** The purger of the CDN the settings name (`CDN_PURGE_URL`), or undefined when none. */
export function cdnPurgerFromSettings(env: Readonly<Record<string, string | undefined>>): CdnPurger | undefined {
  const url = env.CDN_PURGE_URL?.trim();
  return url ? createCdnPurger(url) : undefined;
}
