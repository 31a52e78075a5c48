import { useEffect, useMemo, type ReactNode } from 'react';
import { fieldLangOn, htmlLang, textLangOn, type MaybeUntranslated } from '@/lib/locale';
import type { MessageKey } from './shell.fr-fr';
import { shellMessages, type Translate } from './i18n';
import { useMessages } from './use-messages';
import { LocaleContext, useLocale, type PageLocale } from './use-locale';

export { useLocale, type PageLocale };

/** The shell's words: every page reads them, and the root loader loads them first (a block needs not list them). */
export { shellMessages };

export type { MessageKey };

/** What components get from {@link useI18n}: the page's language and the shell's strings in it. */
export interface I18n extends PageLocale {
  t: Translate;
}

/**
 * Provides the page's locale. The locale is the page's (its URL prefix, chosen by the server or the
 * router), never guessed here: the browser renders what the server rendered. Its strings are read by
 * each part that shows them (`useMessages`). Keeps `<html lang>` in step for pages rendered in the
 * browser alone.
 */
export function I18nProvider({ locale, locales = [locale], children }: { locale: string; locales?: readonly string[] | undefined; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
    document.documentElement.dataset.locale = locale;
  }, [locale]);

  // The same value while the locale stays: a new one would re-render every consumer (issue 23, TBT).
  const value = useMemo(() => ({ locale, locales, defaultLocale: locales[0] ?? locale }), [locale, locales]);
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

/**
 * The `lang` of a text written in `textLocale` (a locale, `fr_FR`, or a language tag, `fr`, `en-GB`),
 * for the element that shows it: nothing when that is the page's own language, its language
 * otherwise. The one rule for text in another language than the page's: a text the API left in the
 * site's default language (a field listed in its record's `untranslated`, issue 36:
 * `textLang(isUntranslated(record, 'name') ? defaultLocale : locale)`), a cart line's name, kept in
 * the language it was read in, and a review, in the language its author wrote it in.
 */
export function useTextLang(): (textLocale: string) => string | undefined {
  const { locale } = useLocale();
  return (textLocale) => textLangOn(locale, textLocale);
}

/**
 * The `lang` of an API record's text field: the site's default language's when the record lists the
 * field as `untranslated` (the API had no translation: the text stays as written, marked, issue 36)
 * and the page is in another language; nothing otherwise. `fieldLang(product, 'description')`.
 */
export function useFieldLang(): (record: MaybeUntranslated | null | undefined, field: string) => string | undefined {
  const { locale, defaultLocale } = useLocale();
  return (record, field) => fieldLangOn(locale, defaultLocale, record, field);
}

/** The current locale and the shell's strings in it (suspends while they load; French when no provider is mounted). */
export function useI18n(): I18n {
  const pageLocale = useLocale();
  const t = useMessages(shellMessages);
  return useMemo(() => ({ ...pageLocale, t }), [pageLocale, t]);
}
