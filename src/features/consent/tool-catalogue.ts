/**
 * What each tool does, who runs it, and what it leaves in the browser (CNIL: the visitor is told the
 * purpose, the recipient and the cookies with their duration before choosing). Loaded only with the
 * "Personnaliser" dialog or with a tool's code, never in the initial load. The cookie patterns are
 * what a withdrawal deletes.
 */
import type { ToolId } from './tools';

/** One cookie (or storage entry) a tool sets: a name as the visitor sees it, and how long it lasts (the dialog words it in the page's language). */
export interface ToolCookie {
  name: string;
  lasts: { count: number; unit: 'months' | 'minutes' };
}

/** A tool as the dialog describes it (its recipient and purpose: preferences-text.ts, `<tool>.provider`, `<tool>.purpose`). */
export interface ToolDetails {
  cookies: ToolCookie[];
  /** Names of first-party cookies the tool sets (deleted on withdrawal, where the browser allows). */
  cookiePatterns: RegExp[];
}

/** Every tool's description and cookies. */
export const TOOL_DETAILS: Record<ToolId, ToolDetails> = {
  matomo: {
    cookies: [
      { name: '_pk_id', lasts: { count: 13, unit: 'months' } },
      { name: '_pk_ses', lasts: { count: 30, unit: 'minutes' } },
      { name: '_pk_ref', lasts: { count: 6, unit: 'months' } },
    ],
    cookiePatterns: [/^_pk_/, /^mtm_/],
  },
  gtm: {
    cookies: [
      { name: '_ga', lasts: { count: 13, unit: 'months' } },
      { name: '_ga_<identifiant>', lasts: { count: 13, unit: 'months' } },
    ],
    cookiePatterns: [/^_ga$/, /^_ga_/, /^_gid$/, /^_gat/, /^_gcl_/, /^_dc_gtm_/],
  },
  plausible: {
    cookies: [],
    cookiePatterns: [],
  },
  pixel: {
    cookies: [
      { name: '_fbp', lasts: { count: 3, unit: 'months' } },
      { name: '_fbc', lasts: { count: 3, unit: 'months' } },
    ],
    cookiePatterns: [/^_fbp$/, /^_fbc$/],
  },
};
