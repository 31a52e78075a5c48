import type { SiteFont, Theme } from '@/api/generated/types';
import type { SiteInfoView } from '@/api/queries/site';
import { contrastRatio, ensureContrast, mixColors, parseColor, readableTextOn, toHex } from '@/lib/color';
import { DEFAULT_DETAIL_PAGE_MARGIN_TOP, DEFAULT_THEME, FONT_FALLBACK_STACK, MENU_ICON } from '@/lib/constants';
import { fontWeightFromFileName, isItalicFileName } from '@/lib/font-weight';
import { indexParameters, parameterNumber, parameterString, type ParameterLike } from '@/lib/parameters';
import { logosOf, type ThemeLogos } from './theme-logos';

/** The page background: a warm ivory that suits a wellness brand better than pure white. */
export const PAGE_BACKGROUND = '#FBF8F4';
/** The sand surface used by tinted sections: muted text must stay readable on it too. */
export const SURFACE_SOFT = '#F4EEE6';
/** Default body text colour when the site gives none. */
export const DEFAULT_TEXT_COLOR = '#2B3A3D';
/** Dark text used on light coloured backgrounds (luminance rule). */
export const DARK_ON_COLOR = '#1F2A30';

/** One `@font-face` to register. */
export interface FontFaceSpec {
  family: string;
  url: string;
  weight: number;
  style: 'normal' | 'italic';
}

/** Everything the shell needs to dress the site: the theme of SPEC §3 plus fonts to load and logos. */
export interface ThemeModel extends Theme {
  variables: Record<string, string>;
  fontFaces: FontFaceSpec[];
  /** The font files the first paint needs, for `<link rel="preload">` (see `fontPreloadsOf`). */
  fontPreloads: string[];
  logos: ThemeLogos;
}

const GENERIC_FAMILIES = /\b(?:serif|sans-serif|monospace|cursive|fantasy|system-ui|ui-sans-serif|ui-serif)\b/;

/** Quotes a single family name when CSS needs it. */
function quoteFamily(name: string): string {
  const clean = name.trim();
  if (/^["'].*["']$/.test(clean) || /^[a-z-]+$/i.test(clean)) return clean;
  return `"${clean.replace(/"/g, '')}"`;
}

/**
 * A CSS `font-family` value for a family given by the site: a single name gets quoted and the
 * fallback stack appended; a stack is kept, with the fallback stack added when it has no generic
 * family at its end (so the browser never falls back to Times by accident).
 */
export function fontFamilyValue(family: string | null | undefined): string {
  const raw = family?.trim() || DEFAULT_THEME.fontFamily;
  const names = raw
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const stack = names.map(quoteFamily).join(', ');
  return GENERIC_FAMILIES.test(raw) ? stack : `${stack}, ${FONT_FALLBACK_STACK}`;
}

/** First family of a stack, unquoted: the name an `@font-face` registers. */
export function primaryFamily(family: string): string {
  return (family.split(',')[0] ?? family).trim().replace(/^["']|["']$/g, '');
}

/** `@font-face` rules for the site's font files, weight and style read from each file name (SPEC §5). */
export function fontFacesOf(fonts: readonly SiteFont[]): FontFaceSpec[] {
  const seen = new Set<string>();
  const faces: FontFaceSpec[] = [];
  for (const font of fonts) {
    const family = primaryFamily(font.family);
    for (const file of font.files) {
      if (!file.url || seen.has(file.url)) continue;
      seen.add(file.url);
      faces.push({ family, url: file.url, weight: fontWeightFromFileName(file.name), style: isItalicFileName(file.name) ? 'italic' : 'normal' });
    }
  }
  return faces;
}

/** Most font files a page preloads: each one shares the first round trips with the page's stylesheets. */
export const MAX_FONT_PRELOADS = 2;

/**
 * The web font files a page's first paint uses, in the order it needs them: the titles' (the first
 * screen's heading), then the menu's, then the text's, upright only (italics are rarely above the
 * fold), at most `MAX_FONT_PRELOADS`. Preloaded from the page's head, each is fetched beside the
 * stylesheets instead of after the theme stylesheet that declares it: with `font-display: optional`
 * a font that misses the first paint is not used on that page at all, and a simulated mobile load
 * counts the chain HTML → theme.css → font as render-blocking (150 ms a link, issue 37).
 */
export function fontPreloadsOf(fonts: readonly SiteFont[]): string[] {
  const urls: string[] = [];
  for (const type of ['TITLE', 'MENU', 'CONTENT'] as const) {
    const font = fontOf(fonts, type);
    const upright = font?.files.filter((f) => f.url && !isItalicFileName(f.name)) ?? [];
    // The file of the weight the role is set in, else its first upright file.
    const file = upright.find((f) => fontWeightFromFileName(f.name) === font?.weight) ?? upright[0];
    if (file && !urls.includes(file.url)) urls.push(file.url);
  }
  return urls.slice(0, MAX_FONT_PRELOADS);
}

/** A colour parameter, or the default when unset or unreadable. */
function colorParameter(value: string | null, fallback: string): string {
  const rgb = value ? parseColor(value) : null;
  return rgb ? toHex(rgb) : fallback.toLowerCase();
}

function fontOf(fonts: readonly SiteFont[], type: SiteFont['type']): SiteFont | null {
  return fonts.find((f) => f.type === type) ?? null;
}

/** A size in px for CSS: numbers get `px`, CSS lengths are kept, nonsense is dropped. */
function cssLength(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? `${value}px` : null;
  const v = value.trim();
  if (/^\d+(\.\d+)?$/.test(v)) return `${v}px`;
  return /^\d+(\.\d+)?(px|rem|em|pt|%)$/.test(v) ? v : null;
}

/**
 * Builds the theme from site parameters and site info (SPEC §3, §9): brand colours (defaults
 * #30738E / #F49E4D) with derived tints, text colours chosen by the luminance rule, per-role fonts
 * (default Avenir, titles 600, content 300), logos, logo sizes, menu icon size and the detail-page top
 * margin (28 when empty). Pure: the same inputs always give the same CSS variables.
 */
export function buildTheme(parameters: readonly ParameterLike[] | undefined, siteInfo: SiteInfoView | undefined): ThemeModel {
  const index = indexParameters(parameters ?? []);
  const fonts = siteInfo?.fonts ?? [];
  const primary = colorParameter(parameterString(index, 'PRIMARY_COLOR'), DEFAULT_THEME.primary);
  const accent = colorParameter(parameterString(index, 'ACCENT_COLOR'), DEFAULT_THEME.accent);
  const title = fontOf(fonts, 'TITLE');
  const content = fontOf(fonts, 'CONTENT');
  const menu = fontOf(fonts, 'MENU');
  const textColor = content?.color && parseColor(content.color) ? content.color : DEFAULT_TEXT_COLOR;
  const titleWeight = title?.weight ?? DEFAULT_THEME.titleWeight;
  const contentWeight = content?.weight ?? DEFAULT_THEME.contentWeight;
  const marginTop = parameterNumber(index, 'DETAIL_PAGE_MARGIN_TOP') ?? DEFAULT_DETAIL_PAGE_MARGIN_TOP;

  const onPrimary = readableTextOn(primary, '#ffffff', DARK_ON_COLOR);
  const onAccent = readableTextOn(accent, '#ffffff', DARK_ON_COLOR);

  const variables: Record<string, string> = {
    '--color-primary': primary,
    '--color-primary-strong': mixColors(primary, '#000000', 0.18) ?? primary,
    '--color-primary-soft': mixColors(primary, '#ffffff', 0.9) ?? primary,
    '--color-primary-muted': mixColors(primary, PAGE_BACKGROUND, 0.8) ?? primary,
    '--color-primary-deep': mixColors(primary, '#0b1416', 0.55) ?? primary,
    '--color-primary-text': ensureContrast(primary, PAGE_BACKGROUND),
    // Large decorative type (the error page's status): light, but still 3:1 on white (WCAG large text).
    '--color-primary-light': ensureContrast(mixColors(primary, '#ffffff', 0.45) ?? primary, '#ffffff', 3.1),
    '--color-on-primary': onPrimary,
    '--color-accent': accent,
    '--color-accent-strong': mixColors(accent, '#000000', 0.12) ?? accent,
    '--color-accent-soft': mixColors(accent, '#ffffff', 0.85) ?? accent,
    '--color-accent-text': ensureContrast(accent, PAGE_BACKGROUND),
    '--color-on-accent': onAccent,
    '--color-bg': PAGE_BACKGROUND,
    '--color-text': ensureContrast(textColor, PAGE_BACKGROUND, 7),
    '--color-text-muted': ensureContrast(mixColors(textColor, PAGE_BACKGROUND, 0.28) ?? textColor, SURFACE_SOFT, 4.6),
    '--color-surface-soft': SURFACE_SOFT,
    '--font-title': fontFamilyValue(title?.family),
    '--font-title-weight': String(titleWeight),
    '--font-title-color': title?.color && contrastRatio(title.color, PAGE_BACKGROUND) >= 4.5 ? title.color : ensureContrast(primary, PAGE_BACKGROUND, 7),
    '--font-title-style': title?.style ?? 'normal',
    '--font-content': fontFamilyValue(content?.family),
    '--font-content-weight': String(contentWeight),
    '--font-content-style': content?.style ?? 'normal',
    '--font-menu': fontFamilyValue(menu?.family ?? content?.family),
    '--font-menu-weight': String(menu?.weight ?? 500),
    '--font-menu-color': menu?.color && contrastRatio(menu.color, '#ffffff') >= 4.5 ? menu.color : ensureContrast(textColor, '#ffffff'),
    '--detail-page-margin-top': `${marginTop}px`,
    '--menu-icon-size': `${parameterNumber(index, 'MENU_ICON_SIZE') ?? MENU_ICON.sizePt}pt`,
  };
  const sizes: Array<[string, string | null]> = [
    ['--font-title-size', cssLength(title?.size)],
    ['--font-content-size', cssLength(content?.size)],
    ['--font-menu-size', cssLength(menu?.size)],
    ['--logo-size', cssLength(parameterNumber(index, 'LOGO_SIZE'))],
    ['--logo-size-mobile', cssLength(parameterNumber(index, 'LOGO_SIZE_MOBILE'))],
    ['--logo-footer-size', cssLength(parameterNumber(index, 'LOGO_FOOTER_SIZE'))],
  ];
  for (const [name, value] of sizes) if (value) variables[name] = value;

  return {
    primary,
    accent,
    fontFamily: fontFamilyValue(content?.family),
    titleWeight,
    contentWeight,
    fonts,
    variables,
    fontFaces: fontFacesOf(fonts),
    fontPreloads: fontPreloadsOf(fonts),
    logos: logosOf(siteInfo?.logos ?? []),
  };
}
