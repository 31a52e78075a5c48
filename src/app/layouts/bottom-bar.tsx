/**
 * The bottom bar on small screens (SPEC §2, below 960 px): four shortcuts — home, a section, the
 * booking entry (highlighted), contact — and the menu button.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useI18n } from '@/features/i18n/use-i18n';
import { Icon } from '@/ui/icon';
import type { MenuEntry } from './menu-model';
import { MobileMenuButton } from './mobile-menu';
import { ShellNavLink } from './shell-navigation';

/** Props of {@link BottomBar}. */
export interface BottomBarProps {
  /** Its shortcuts (`bottomBarEntries` of the menu: the app's shell picks them, menu-model.ts). */
  entries: readonly MenuEntry[];
}

/** The bar itself; hidden from 960 px up by CSS. */
export function BottomBar({ entries }: BottomBarProps) {
  const { t } = useI18n();
  const ref = useRef<HTMLElement>(null);
  useBarHeight(ref);
  return (
    <nav ref={ref} className="bottom-bar" aria-label={t('nav.bottom')}>
      <ul className="bottom-bar__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <ShellNavLink to={entry.href} end={entry.href === '/'} className={`bottom-bar__link${entry.isFixedOnRight ? ' bottom-bar__link--cta' : ''}`}>
              <span className="bottom-bar__icon">
                <Icon name={entry.icon ?? 'circle-info'} size="1.25rem" />
              </span>
              <span className="bottom-bar__label">{entry.label}</span>
            </ShellNavLink>
          </li>
        ))}
        <li>
          <MobileMenuButton className="bottom-bar__link">
            <span className="bottom-bar__icon">
              <Icon name="bars" size="1.25rem" />
            </span>
            <span className="bottom-bar__label">{t('nav.menu')}</span>
          </MobileMenuButton>
        </li>
      </ul>
    </nav>
  );
}

/** The custom property the bar's height is published in. */
const PROPERTY = '--bottom-bar-height';

/**
 * Publishes the bar's real height as `--bottom-bar-height` (the CSS default is 68 px; a two-line label
 * makes it taller): the shell's end padding, the offline banner and the cookie banner sit above it.
 */
function useBarHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const bar = ref.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      // Written only when it differs from what applies (the stylesheet's 68 px, or what was written
      // before): a style change on <html> restyles the whole page, ≈ 2 × 27 ms on a 4× slower phone
      // right after hydration (issue 23), for a value that is almost always already right.
      const height = bar.offsetHeight;
      const written = root.style.getPropertyValue(PROPERTY) !== '';
      // Hidden from 960 px up (display: none → 0): the stylesheet's value applies again.
      if (height === 0) {
        if (written) root.style.removeProperty(PROPERTY);
        return;
      }
      if (getComputedStyle(root).getPropertyValue(PROPERTY).trim() !== `${height}px`) root.style.setProperty(PROPERTY, `${height}px`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(PROPERTY);
    };
  }, [ref]);
}
