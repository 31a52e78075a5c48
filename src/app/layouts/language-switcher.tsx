/**
 * The language switcher (issue 36), in the header (both widths) and the footer: a plain link per other
 * language of the site, to the same page in that language with the same query — filters, page — (or
 * that language's home when the page has no translation: `useLanguageLinks`, given by the shell's
 * navigation), with `hreflang` and
 * `lang`, so it works before the app starts and tells assistive technology which language follows. A click also remembers the choice (the locale cookie, 365 days,
 * SPEC §9). Nothing on a one-language site. In the mobile top bar, beside four 44 px shortcuts, it shows
 * the language's code (« EN ») so the logo keeps its room at 390 px; its name stays its accessible name.
 */
import { useI18n } from '@/features/i18n/use-i18n';
import { persistLocale } from '@/features/i18n/i18n';
import { htmlLang, languageName } from '@/lib/locale';
import { useShellNavigation } from './shell-navigation';
import './language-switcher.css';

/** Props of {@link LanguageSwitcher}. */
export interface LanguageSwitcherProps {
  /** Where it stands: the header's bars or the footer (a class of its own, one label per place). */
  place: 'header' | 'mobile' | 'footer';
}

/** Links to the current page in the site's other languages. */
export function LanguageSwitcher({ place }: LanguageSwitcherProps) {
  const { t, locale, locales } = useI18n();
  const { languageLinks } = useShellNavigation();
  const others = locales.filter((other) => other !== locale && languageLinks[other]);
  if (others.length === 0) return null;
  // One navigation landmark of that name (the header's); the footer's is a group, so landmarks stay unique.
  const Container = place === 'footer' ? 'div' : 'nav';
  return (
    <Container
      className={`language-switcher language-switcher--${place}`}
      aria-label={t('language.switcher')}
      {...(place === 'footer' ? { role: 'group' } : {})}
    >
      <ul>
        {others.map((other) => {
          const href = languageLinks[other]?.href;
          const language = htmlLang(other);
          return (
            <li key={other}>
              <a href={href} hrefLang={language} lang={language} onClick={() => persistLocale(other)}>
                {place === 'mobile' ? (
                  <>
                    <span aria-hidden="true">{language.toUpperCase()}</span>
                    <span className="visually-hidden">{languageName(other)}</span>
                  </>
                ) : (
                  languageName(other)
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </Container>
  );
}
