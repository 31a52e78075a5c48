/**
 * What the server hands the browser inside the page: a JSON data block (`<script
 * type="application/json">`: never executed, so the strict CSP allows it) with React Router's
 * hydration data, the query cache (written as ./hydration-refs.ts says) and the blocks the page uses.
 */
// Types only: the Node server imports this module (escapeHtml) before it has set NODE_ENV, and a
// value import of TanStack Query there would load React's development build into the process.
import type { PageQueries } from './hydration-refs';
import type { ShellPage } from '@/app/layouts/shell-parts';
import type { BlockIsland } from '@/renderer/block-island';
import { reportError } from '@/lib/report-error';

/** Id of the data block holding {@link ServerState}. */
export const STATE_ELEMENT_ID = 'vitrine-state';

/** The server's hand-over to the browser. */
export interface ServerState {
  /**
   * React Router hydration data (errors as plain objects: `{ __type: 'RouteErrorResponse', … }`); a
   * value of the loader data that is also a query's data is a reference to it (hydration-refs.ts).
   */
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: Record<string, unknown> | null };
  /**
   * The request's query cache: the queries the page read, each as its key and its data (or its
   * error), one clock for all (format and reasons: ./hydration-refs.ts).
   */
  queries: PageQueries;
  /** Names of the blocks the page renders: their code loads before hydration. */
  blocks: string[];
  /** The locale the server rendered. */
  locale: string;
  /** Router basename (a locale prefix), or null. */
  basename: string | null;
  /**
   * On a page the islands entry may start (nothing to hydrate but the shell's parts: decision 011,
   * step 3, src/app/islands/main.tsx): the parts' props and the page's navigation. The rest stays for
   * a visitor whose page the app starts instead (a member: src/app/boot.ts).
   */
  islands?: ShellPage;
  /**
   * The blocks the server rendered as roots of their own (src/renderer/block-island.tsx), by their
   * element's key: what the islands entry, or the app, hydrates each with.
   */
  blockIslands?: Record<string, BlockIsland>;
}

/**
 * Attribute of the data block saying which entry starts the page: `islands` on a page with
 * {@link ServerState.islands} (src/app/boot.ts reads it without parsing the block); absent, the app.
 */
export const STATE_ENTRY_ATTRIBUTE = 'data-entry';

/**
 * Attribute of the data block listing, space-separated, the built script files (`/assets/…`) the page
 * needs besides the app's own: its message files (src/app/boot.ts fetches them with the app).
 */
export const STATE_MODULES_ATTRIBUTE = 'data-modules';

/** Escape text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A JSON data block, with `attributes` (escaped); `<` is escaped so no value can close the element. */
export function jsonScript(id: string, value: unknown, attributes: Readonly<Record<string, string>> = {}): string {
  const extra = Object.entries(attributes)
    .map(([name, text]) => ` ${name}="${escapeHtml(text)}"`)
    .join('');
  return `<script type="application/json" id="${id}"${extra}>${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The text of the page's own data block `id` (the configuration in `<head>`, the state after
 * `#root`), or null when the page has none. Read by its place, not by its id alone: the block is a
 * JSON `<script>` child of `<head>` or `<body>`, where the server writes it, while CMS HTML sits
 * inside `#root` (and never holds a script) — `getElementById` found an element of CMS text carrying
 * the id first (security review 4, finding 4). The sanitizers drop such ids too (RESERVED_ID_PREFIX
 * in src/ui/sanitize-policy.ts).
 */
export function dataBlockText(doc: Document, id: string): string | null {
  const block = `script[type="application/json"][id="${id}"]`;
  return doc.querySelector(`head > ${block}, body > ${block}`)?.textContent ?? null;
}

/** True for a list of `[queryKey, …]` entries. */
function isQueryEntries(value: unknown): boolean {
  return Array.isArray(value) && value.every((entry) => Array.isArray(entry) && Array.isArray(entry[0]));
}

/** True for a value shaped like {@link PageQueries}. */
function isPageQueries(value: unknown): value is PageQueries {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'fetchedAt' in value &&
    typeof value.fetchedAt === 'number' &&
    'data' in value &&
    isQueryEntries(value.data) &&
    (!('failed' in value) || isQueryEntries(value.failed))
  );
}

/** True for a value shaped like {@link ServerState} (what the browser reads back is checked). */
export function isServerState(value: unknown): value is ServerState {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'router' in value &&
    typeof value.router === 'object' &&
    value.router !== null &&
    'queries' in value &&
    isPageQueries(value.queries) &&
    'blocks' in value &&
    Array.isArray(value.blocks) &&
    'locale' in value &&
    typeof value.locale === 'string'
  );
}

/** The page's server data block, read back (the browser's entries), or null on a page the server did not render. */
export function readServerState(doc: Document): ServerState | null {
  const text = dataBlockText(doc, STATE_ELEMENT_ID);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isServerState(value) ? value : null;
  } catch (error) {
    reportError(error, { where: 'server data block (not JSON: rendering on the client)' });
    return null;
  }
}
