/**
 * The values of a rendered page that must differ from one response to the next: the query cache's
 * timestamps in the dehydrated state (the browser needs them to judge staleness). Tests comparing
 * two renders of a URL (determinism, Node/workerd parity) compare pages with these blanked.
 */
const TIMESTAMPS = /"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g;

/** `html` with its per-response values blanked. */
export function withoutPerResponseValues(html: string): string {
  return html.replace(TIMESTAMPS, '"$1":0');
}
