/**
 * The theme as a stylesheet, so the server can send it with the page: the first paint already has
 * the site's colours, fonts and sizes, and the browser never re-lays the page out when the app
 * starts (docs/decisions/006-server-rendering.md). The strict CSP forbids inline styles, so it is a
 * file of its own, `/theme.css?v=<version>`, served by the server's handler.
 */
import type { ThemeModel } from './theme-model';

/** Path of the theme stylesheet the server answers. */
export const THEME_CSS_PATH = '/theme.css';

/** A CSS string literal. */
function cssString(value: string): string {
  return `"${value.replace(/["\\\n]/g, (c) => (c === '\n' ? ' ' : `\\${c}`))}"`;
}

/**
 * The theme's CSS: its variables on `:root` and one `@font-face` per font file (what `applyTheme`
 * does through the CSSOM in the browser). The same theme always gives the same text.
 * `font-display: optional`: a web font that arrives after the first paint is kept for the next page
 * instead of swapped in, since swapping re-wraps the titles and moves the page (CLS 0.019 on the
 * mobile home with `swap`, issue 23's budget is 0).
 */
export function themeStylesheet(theme: ThemeModel): string {
  const variables = Object.entries(theme.variables)
    .map(([name, value]) => `  ${name}: ${value.replace(/[;{}]/g, '')};`)
    .join('\n');
  const faces = theme.fontFaces.map(
    (face) =>
      `@font-face {\n  font-family: ${cssString(face.family)};\n  src: url(${cssString(face.url)});\n  font-weight: ${face.weight};\n  font-style: ${face.style};\n  font-display: optional;\n}`,
  );
  return [`:root {\n${variables}\n}`, ...faces].join('\n') + '\n';
}

/**
 * A short fingerprint of a stylesheet (FNV-1a, 32 bits, hex): the `?v=` of its URL and the
 * `data-theme` of the page, which tells the browser the page already wears this theme.
 */
export function themeVersion(css: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < css.length; i += 1) {
    hash ^= css.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
