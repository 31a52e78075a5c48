/**
 * The physical floor of a page (issue 8, "Budgets"): the server's HTML of the page with every script
 * removed. What is left — the markup, the stylesheets, the images and their preloads — is what any
 * rendering of that page must download and paint, so its Lighthouse LCP measured in the same run is the
 * yardstick for Vitrine's own LCP (a ratio, steadier than absolute figures on a shared machine).
 * Pure functions; the server that serves the floor is `floor-server.ts`.
 */

/** An HTML start tag, quoted attribute values allowed to hold `>`. */
const TAG_ATTRIBUTES = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;

/**
 * A whole `<script>` element. Its text ends at the first `</script` (the HTML tokenizer's rule for
 * script data; our JSON data blocks escape `<` as `\u003c`, so they never contain one).
 */
const SCRIPT_ELEMENT = new RegExp(String.raw`<script\b${TAG_ATTRIBUTES}>[\s\S]*?</script\s*>`, 'gi');
const LINK_TAG = new RegExp(String.raw`<link\b${TAG_ATTRIBUTES}>`, 'gi');

/** One attribute of a start tag: its name, then an optional value (double-, single- or unquoted). */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** The value of `name` in a start tag (first occurrence, as the HTML parser keeps), or null when absent. */
function attribute(tag: string, name: string): string | null {
  const inner = tag.replace(/^<[a-z]+/i, '');
  for (const match of inner.matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() === name) return match[2] ?? match[3] ?? match[4] ?? '';
  }
  return null;
}

/** The link types of a `<link>` tag (`rel`, lower-cased, split on spaces). */
const relOf = (tag: string) => (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);

/** A `<link>` that fetches script: `modulepreload`, or a preload / prefetch `as="script"`. */
function isScriptLink(tag: string): boolean {
  const rel = relOf(tag);
  if (rel.includes('modulepreload')) return true;
  return (rel.includes('preload') || rel.includes('prefetch')) && attribute(tag, 'as')?.toLowerCase() === 'script';
}

/**
 * The page without any script: every `<script>` element (module entry, JSON data blocks, JSON-LD —
 * whatever its type) and every link that fetches script (`modulepreload`, `preload as="script"`).
 * Stylesheets, image preloads, icons and the rest of the markup stay byte for byte (the whitespace
 * around a removed element too: it may separate inline text).
 */
export function stripScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, '').replace(LINK_TAG, (tag) => (isScriptLink(tag) ? '' : tag));
}

/** The `href` of every `<link rel="stylesheet">` of the page, in document order. */
export function stylesheetHrefs(html: string): string[] {
  const hrefs: string[] = [];
  for (const [tag] of html.matchAll(LINK_TAG)) {
    const href = attribute(tag, 'href');
    if (relOf(tag).includes('stylesheet') && href) hrefs.push(href);
  }
  return hrefs;
}

/**
 * Vitrine's LCP divided by the floor's, 2 decimals (the budget `lighthouse-mobile-lcp-floor-ratio`);
 * null when either is missing or the floor is not a positive time.
 */
export function lcpRatio(vitrineMs: number | null, floorMs: number | null): number | null {
  if (vitrineMs === null || floorMs === null || !(floorMs > 0) || !Number.isFinite(vitrineMs)) return null;
  return Math.round((vitrineMs / floorMs) * 100) / 100;
}
