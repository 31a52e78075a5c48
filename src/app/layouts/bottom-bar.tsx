/**
 * The bottom bar on small screens (SPEC §2, below 960 px): four shortcuts — home, a section, the
 * booking entry (highlighted), contact — and the menu button.
 */
import { NavLink } from 'react-router';
import { useI18n } from '@/features/i18n/use-i18n';
import { Icon } from '@/ui/icon';
import { bottomBarEntries, type Menu } from './menu-model';

/** The bar itself; hidden from 960 px up by CSS. */
export function BottomBar({ menu, menuOpen, onOpenMenu }: { menu: Menu; menuOpen: boolean; onOpenMenu: () => void }) {
  const { t } = useI18n();
  const entries = bottomBarEntries(menu);
  return (
    <nav className="bottom-bar" aria-label={t('nav.bottom')}>
      <ul className="bottom-bar__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <NavLink to={entry.href} end={entry.href === '/'} className={`bottom-bar__link${entry.isFixedOnRight ? ' bottom-bar__link--cta' : ''}`}>
              <span className="bottom-bar__icon">
                <Icon name={entry.icon ?? 'circle-info'} size="1.25rem" />
              </span>
              <span className="bottom-bar__label">{entry.label}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className="bottom-bar__link" aria-expanded={menuOpen} aria-haspopup="dialog" onClick={onOpenMenu}>
            <span className="bottom-bar__icon">
              <Icon name="bars" size="1.25rem" />
            </span>
            <span className="bottom-bar__label">{t('nav.menu')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
