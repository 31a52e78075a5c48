/**
 * The suggestion of another language (issue 36): a visitor whose browser prefers a language the site
 * also speaks (or who chose it before: the locale cookie) and who lands on a page in another one is
 * offered the same page in their language — a small card, in that language, shown after the page, never
 * a redirect (as Google recommends: the URL shows one language to everyone, crawlers included, and
 * nothing the server sends varies). Choosing either way is remembered in the locale cookie (365 days,
 * SPEC §9), so the card is not shown again for that choice. Nothing on a one-language site.
 */
import { useEffect, useState } from 'react';
import { persistLocale, LOCALE_COOKIE } from '@/features/i18n/i18n';
import { defineMessages, loadMessages, translatorOf, type TranslateFn } from '@/features/i18n/messages';
import { useI18n } from '@/features/i18n/use-i18n';
import { readCookie } from '@/lib/cookies';
import { detectLocale, htmlLang } from '@/lib/locale';
import { useShellNavigation } from './shell-navigation';
import './language-suggestion.css';
import type { suggestionFr } from './language-suggestion.fr-fr';

/** The card's book: it speaks the language it offers, not the page's. */
const suggestionMessages = defineMessages('src/app/layouts/language-suggestion', {
  fr_FR: () => import('./language-suggestion.fr-fr'),
  en_GB: () => import('./language-suggestion.en-gb'),
});

/** The offer: the page's locale it was made on, the locale suggested and the card's words in it. */
interface Offer {
  page: string;
  locale: string;
  t: TranslateFn<typeof suggestionFr>;
}

/** The card (see the module comment). */
export function LanguageSuggestion() {
  const { locale, locales } = useI18n();
  const { languageLinks } = useShellNavigation();
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    if (locales.length < 2) return;
    // The visitor's language: their earlier choice, else their browser's first that the site speaks.
    const wanted = detectLocale({
      pathname: '/',
      cookieLocale: readCookie(document.cookie, LOCALE_COOKIE),
      browserLanguages: navigator.languages,
      supported: locales,
    });
    if (wanted.source === 'default' || wanted.locale === locale) return;
    let live = true;
    void loadMessages(suggestionMessages, wanted.locale).then((messages) => {
      if (live) setOffer({ page: locale, locale: wanted.locale, t: translatorOf<typeof suggestionFr>(messages, wanted.locale) });
    });
    return () => {
      live = false;
    };
  }, [locale, locales]);

  // An offer made on a page in another language (the visitor switched since) is not shown.
  const link = offer ? languageLinks[offer.locale] : undefined;
  if (!offer || offer.page !== locale || !link) return null;
  const { href, translated } = link;
  const language = htmlLang(offer.locale);
  const { t } = offer;
  return (
    <aside className="language-suggestion" lang={language} aria-label={t('label')}>
      <p>{t(translated ? 'page' : 'site')}</p>
      <div className="language-suggestion__actions">
        <a className="button button--primary button--sm" href={href} hrefLang={language} onClick={() => persistLocale(offer.locale)}>
          {t('go')}
        </a>
        <button
          type="button"
          className="button button--ghost button--sm"
          onClick={() => {
            persistLocale(locale);
            setOffer(null);
          }}
        >
          {t('stay')}
        </button>
      </div>
    </aside>
  );
}

export type { suggestionFr };
