/**
 * The small-screen menu (below 960 px): a native modal `<dialog>` listing the whole menu, children
 * shown under their section, the booking entry and the contact shortcuts. It is in every page's HTML,
 * closed, and its buttons ({@link MobileMenuButton}: the mobile top bar, the bottom bar, the burger
 * menu bar) open it with the platform's invoker commands: a tap is answered at once, also before the
 * app has started (issue 37). The browser keeps it modal (the page behind is inert), closes it on
 * Escape or a tap beside the panel (`closedby="any"`) and gives the focus back to its button; once
 * hydrated, its links navigate client-side and close it, and any other navigation closes it too.
 */
import { memo, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useI18n } from '@/features/i18n/use-i18n';
import { buttonClassName } from '@/ui/button';
import { DialogOpener } from '@/ui/dialog-opener';
import { Icon } from '@/ui/icon';
import { MenuLink } from './main-menu';
import type { Menu } from './menu-model';
import type { SiteData } from './site-data';
import { useShellPhone } from './shell-phone';
import { ShellNavLink, useShellNavigation } from './shell-navigation';

/** The dialog's id: one per page (the shell renders the menu once). */
export const MOBILE_MENU_ID = 'mobile-menu';

/** A button that opens the mobile menu. */
export function MobileMenuButton({ className, label, children }: { className: string; label?: string; children: ReactNode }) {
  return (
    <DialogOpener dialogId={MOBILE_MENU_ID} className={className} aria-label={label}>
      {children}
    </DialogOpener>
  );
}

/** Closes the menu when it is open (closing a closed dialog is harmless in browsers; jsdom has no `close`). */
function closeDialog(dialog: HTMLDialogElement | null): void {
  if (dialog?.open) dialog.close();
}

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  menu: Menu;
  site: SiteData;
  logoUrl: string | null;
  logoAlt: string;
}

/** The menu dialog, closed until one of its buttons opens it (the shell renders it once, always). */
export const MobileMenu = memo(function MobileMenu({ menu, site, logoUrl, logoAlt }: MobileMenuProps) {
  const { t } = useI18n();
  const phone = useShellPhone(site.company.phone);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = () => closeDialog(dialogRef.current);

  // Any navigation closes it (a link of its own already has; the browser's back button has not).
  // Not at hydration: a menu the visitor opened before the app started stays open.
  const { key } = useShellNavigation().location;
  const shownAt = useRef(key);
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    closeDialog(dialogRef.current);
  }, [key]);

  // A tap beside the panel (on the dimmed page) closes it where the browser does not (`closedby`).
  function onClick(event: MouseEvent<HTMLDialogElement>) {
    const dialog = dialogRef.current;
    if (!dialog || event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    if (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom) close();
  }

  return (
    <dialog id={MOBILE_MENU_ID} className="mobile-menu" aria-label={t('nav.menu')} closedby="any" ref={dialogRef} onClick={onClick}>
      <div className="mobile-menu__head">
        {logoUrl ? <img className="mobile-menu__logo" src={logoUrl} alt={logoAlt} loading="lazy" /> : <span className="mobile-menu__brand">{logoAlt}</span>}
        <button type="button" className="icon-button mobile-menu__close" aria-label={t('nav.closeMenu')} onClick={close}>
          <Icon name="xmark" size="1.5rem" />
        </button>
      </div>
      <nav className="mobile-menu__nav" aria-label={t('nav.mobile')}>
        <ul className="mobile-menu__list">
          {menu.items.map((entry) => (
            <li key={entry.id} className="mobile-menu__item">
              <MenuLink entry={entry} className="mobile-menu__link" onNavigate={close} />
              {entry.children.length > 0 ? (
                <ul className="mobile-menu__sublist" aria-label={t('nav.submenu', { title: entry.label })}>
                  {entry.children.map((child) => (
                    <li key={child.id}>
                      <MenuLink entry={child} className="mobile-menu__sublink" onNavigate={close} />
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
          <ShellNavLink key={entry.id} to={entry.href} className={buttonClassName('accent', 'md', 'mobile-menu__cta')} onClick={close}>
            <Icon name={entry.icon ?? 'calendar-check'} size="1.1rem" />
            {entry.label}
          </ShellNavLink>
        ))}
        {phone ? (
          <a className="mobile-menu__contact" href={phone.href}>
            <Icon name="phone" size="1.1rem" />
            <span>
              {phone.text}
              <small>{t('footer.contactLine')}</small>
            </span>
          </a>
        ) : null}
      </div>
    </dialog>
  );
});
