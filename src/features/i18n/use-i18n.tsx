import { createContext, use, useEffect, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from '@/lib/constants';
import { htmlLang } from '@/lib/locale';
import { formatEurosIn } from '@/lib/money';
import { frFR, type MessageKey } from './fr-fr';
import { loadMessages, translatorOf } from './messages';
import { shellMessages, type Translate } from './i18n';

export type { MessageKey };

/** What components get from {@link useI18n}. */
export interface I18n {
  locale: string;
  t: Translate;
  /** The site's locales, default first (one: a one-language site). */
  locales: readonly string[];
  /** The site's default locale (no URL prefix). */
  defaultLocale: string;
}

const I18nContext = createContext<I18n>({
  locale: DEFAULT_LOCALE,
  t: translatorOf<typeof frFR>(frFR, DEFAULT_LOCALE),
  locales: [DEFAULT_LOCALE],
  defaultLocale: DEFAULT_LOCALE,
});

/**
 * Provides the page's locale and the shell's strings in it. The locale is the page's (its URL
 * prefix, chosen by the server or the router), never guessed here: the browser renders what the
 * server rendered. Another locale's strings are a chunk of their own, awaited before rendering
 * (use-messages.ts). Keeps `<html lang>` in step for pages rendered in the browser alone.
 */
export function I18nProvider({ locale, locales = [locale], children }: { locale: string; locales?: readonly string[] | undefined; children: ReactNode }) {
  const messages = locale === DEFAULT_LOCALE || !(locale in shellMessages.loaders) ? frFR : use(loadMessages(shellMessages, locale));

  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
    document.documentElement.dataset.locale = locale;
  }, [locale]);

  // The same value while the locale stays: a new one would re-render every consumer (issue 23, TBT).
  const value = useMemo(
    () => ({ locale, t: translatorOf<Record<MessageKey, string>>(messages, locale), locales, defaultLocale: locales[0] ?? locale }),
    [locale, messages, locales],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** Prices as the page's language writes them (`14,90 €`, `€14.90`). */
export function usePrice(): (amount: number) => string {
  const language = htmlLang(use(I18nContext).locale);
  return (amount) => formatEurosIn(language, amount);
}

/**
 * The `lang` of text the API left in the site's default language (issue 36: a field listed in its
 * record's `untranslated`): `lang={fallbackLang(isUntranslated(record, 'name'))}` gives `fr` on an
 * English page, nothing (the page's own language) otherwise.
 */
export function useFallbackLang(): (untranslated: boolean) => string | undefined {
  const { locale, locales } = use(I18nContext);
  const defaultLocale = locales[0] ?? locale;
  return (untranslated) => (untranslated && locale !== defaultLocale ? htmlLang(defaultLocale) : undefined);
}

/** The current locale and translate function (French when no provider is mounted). */
export function useI18n(): I18n {
  return use(I18nContext);
}
