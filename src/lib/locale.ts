/** Where a locale choice came from, for logs and tests. */
export type LocaleSource = 'path' | 'cookie' | 'browser' | 'default';

/** Result of {@link detectLocale}. */
export interface DetectedLocale {
  locale: string;
  source: LocaleSource;
  /** The path without its locale prefix (same as the input when there is none). */
  pathname: string;
}

/** Inputs of {@link detectLocale}; everything a browser knows, passed in so the rule stays pure. */
export interface LocaleInputs {
  pathname: string;
  cookieLocale: string | null;
  browserLanguages: readonly string[];
  /** Locale codes the site offers, like `fr_FR`, `en_GB`. The first is the default (no prefix). */
  supported: readonly string[];
}

/** `fr-fr`, `fr_FR`, `FR` → comparable forms. */
function normalise(code: string): string {
  return code.trim().replace('-', '_').toLowerCase();
}

/** Finds the supported locale for a code: exact match first, then same language. */
export function matchLocale(code: string, supported: readonly string[]): string | null {
  const wanted = normalise(code);
  if (!wanted) return null;
  const exact = supported.find((s) => normalise(s) === wanted);
  if (exact) return exact;
  const language = wanted.split('_')[0];
  return supported.find((s) => normalise(s).split('_')[0] === language) ?? null;
}

/**
 * Picks the visitor's locale (SPEC §2): the default locale (fr_FR) has no URL prefix; another locale
 * is read from a path prefix (`/en/…` or `/en_GB/…`), otherwise from the locale cookie, otherwise from
 * the browser languages, otherwise the default.
 */
export function detectLocale({ pathname, cookieLocale, browserLanguages, supported }: LocaleInputs): DetectedLocale {
  const fallback = supported[0] ?? 'fr_FR';
  const first = /^\/([A-Za-z]{2}(?:[-_][A-Za-z]{2})?)(?=\/|$)/.exec(pathname);
  if (first?.[1]) {
    const fromPath = matchLocale(first[1], supported);
    if (fromPath && fromPath !== fallback) {
      return { locale: fromPath, source: 'path', pathname: pathname.slice(first[0].length) || '/' };
    }
  }
  if (cookieLocale) {
    const fromCookie = matchLocale(cookieLocale, supported);
    if (fromCookie) return { locale: fromCookie, source: 'cookie', pathname };
  }
  for (const language of browserLanguages) {
    const fromBrowser = matchLocale(language, supported);
    if (fromBrowser) return { locale: fromBrowser, source: 'browser', pathname };
  }
  return { locale: fallback, source: 'default', pathname };
}

/** Each language's name in itself, as a language switcher shows it. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = { fr: 'Français', en: 'English', de: 'Deutsch', es: 'Español', it: 'Italiano', nl: 'Nederlands' };

/** A locale's language named in that language (`en_GB` → `English`), its code when unknown. */
export function languageName(locale: string): string {
  return LANGUAGE_NAMES[htmlLang(locale)] ?? locale;
}

/** The BCP 47 tag for `<html lang>`: `fr_FR` → `fr`. */
export function htmlLang(locale: string): string {
  return locale.split(/[_-]/)[0]?.toLowerCase() || 'fr';
}

/** A record the API may have left partly in the site's default language (issue 36: its `untranslated` fields). */
export interface MaybeUntranslated {
  untranslated?: readonly string[] | null | undefined;
}

/** True when the API had no translation of `record[field]` in the requested language (it holds the default language's text). */
export function isUntranslated(record: MaybeUntranslated | null | undefined, field: string): boolean {
  return record?.untranslated?.includes(field) ?? false;
}

/** The `lang` of text in `textLocale` on a page in `pageLocale`: nothing when it is the page's language, that language otherwise. */
export function textLangOn(pageLocale: string, textLocale: string): string | undefined {
  return htmlLang(textLocale) === htmlLang(pageLocale) ? undefined : htmlLang(textLocale);
}

/**
 * The `lang` of an API record's text field on a page in `pageLocale`: the site's default language's
 * when the record lists the field as `untranslated` (issue 36), nothing otherwise (`useFieldLang`).
 */
export function fieldLangOn(pageLocale: string, defaultLocale: string, record: MaybeUntranslated | null | undefined, field: string): string | undefined {
  return textLangOn(pageLocale, isUntranslated(record, field) ? defaultLocale : pageLocale);
}
