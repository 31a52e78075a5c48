/**
 * Consent state (DESIGN.md §5: a pure immer reducer, consent-reducer.ts). What the visitor chose, for
 * which tools and when, and which view is open. Storage and side effects live elsewhere
 * (consent-cookie.ts, use-consent.tsx); this file and the reducer decide. Rules (CNIL deliberation 2020-091, SPEC §9):
 * - a tool that needs consent runs only after an explicit "yes" for it; no answer is no;
 * - a choice is valid 13 months when it grants anything, 6 months when it refuses everything, then
 *   the visitor is asked again; a tool configured after the choice is asked about again;
 * - closing the banner without choosing is a refusal (not consent);
 * - a CNIL-exempt tool runs without consent unless the visitor objected.
 */
import type { ToolId } from './tools';

/** The stored choice: when it was made, the answer per tool it covered, the embeds allowed. */
export interface ConsentChoice {
  /** When the visitor chose (ms since epoch). */
  at: number;
  /** true = accepted, false = refused (or, for an exempt tool, objected). A missing tool was never asked. */
  tools: Partial<Record<ToolId, boolean>>;
  /** Third-party embed providers the stored choice allows (e.g. "youtube"; kept so older cookies round-trip and the dialog can withdraw them). */
  embeds: string[];
}

/** What is on screen: nothing, the banner, or the detailed choices. */
export type ConsentView = 'hidden' | 'banner' | 'preferences';

/** The consent state of one page (one per app, one per server render). */
export interface ConsentState {
  /** Configured tools, in display order. */
  tools: ToolId[];
  /** Configured tools the tenant declared CNIL-exempt. */
  exempt: ToolId[];
  /** The valid stored choice, or null (never asked, expired, unreadable). */
  choice: ConsentChoice | null;
  view: ConsentView;
  /**
   * False until the browser has read the stored choice. Pages are rendered alike for every visitor
   * (a CDN may share them, docs/decisions/008-tenants-and-caching.md), so the server and hydration
   * know no choice: no banner, no tool, events held; the `restore` action then brings the choice.
   */
  ready: boolean;
}

/** What can happen. `at` is the time of the visitor's action (ms since epoch). */
export type ConsentAction =
  /** The stored choice, read in the browser once the page is hydrated. */
  | { type: 'restore'; choice: ConsentChoice | null; at: number }
  | { type: 'acceptAll'; at: number }
  | { type: 'refuseAll'; at: number }
  /** The banner's close button: a refusal, not consent (CNIL: "continuer sans accepter"). */
  | { type: 'dismiss'; at: number }
  /** The dialog's "Enregistrer": one answer per tool shown, the embeds kept. */
  | { type: 'save'; at: number; tools: Partial<Record<ToolId, boolean>>; embeds: string[] }
  | { type: 'openPreferences' }
  | { type: 'closePreferences' };

/** How long a choice lasts, in calendar months (SPEC §9; a refusal follows the CNIL's good practice). */
export const CONSENT_MONTHS = 13;
export const REFUSAL_MONTHS = 6;

/**
 * `months` calendar months after `at`, at the same time of day; from a day the target month lacks (31
 * December + 6 months), its last day (30 June), never the next month's first: a choice must not outlive
 * its 13 months by a day.
 */
function addMonths(at: number, months: number): number {
  const d = new Date(at);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  d.setUTCDate(Math.min(day, new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()));
  return d.getTime();
}

/** True when the choice grants anything (a tool or an embed). */
function grantsAnything(choice: ConsentChoice): boolean {
  return Object.values(choice.tools).some(Boolean) || choice.embeds.length > 0;
}

/** When the choice stops being valid (ms since epoch): 13 months after it if it grants anything, else 6. */
export function choiceExpiry(choice: ConsentChoice): number {
  return addMonths(choice.at, grantsAnything(choice) ? CONSENT_MONTHS : REFUSAL_MONTHS);
}

/** A choice that is still valid at `now` (not expired, not dated in the future). */
export function validChoice(choice: ConsentChoice | null, now: number): ConsentChoice | null {
  if (!choice) return null;
  // A date in the future is a forged or clock-skewed record: ask again rather than trust it.
  if (choice.at > now + 24 * 3600_000 || choice.at <= 0) return null;
  return now < choiceExpiry(choice) ? choice : null;
}

/** Tools that need the visitor's consent (configured and not exempt). */
function consentTools(state: Pick<ConsentState, 'tools' | 'exempt'>): ToolId[] {
  return state.tools.filter((tool) => !state.exempt.includes(tool));
}

/** True when the banner must ask: a tool needs consent and the valid choice does not answer for it. */
export function needsChoice(state: Pick<ConsentState, 'tools' | 'exempt' | 'choice'>): boolean {
  return consentTools(state).some((tool) => state.choice?.tools[tool] === undefined);
}

/** The state of a page load: configured tools and the stored choice (null when none or expired). */
export function initialConsentState(tools: ToolId[], exempt: ToolId[], stored: ConsentChoice | null, now: number): ConsentState {
  const choice = validChoice(stored, now);
  const base = { tools, exempt, choice };
  return { ...base, view: needsChoice(base) ? 'banner' : 'hidden', ready: true };
}

/** The state a page renders with before the stored choice is read: nothing shown, nothing granted. */
export function unreadConsentState(tools: ToolId[], exempt: ToolId[]): ConsentState {
  return { tools, exempt, choice: null, view: 'hidden', ready: false };
}

/**
 * THE gate: may `tool` run and send now? A tool that needs consent: only with a "yes" in the valid
 * choice. A CNIL-exempt tool: unless the visitor objected. An unconfigured tool: never.
 */
export function canTrack(state: Pick<ConsentState, 'tools' | 'exempt' | 'choice'>, tool: ToolId): boolean {
  if (!state.tools.includes(tool)) return false;
  const answer = state.choice?.tools[tool];
  return state.exempt.includes(tool) ? answer !== false : answer === true;
}

/** `canTrack`, plus whether a "no" is final or only "not answered yet" (events then wait). */
export type ToolDecision = 'granted' | 'denied' | 'pending';

/** The decision for a tool: granted, denied, or pending (needs consent, not answered yet). */
export function decisionOf(state: Pick<ConsentState, 'tools' | 'exempt' | 'choice'>, tool: ToolId): ToolDecision {
  if (canTrack(state, tool)) return 'granted';
  if (!state.tools.includes(tool) || state.exempt.includes(tool)) return 'denied';
  return state.choice?.tools[tool] === undefined ? 'pending' : 'denied';
}

/** Every configured tool answered alike (« Tout accepter », « Tout refuser »). */
export function answerAll(state: Pick<ConsentState, 'tools'>, answer: boolean): Partial<Record<ToolId, boolean>> {
  return Object.fromEntries(state.tools.map((tool) => [tool, answer]));
}

/**
 * The state once the stored choice is read (the reducer's `restore`, which the store applies without
 * the reducer: it is all a returning visitor's page ever does with the consent). The visitor asked for
 * the choices before the cookie was read (a « Gérer les cookies » tap held until the app started, then
 * replayed): the dialog stays open over what was read.
 */
export function restoredState(state: ConsentState, choice: ConsentChoice | null, at: number): ConsentState {
  const restored = initialConsentState(state.tools, state.exempt, choice, at);
  return state.view === 'preferences' ? { ...restored, view: 'preferences' } : restored;
}
