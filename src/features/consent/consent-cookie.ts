/**
 * Where the choice is kept: ONE first-party cookie, `vitrine_consent` (docs/decisions/007-consent-storage.md).
 * A cookie rather than localStorage because the server renders the page: it reads the same cookie
 * from the request and renders the banner (or not) in the HTML, so there is no flash and no hydration
 * mismatch. The value is small JSON: `{"v":1,"at":<ms>,"tools":{"matomo":true,…},"embeds":["youtube"]}`.
 * Its Max-Age ends when the choice expires (13 months, or 6 for a refusal), and the reducer checks the
 * date again on read. Anything unreadable counts as "no choice": the visitor is simply asked again.
 */
import { readCookie, serializeCookie } from '@/lib/cookies';
import { choiceExpiry, type ConsentChoice } from './consent-state';
import { TOOL_IDS, type ToolId } from './tools';

/** The cookie's name. */
export const CONSENT_COOKIE = 'vitrine_consent';

const FORMAT_VERSION = 1;
const EMBED_NAME = /^[a-z0-9-]{1,40}$/;

function isToolId(value: string): value is ToolId {
  return (TOOL_IDS as readonly string[]).includes(value);
}

/** Reads a cookie value back into a choice; null when absent, malformed or of another format. */
export function parseConsentValue(value: string | null): ConsentChoice | null {
  if (!value) return null;
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    return null; // edited by hand or by another script: ask again
  }
  if (typeof data !== 'object' || data === null) return null;
  if (!('v' in data) || data.v !== FORMAT_VERSION) return null;
  if (!('at' in data) || typeof data.at !== 'number' || !Number.isFinite(data.at)) return null;
  if (!('tools' in data) || typeof data.tools !== 'object' || data.tools === null || Array.isArray(data.tools)) return null;
  const tools: Partial<Record<ToolId, boolean>> = {};
  for (const [name, answer] of Object.entries(data.tools)) {
    if (!isToolId(name) || typeof answer !== 'boolean') return null;
    tools[name] = answer;
  }
  const rawEmbeds: unknown = 'embeds' in data ? data.embeds : [];
  if (!Array.isArray(rawEmbeds)) return null;
  const embeds: string[] = [];
  for (const name of rawEmbeds) {
    if (typeof name !== 'string' || !EMBED_NAME.test(name)) return null;
    embeds.push(name);
  }
  return { at: data.at, tools, embeds };
}

/** The stored choice found in a `Cookie` header or `document.cookie` string (not yet checked for expiry). */
export function choiceFromCookies(cookies: string): ConsentChoice | null {
  return parseConsentValue(readCookie(cookies, CONSENT_COOKIE));
}

/** The cookie value of a choice. */
export function serializeConsentValue(choice: ConsentChoice): string {
  return JSON.stringify({ v: FORMAT_VERSION, at: choice.at, tools: choice.tools, embeds: choice.embeds });
}

/**
 * The `document.cookie` assignment for a choice, living until the choice expires (`now` = the time
 * of writing). Host-only (no Domain): a choice is made for this site, not for its sister sub-domains.
 */
export function consentCookieString(choice: ConsentChoice, now: number, secure: boolean): string {
  const maxAgeSeconds = Math.max(0, (choiceExpiry(choice) - now) / 1000);
  return serializeCookie(CONSENT_COOKIE, serializeConsentValue(choice), { maxAgeSeconds, sameSite: 'Lax', secure });
}

/** Store the choice in the browser (called from an effect; never on the server). */
export function writeConsentCookie(choice: ConsentChoice): void {
  document.cookie = consentCookieString(choice, Date.now(), location.protocol === 'https:');
}
