import { DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE_S } from '@/lib/constants';
import { readCookie, serializeCookie } from '@/lib/cookies';
import { detectLocale, type DetectedLocale } from '@/lib/locale';
import { frFR, type Catalogue, type MessageKey } from './fr-fr';
import { reportError } from '@/lib/report-error';

/** Name of the cookie that remembers the locale (365 days, SPEC §9). */
export const LOCALE_COOKIE = 'locale';

/** Values put into a message's `{name}` slots. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A translate function. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Fills `{name}` slots; an unknown slot is left visible so the mistake shows in review. */
export function format(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/** A translate function over one catalogue. */
export function translator(catalogue: Catalogue): Translate {
  return (key, values) => format(catalogue[key], values);
}

/** The default (French) translate function, usable outside React too. */
export const translateFr: Translate = translator(frFR);

/**
 * Lazy loaders of the other locales' files, one line per locale (`en_GB: () => import('./en-gb')`).
 * The site is French only today (SPEC §1): French is bundled, since it is needed for the first paint.
 */
export const LOCALE_LOADERS: Readonly<Record<string, () => Promise<{ default: Catalogue }>>> = {};

/** Locales the site can show: French plus those with a loader. */
export const SUPPORTED_LOCALES: readonly string[] = [DEFAULT_LOCALE, ...Object.keys(LOCALE_LOADERS)];

/**
 * Loads a locale's catalogue. A failed or missing load is logged (SPEC §8) and French is used, so
 * the visitor still gets a working site.
 */
export async function loadCatalogue(
  locale: string,
  loaders: Readonly<Record<string, () => Promise<{ default: Catalogue }>>> = LOCALE_LOADERS,
): Promise<Catalogue> {
  if (locale === DEFAULT_LOCALE) return frFR;
  const load = loaders[locale];
  if (!load) {
    reportError(`no locale file for "${locale}"; using ${DEFAULT_LOCALE}`, { where: 'locale file' });
    return frFR;
  }
  try {
    const module = await load();
    return { ...frFR, ...module.default };
  } catch (error) {
    reportError(error, { where: 'locale file', locale, fallback: DEFAULT_LOCALE });
    return frFR;
  }
}

/** Reads the visitor's locale from the URL prefix, the cookie, then the browser (SPEC §2). */
export function detectInitialLocale(supported: readonly string[] = SUPPORTED_LOCALES): DetectedLocale {
  return detectLocale({
    pathname: window.location.pathname,
    cookieLocale: readCookie(document.cookie, LOCALE_COOKIE),
    browserLanguages: navigator.languages ?? [navigator.language],
    supported,
  });
}

/** `fr-FR,fr;q=0.9,en;q=0.8` → `['fr-FR', 'fr', 'en']`, best first. */
export function acceptedLanguages(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}

/**
 * The visitor's locale on the server (SPEC §2, same rule as the browser): the URL prefix, then the
 * locale cookie of the request, then its `Accept-Language`.
 */
export function detectRequestLocale(request: Request, supported: readonly string[] = SUPPORTED_LOCALES): DetectedLocale {
  return detectLocale({
    pathname: new URL(request.url).pathname,
    cookieLocale: readCookie(request.headers.get('cookie') ?? '', LOCALE_COOKIE),
    browserLanguages: acceptedLanguages(request.headers.get('accept-language')),
    supported,
  });
}

/** Remembers the locale for 365 days (SPEC §9). */
export function persistLocale(locale: string): void {
  document.cookie = serializeCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_S, secure: window.location.protocol === 'https:' });
}
