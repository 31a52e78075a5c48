import { themeStylesheet, themeVersion } from './theme-css';
import type { SiteInfoView } from '@/api/queries/site';
import type { ParameterLike } from '@/lib/parameters';
import { buildTheme, type FontFaceSpec, type ThemeModel } from './theme-model';
import { reportError } from '@/lib/report-error';

const loadedFaces = new Set<string>();

/**
 * Registers the site's font files with the CSS Font Loading API rather than an injected
 * `<style>@font-face…</style>`: the app runs under a CSP without `'unsafe-inline'` styles, and the
 * API is governed by `font-src` only.
 */
export function registerFontFaces(
  faces: readonly FontFaceSpec[],
  fontSet: FontFaceSet | undefined = typeof document === 'undefined' ? undefined : document.fonts,
): void {
  if (!fontSet || typeof FontFace === 'undefined') return;
  for (const face of faces) {
    const key = `${face.family}|${face.url}`;
    if (loadedFaces.has(key)) continue;
    loadedFaces.add(key);
    const fontFace = new FontFace(face.family, `url(${JSON.stringify(face.url)})`, { weight: String(face.weight), style: face.style, display: 'optional' });
    fontSet.add(fontFace);
    fontFace.load().catch((error: unknown) => reportError(error, { where: 'theme font', url: face.url }));
  }
}

/** MIME type of a favicon from its extension. */
export function faviconType(url: string): string | null {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  switch (extension) {
    case 'svg':
      return 'image/svg+xml';
    case 'png':
      return 'image/png';
    case 'ico':
      return 'image/x-icon';
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg';
    default:
      return null;
  }
}

/** Points `<link rel="icon">` at the LOGO_FAVICON logo (created when index.html has none). */
export function applyFavicon(url: string | null | undefined, doc: Document = document): void {
  if (!url) return;
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  if (link.getAttribute('href') !== url) link.href = url;
  const type = faviconType(url);
  if (type) link.type = type;
  else link.removeAttribute('type');
}

/**
 * Puts the theme on the page: CSS variables on `<html>` (through the CSSOM, which a strict CSP
 * allows), font files, favicon. Returns a function that removes the variables again. A page whose
 * server already linked this very theme (`<html data-theme>` = its version) is left as it is:
 * setting the same variables again would only make the browser restyle the whole page.
 */
export function applyTheme(theme: ThemeModel, doc: Document = document): () => void {
  const root = doc.documentElement;
  applyFavicon(theme.logos.favicon?.onlineImage?.url, doc);
  if (root.dataset.theme === themeVersion(themeStylesheet(theme))) return () => {};
  for (const [name, value] of Object.entries(theme.variables)) root.style.setProperty(name, value);
  registerFontFaces(theme.fontFaces, doc.fonts);
  return () => {
    for (const name of Object.keys(theme.variables)) root.style.removeProperty(name);
  };
}

/**
 * {@link applyTheme} of the theme built from the site's parameters and site info (`buildTheme`):
 * what the shell runs, once this module (a chunk of its own, with theme-model.ts) has loaded.
 */
export function applySiteTheme(parameters: readonly ParameterLike[] | undefined, siteInfo: SiteInfoView | undefined, doc: Document = document): () => void {
  return applyTheme(buildTheme(parameters, siteInfo), doc);
}
