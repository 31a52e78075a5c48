/**
 * The footer (SPEC §2 "Layouts"): footer logo, company data and hours, the contact line (9h–17h,
 * Monday to Friday), social links from the parameters, the partner and label logos (SPEC §9), the
 * legal pages and the newsletter entry.
 */
import { lazy } from 'react';
import type { Element, Logo } from '@/api/generated/types';
import { useI18n, useTextLang } from '@/features/i18n/use-i18n';
import { LEGAL_ROUTES } from '@/app/routes/legal-routes';
import { LanguageSwitcher } from './language-switcher';
import { Icon } from '@/ui/icon';
import { HydrateWhenVisible } from '@/renderer/hydrate-when-visible';
import { StaticPart } from '@/ui/static-part';
import { ManageCookiesButton } from './consent-mount';
import { LogoImage, type ShellLogoMarkup } from './logo-image';
import { MenuLink } from './main-menu';
import type { Menu } from './menu-model';
import { ShellLink } from './shell-navigation';
import type { SiteData } from './site-data';
import { useShellPhone } from './shell-phone';

/**
 * The sign-up form is below the fold: its code (form, validation, the call) loads after the page.
 * The server renders it; the browser hydrates it when its chunk arrives.
 */
const NewsletterSignup = lazy(() => import('./newsletter-signup').then((m) => ({ default: m.NewsletterSignup })));
/** One element for every render: HydrateWhenVisible needs stable children (an immutable constant). */
const NEWSLETTER_SIGNUP = <NewsletterSignup />;

/** Where a footer logo leads: another site opens in a new tab (and says so), a page of this site in place. */
function isExternal(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

/**
 * The partner and label logos (SPEC §9 "footer logo elements, 100 per page"): the elements of the
 * footer logos' collection, loaded with the shell's data. Each image has its name as alternative
 * text; one with a link leads there. Nothing shows when the collection is empty or its call failed.
 */
function FooterLogos({ elements }: { elements: readonly Element[] }) {
  const { t } = useI18n();
  const logos = elements.filter((element) => element.image?.url);
  if (logos.length === 0) return null;
  return (
    <section className="site-footer__partners" aria-labelledby="footer-partners-title">
      <div className="container">
        <h2 id="footer-partners-title" className="site-footer__heading">
          {t('footer.partners')}
        </h2>
        <ul className="site-footer__partner-list">
          {logos.map((element) => {
            const alt = element.image?.alt || element.name;
            const image = (
              <img className="site-footer__partner-logo" src={element.image?.url} alt={alt} width={160} height={80} loading="lazy" decoding="async" />
            );
            const link = element.link ?? null;
            return (
              <li key={element.id}>
                {link === null ? (
                  image
                ) : isExternal(link) ? (
                  <a
                    className="site-footer__partner-link"
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.partnerNewTab', { name: alt })}
                  >
                    {image}
                  </a>
                ) : (
                  <ShellLink className="site-footer__partner-link" to={link}>
                    {image}
                  </ShellLink>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  menu: Menu;
  site: SiteData;
  logo: Logo | null;
  /** Which logos are inlined, and their markup (LogoImage). */
  logoMarkup: ShellLogoMarkup;
  siteName: string;
  /** The partner and label logos (the footer logos' collection; empty when it failed). */
  partners: readonly Element[];
  /**
   * The copyright's year: the year in Paris of the day the page was rendered (the root loader's),
   * not of the machine that shows it — the server and the browser write the same (a page rendered
   * on 31 December in Paris and hydrated on 1 January, or read on a UTC server at 00:30 on 1 January).
   */
  year: string;
  /** Whether the footer offers the newsletter sign-up (the site's, unless the page's blocks already do). */
  newsletter: boolean;
  /** The opening hours, each line as the page writes it (`footerHoursOf` of site-data.ts). */
  hours: readonly string[];
}

/** An identifier read whole (« 912 345 675 00017 »): its groups keep together, never cut at the end of a line at 390 px. */
function wholeNumber(text: string): string {
  return text.replace(/ /g, '\u00a0');
}

/** The site footer. */
export function SiteFooter({ menu, site, logo, logoMarkup, siteName, partners, year, newsletter, hours }: SiteFooterProps) {
  const { t, locale, defaultLocale } = useI18n();
  const { company } = site;
  const textLang = useTextLang();
  const langOf = (type: string) => textLang(company.untranslated.includes(type) ? defaultLocale : locale);
  const locality = [company.postalCode, company.city].filter(Boolean).join(' ');
  const phone = useShellPhone(company.phone);
  return (
    <footer className="site-footer" aria-label={t('footer.label')}>
      {newsletter ? (
        <section className="site-footer__newsletter" aria-labelledby="newsletter-title">
          <div className="container site-footer__newsletter-inner">
            <div>
              <h2 id="newsletter-title" className="site-footer__newsletter-title">
                {t('footer.newsletterTitle')}
              </h2>
              <p className="site-footer__newsletter-text">{t('footer.newsletterText')}</p>
            </div>
            {/* Below the fold: hydrated (its code fetched) when it nears the viewport or is touched;
                its strings come then too, not with the page (left out of the page's list). */}
            <StaticPart value>
              <HydrateWhenVisible>{NEWSLETTER_SIGNUP}</HydrateWhenVisible>
            </StaticPart>
          </div>
        </section>
      ) : null}
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <ShellLink to="/" className="site-footer__logo-link" aria-label={t('nav.homeOf', { name: siteName })}>
            {logo?.onlineImage?.url ? (
              <LogoImage logo={logo} markup={logoMarkup} alt={logo.alt ?? siteName} idPrefix="logo-pied" className="site-footer__logo" />
            ) : (
              <span className="site-footer__name">{siteName}</span>
            )}
          </ShellLink>
          {site.socials.length > 0 ? (
            <div className="site-footer__socials">
              <h2 className="site-footer__heading">{t('footer.follow')}</h2>
              <ul className="socials">
                {site.socials.map((social) => (
                  <li key={social.type}>
                    <a
                      className="socials__link"
                      href={social.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('social.newTab', { network: t(`social.${social.type}`) })}
                    >
                      <Icon name={social.icon} size="1.25rem" />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div>
          <h2 className="site-footer__heading">{t('footer.contact')}</h2>
          <address className="site-footer__address">
            {company.name ? <strong lang={langOf('COMPANY_NAME')}>{company.name}</strong> : null}
            {company.address ? (
              <span className="site-footer__line">
                <Icon name="location-dot" size="1rem" />
                <span lang={langOf('COMPANY_ADDRESS')}>
                  {company.address}
                  {locality ? (
                    <>
                      <br />
                      {locality}
                    </>
                  ) : null}
                </span>
              </span>
            ) : null}
            {phone ? (
              <a className="site-footer__line" href={phone.href} aria-label={phone.callLabel}>
                <Icon name="phone" size="1rem" />
                <span>{phone.text}</span>
              </a>
            ) : null}
            {company.email ? (
              <a className="site-footer__line" href={`mailto:${company.email}`} aria-label={t('footer.write', { email: company.email })}>
                <Icon name="envelope" size="1rem" />
                <span>{company.email}</span>
              </a>
            ) : null}
          </address>
          <p className="site-footer__contact-line">
            <Icon name="clock" size="1rem" />
            <span>{t('footer.contactLine')}</span>
          </p>
        </div>
        {hours.length > 0 ? (
          <div>
            <h2 className="site-footer__heading">{t('footer.hours')}</h2>
            <ul className="site-footer__hours" lang={langOf('COMPANY_HOURS')}>
              {hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <nav aria-label={t('footer.explore')}>
          <h2 className="site-footer__heading">{t('footer.explore')}</h2>
          <ul className="site-footer__links">
            {[...menu.items, ...menu.fixedRight].map((entry) => (
              <li key={entry.id}>
                <MenuLink entry={entry} showIcon={false} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <FooterLogos elements={partners} />
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p className="site-footer__copyright">
            {t('footer.copyright', { year, name: company.name ?? siteName })}
            {company.siret ? <span> · {t('footer.siret', { siret: wholeNumber(company.siret) })}</span> : null}
          </p>
          <nav aria-label={t('footer.legal')}>
            <ul className="site-footer__legal">
              {LEGAL_ROUTES.map((route) => (
                <li key={route.kind}>
                  <ShellLink to={route.path}>{t(route.titleKey)}</ShellLink>
                </li>
              ))}
              <li>
                <ManageCookiesButton className="site-footer__manage-cookies" />
              </li>
            </ul>
          </nav>
          <LanguageSwitcher place="footer" />
        </div>
      </div>
    </footer>
  );
}
