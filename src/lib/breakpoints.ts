/**
 * Breakpoints of SPEC §9 in pixels: one set of constants for CSS-in-TS, media queries and tests.
 * `default` is the smallest width the layout is designed for.
 */
export const BREAKPOINTS = {
  default: 320,
  xxs: 480,
  xs: 576,
  sm: 768,
  md: 996,
  lg: 1200,
  xl: 1367,
  '2xl': 1536,
  xxl: 1600,
  '4k': 1921,
} as const;

/** A breakpoint name. */
export type Breakpoint = keyof typeof BREAKPOINTS;

/**
 * Below this width the mobile layout applies: mobile top bar and bottom bar (SPEC §2). The spec
 * gives 960 px; its other reading ("sm and down", 768) is not used.
 */
export const MOBILE_LAYOUT_MAX_WIDTH = 960;

/** Media query for "this breakpoint and up". */
export function mediaUp(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** Media query for the mobile layout (strictly below 960 px). */
export const MOBILE_LAYOUT_QUERY = `(max-width: ${MOBILE_LAYOUT_MAX_WIDTH - 0.02}px)`;

/** Media query for the desktop layout (960 px and up). */
export const DESKTOP_LAYOUT_QUERY = `(min-width: ${MOBILE_LAYOUT_MAX_WIDTH}px)`;
