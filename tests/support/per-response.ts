/**
 * The values of a rendered page that must differ from one response to the next: the query cache's
 * clock in the data block (`fetchedAt`, src/app/server/hydration-refs.ts: the browser needs it to
 * judge staleness). Tests comparing two renders of a URL (determinism, Node/workerd parity, two
 * visitors) compare pages with these blanked.
 */
const TIMESTAMPS = /"(fetchedAt)":\d+/g;

/** `html` with its per-response values blanked. */
export function withoutPerResponseValues(html: string): string {
  return html.replace(TIMESTAMPS, '"$1":0');
}
