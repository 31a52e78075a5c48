/** The page's locale, as the router gives it (src/features/i18n/use-i18n.tsx provides it). */
import { createContext, use } from 'react';
import { DEFAULT_LOCALE } from '@/lib/constants';

/** The page's language: what {@link useLocale} gives. */
export interface PageLocale {
  locale: string;
  /** The site's locales, default first (one: a one-language site). */
  locales: readonly string[];
  /** The site's default locale (no URL prefix). */
  defaultLocale: string;
}

const DEFAULT_PAGE_LOCALE: PageLocale = { locale: DEFAULT_LOCALE, locales: [DEFAULT_LOCALE], defaultLocale: DEFAULT_LOCALE };

/** Set by `I18nProvider`. */
export const LocaleContext = createContext<PageLocale>(DEFAULT_PAGE_LOCALE);

/** The page's locale (French when no provider is mounted), without loading any strings. */
export function useLocale(): PageLocale {
  return use(LocaleContext);
}
