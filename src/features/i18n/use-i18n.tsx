import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from '@/lib/constants';
import { htmlLang } from '@/lib/locale';
import { frFR, type Catalogue } from './fr-fr';
import { loadCatalogue, persistLocale, translateFr, translator, type Translate } from './i18n';

/** What components get from {@link useI18n}. */
export interface I18n {
  locale: string;
  t: Translate;
}

const I18nContext = createContext<I18n>({ locale: DEFAULT_LOCALE, t: translateFr });

/**
 * Provides the UI strings for a locale. French is there at once; another locale's file is loaded
 * lazily and replaces French when it arrives. Also sets `<html lang>` and remembers the choice.
 */
export function I18nProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const [catalogue, setCatalogue] = useState<{ locale: string; messages: Catalogue }>({ locale: DEFAULT_LOCALE, messages: frFR });

  useEffect(() => {
    let cancelled = false;
    if (locale !== DEFAULT_LOCALE) persistLocale(locale);
    void loadCatalogue(locale).then((messages) => {
      // The same catalogue (French, rendered by the server) keeps the same value: a new one would
      // re-render every consumer, and hydrate the page's blocks at once (issue 23, TBT).
      if (!cancelled) setCatalogue((current) => (current.locale === locale && current.messages === messages ? current : { locale, messages }));
    });
    return () => {
      cancelled = true;
    };
  }, [locale]);

  useEffect(() => {
    document.documentElement.lang = htmlLang(catalogue.locale);
    document.documentElement.dataset.locale = catalogue.locale;
  }, [catalogue.locale]);

  const value = useMemo(() => ({ locale: catalogue.locale, t: translator(catalogue.messages) }), [catalogue]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The current locale and translate function (French when no provider is mounted). */
export function useI18n(): I18n {
  return use(I18nContext);
}
