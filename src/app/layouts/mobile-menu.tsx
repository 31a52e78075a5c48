/**
 * The small-screen menu (below 960 px): a modal panel listing the whole menu, children shown under
 * their section, the booking entry and the contact shortcuts. Opened from the mobile top bar or the
 * bottom bar; focus stays inside while open and returns to the opener after.
 */
import { useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '@/features/i18n/use-i18n';
import { buttonClassName } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { trapTab, useModalFocus } from '@/ui/use-modal-focus';
import { MenuLink } from './main-menu';
import type { Menu } from './menu-model';
import { telHref, type SiteData } from './site-data';
import { ShellNavLink } from './nav-link';

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  menu: Menu;
  site: SiteData;
  logoUrl: string | null;
  logoAlt: string;
  onClose: () => void;
}

/** The open mobile menu (render it only while open). */
export function MobileMenu({ menu, site, logoUrl, logoAlt, onClose }: MobileMenuProps) {
  const { t } = useI18n();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalFocus(panelRef, closeRef);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    trapTab(event, panelRef.current);
  }

  return createPortal(
    <div className="mobile-menu" role="dialog" aria-modal="true" aria-label={t('nav.menu')} ref={panelRef} onKeyDown={onKeyDown}>
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div className="mobile-menu__panel">
        <div className="mobile-menu__head">
          {logoUrl ? <img className="mobile-menu__logo" src={logoUrl} alt={logoAlt} /> : <span className="mobile-menu__brand">{logoAlt}</span>}
          <button ref={closeRef} type="button" className="icon-button mobile-menu__close" aria-label={t('nav.closeMenu')} onClick={onClose}>
            <Icon name="xmark" size="1.5rem" />
          </button>
        </div>
        <nav className="mobile-menu__nav" aria-label={t('nav.mobile')}>
          <ul className="mobile-menu__list">
            {menu.items.map((entry) => (
              <li key={entry.id} className="mobile-menu__item">
                <MenuLink entry={entry} className="mobile-menu__link" onNavigate={onClose} />
                {entry.children.length > 0 ? (
                  <ul className="mobile-menu__sublist" aria-label={t('nav.submenu', { title: entry.label })}>
                    {entry.children.map((child) => (
                      <li key={child.id}>
                        <MenuLink entry={child} className="mobile-menu__sublink" onNavigate={onClose} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mobile-menu__foot">
          {menu.fixedRight.map((entry) => (
            <ShellNavLink key={entry.id} to={entry.href} className={buttonClassName('accent', 'md', 'mobile-menu__cta')} onClick={onClose}>
              <Icon name={entry.icon ?? 'calendar-check'} size="1.1rem" />
              {entry.label}
            </ShellNavLink>
          ))}
          {site.company.phone ? (
            <a className="mobile-menu__contact" href={telHref(site.company.phone)}>
              <Icon name="phone" size="1.1rem" />
              <span>
                {site.company.phone}
                <small>{t('footer.contactLine')}</small>
              </span>
            </a>
          ) : null}
        </div>
      </div>
    </div>,
    document.body,
  );
}
