/**
 * The desktop menu (SPEC §2 "Layouts"): the page tree's `showInMenu` entries with their icons; an
 * entry with children is a link plus a disclosure button opening its dropdown (the WAI-ARIA
 * "disclosure navigation" pattern: Enter/Space toggle, ↓ opens and enters, ↑/↓ move, Escape closes
 * and returns to the button; leaving the item with Tab or the pointer closes it).
 */
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useI18n } from '@/features/i18n/use-i18n';
import { Icon } from '@/ui/icon';
import { usePointerDownOutside } from '@/ui/use-pointer-down-outside';
import type { MenuEntry } from './menu-model';
import { ShellNavLink, useShellNavigation } from './shell-navigation';

/** A link of the menu: router link inside the site, plain link with a new tab outside. */
export function MenuLink({
  entry,
  className,
  onNavigate,
  showIcon = true,
}: {
  entry: MenuEntry;
  className?: string;
  onNavigate?: () => void;
  showIcon?: boolean;
}) {
  const { t } = useI18n();
  const icon = showIcon && entry.icon ? <Icon name={entry.icon} size="var(--menu-icon-size, 12pt)" className="menu-link__icon" /> : null;
  if (entry.external) {
    return (
      <a
        className={className}
        href={entry.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
        aria-label={t('social.newTab', { network: entry.label })}
      >
        {icon}
        <span>{entry.label}</span>
      </a>
    );
  }
  return (
    <ShellNavLink className={className} to={entry.href} end={entry.href === '/'} onClick={onNavigate}>
      {icon}
      <span>{entry.label}</span>
    </ShellNavLink>
  );
}

function isWithin(entry: MenuEntry, pathname: string): boolean {
  return (
    entry.children.some((child) => pathname === child.href || pathname.startsWith(`${child.href}/`)) ||
    (entry.href !== '/' && pathname.startsWith(`${entry.href}/`))
  );
}

function MenuDropdown({ entry }: { entry: MenuEntry }) {
  const { t } = useI18n();
  // Who opened it matters: a dropdown opened by hovering closes when the pointer leaves, one
  // opened by a click or the keyboard stays until dismissed. A click right after the hover that
  // opened it must keep it open, not toggle it shut.
  const [openedBy, setOpenedBy] = useState<'hover' | 'click' | null>(null);
  const open = openedBy !== null;
  const setOpen = (value: boolean) => setOpenedBy(value ? 'click' : null);
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // From the page's id, not `useId()`: the same wherever this part is rendered and hydrated (a root
  // of its own or the page's one tree; decision 011, step 2), so `aria-controls` always names the list.
  const listId = `menu-submenu-${entry.id}`;
  const { pathname } = useShellNavigation().location;

  // A click anywhere else closes it.
  usePointerDownOutside(itemRef, open, () => setOpenedBy(null));

  const links = () => [...(itemRef.current?.querySelectorAll<HTMLAnchorElement>('.menu__submenu a') ?? [])];

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = links();
    const index = items.findIndex((a) => a === document.activeElement);
    if (event.target === buttonRef.current && event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      // The list renders on the next frame when it was closed.
      requestAnimationFrame(() => links()[0]?.focus());
      return;
    }
    if (index < 0) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? Math.min(items.length - 1, index + 1) : index - 1;
    if (next < 0) buttonRef.current?.focus();
    else items[next]?.focus();
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  return (
    <li
      ref={itemRef}
      className={`menu__item menu__item--parent${isWithin(entry, pathname) ? ' is-within' : ''}${open ? ' is-open' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse' && !open) setOpenedBy('hover');
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse' && openedBy === 'hover') setOpenedBy(null);
      }}
    >
      <span className="menu__parent">
        <MenuLink entry={entry} className="menu__link" />
        <button
          ref={buttonRef}
          type="button"
          className="menu__toggle"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={t('nav.toggleSubmenu', { title: entry.label })}
          onClick={() => setOpenedBy(openedBy === 'click' ? null : 'click')}
        >
          <Icon name="chevron-down" size="0.85rem" />
        </button>
      </span>
      <ul id={listId} className="menu__submenu" hidden={!open}>
        {entry.children.map((child) => (
          <li key={child.id}>
            <MenuLink entry={child} className="menu__sublink" />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The desktop menu bar. */
export function MainMenu({ items }: { items: readonly MenuEntry[] }) {
  const { t } = useI18n();
  // Keyed by path: a navigation remounts the dropdowns, which closes them.
  const { pathname } = useShellNavigation().location;
  return (
    <nav className="main-menu" aria-label={t('nav.main')}>
      <ul className="menu">
        {items.map((entry) =>
          entry.children.length > 0 ? (
            <MenuDropdown key={`${entry.id}:${pathname}`} entry={entry} />
          ) : (
            <li key={entry.id} className="menu__item">
              <MenuLink entry={entry} className="menu__link" />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
