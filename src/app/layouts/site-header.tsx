/**
 * The top bars (SPEC §2 "Layouts"). On large screens, two rows: the logo with the contact facts,
 * then the menu tree with the booking entry fixed on the right (this row stays on screen while the
 * page scrolls). Below 960 px, a compact bar with the logo, a call shortcut and the menu button.
 * Both are in the page; CSS shows the one that fits the width.
 */
import type { Logo } from '@/api/generated/types';
import { useI18n } from '@/features/i18n/use-i18n';
import { buttonClassName } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { AccountEntry } from './account-entry';
import { CartButton } from './cart-button';
import { MainMenu } from './main-menu';
import { MobileMenuButton } from './mobile-menu';
import type { Menu } from './menu-model';
import { LanguageSwitcher } from './language-switcher';
import { LogoImage, type ShellLogoMarkup } from './logo-image';
import type { MenuBarSettings } from './site-data';
import { useShellPhone } from './shell-phone';
import { ShellLink, ShellNavLink } from './shell-navigation';

interface BrandProps {
  logo: Logo | null;
  logoMarkup: ShellLogoMarkup;
  siteName: string;
  className: string;
  idPrefix: string;
}

function Brand({ logo, logoMarkup, siteName, className, idPrefix }: BrandProps) {
  const { t } = useI18n();
  return (
    <ShellLink to="/" className={className} aria-label={t('nav.homeOf', { name: siteName })}>
      {logo?.onlineImage?.url ? (
        <LogoImage logo={logo} markup={logoMarkup} alt={logo.alt ?? siteName} idPrefix={idPrefix} />
      ) : (
        <span className="brand__name">{siteName}</span>
      )}
    </ShellLink>
  );
}

/** Props of the top bars. */
export interface SiteHeaderProps {
  menu: Menu;
  logo: Logo | null;
  /** Which logos are inlined, and their markup (LogoImage). */
  logoMarkup: ShellLogoMarkup;
  siteName: string;
  phone: string | null;
  /** Where the practice is, shown next to the phone on large screens. */
  locality: string | null;
  /** MENU_TYPE / MENU_STYLE (defaults: the tree in a light bar). */
  menuBar?: MenuBarSettings;
  /** SEE_CART_ON_HOVER (the desktop cart entry). */
  cartOnHover?: boolean;
  /** The site's id (its cart count: the cart is kept per site). */
  siteId: number;
}

/** Desktop top bar and mobile top bar. */
export function SiteHeader({
  menu,
  logo,
  logoMarkup,
  siteName,
  phone,
  locality,
  menuBar = { type: 'horizontal', style: 'light' },
  cartOnHover = false,
  siteId,
}: SiteHeaderProps) {
  const { t } = useI18n();
  const shownPhone = useShellPhone(phone);
  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="container top-bar__inner">
          <Brand logo={logo} logoMarkup={logoMarkup} siteName={siteName} className="brand top-bar__brand" idPrefix="logo-haut" />
          <div className="top-bar__contact">
            {locality ? (
              <p className="top-bar__fact">
                <Icon name="location-dot" size="1.1rem" />
                <span>{locality}</span>
              </p>
            ) : null}
            {shownPhone ? (
              <a className="top-bar__fact top-bar__phone" href={shownPhone.href} aria-label={shownPhone.callLabel}>
                <Icon name="phone" size="1.1rem" />
                <span>
                  <strong>{shownPhone.text}</strong>
                  <small>{t('footer.contactLineShort')}</small>
                </span>
              </a>
            ) : null}
            <LanguageSwitcher place="header" />
            <AccountEntry />
          </div>
        </div>
      </div>
      <div className="menu-bar" data-style={menuBar.style}>
        <div className="container menu-bar__inner">
          {menuBar.type === 'burger' ? (
            <div className="main-menu">
              <MobileMenuButton className="menu__link menu-bar__burger">
                <Icon name="bars" size="1.2rem" />
                <span>{t('nav.menu')}</span>
              </MobileMenuButton>
            </div>
          ) : (
            <MainMenu items={menu.items} />
          )}
          <CartButton place="desktop" openOnHover={cartOnHover} siteId={siteId} />
          {menu.fixedRight.map((entry) => (
            <ShellNavLink key={entry.id} to={entry.href} className={buttonClassName('accent', 'md', 'menu-bar__cta')}>
              <Icon name={entry.icon ?? 'calendar-check'} size="var(--menu-icon-size, 12pt)" />
              {entry.label}
            </ShellNavLink>
          ))}
        </div>
      </div>
      <div className="mobile-top-bar">
        <Brand logo={logo} logoMarkup={logoMarkup} siteName={siteName} className="brand mobile-top-bar__brand" idPrefix="logo-mobile" />
        <div className="mobile-top-bar__actions">
          <LanguageSwitcher place="mobile" />
          <CartButton place="mobile" siteId={siteId} />
          <AccountEntry compact />
          {shownPhone ? (
            <a className="icon-button" href={shownPhone.href} aria-label={shownPhone.callLabel}>
              <Icon name="phone" size="1.3rem" />
            </a>
          ) : null}
          <MobileMenuButton className="icon-button" label={t('nav.openMenu')}>
            <Icon name="bars" size="1.5rem" />
          </MobileMenuButton>
        </div>
      </div>
    </header>
  );
}
