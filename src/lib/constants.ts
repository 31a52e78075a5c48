/**
 * Business constants of SPEC §9 that the shell and several features share. Constants that belong to
 * one helper live beside it (crop length in crop-text.ts). The mobile layout's 960 px breakpoint lives in the CSS
 * media queries, its only reader.
 */

/** Toasts show top right for 3000 ms. */
export const TOAST_DURATION_MS = 3000;

/** Loading bar: shown only if a navigation lasts longer than the throttle, grows over the duration, hides after the delay. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

/** Default theme (SPEC §9). */
export const DEFAULT_THEME = {
  primary: '#30738E',
  accent: '#F49E4D',
  fontFamily: 'Avenir',
  titleWeight: 600,
  contentWeight: 300,
} as const;

/**
 * What the browser uses when Avenir is not installed and the site ships no font file: system
 * humanist sans-serifs of similar proportions.
 */
export const FONT_FALLBACK_STACK = '"Avenir Next", "Nunito Sans", "Segoe UI", "Helvetica Neue", system-ui, -apple-system, Roboto, Arial, sans-serif';

/** Menu icons: 12 pt, Font Awesome solid style unless the name says otherwise. */
export const MENU_ICON = { sizePt: 12, defaultStyle: 'fa-solid' } as const;

/** Detail page top margin (px) on small screens and when the parameter is empty. */
export const DEFAULT_DETAIL_PAGE_MARGIN_TOP = 28;

/** Default locale, no URL prefix (SPEC §2, §9). */
export const DEFAULT_LOCALE = 'fr_FR';

/** Locale cookie lifetime: 365 days. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** A failed route chunk reloads the page at most once per this period (SPEC §8). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
