/**
 * The admin bar shown above public pages to ADMIN and SUPER_ADMIN users (SPEC §6): the way into the
 * panel and the block catalogue (block diagnostics already show on every page for admins). Loaded lazily by
 * the shell only once the session says "admin", so visitors never download it.
 */
import { Link } from 'react-router';
import { adminText } from './admin-text';
import './admin-bar.css';

/** The thin bar at the very top of public pages, for admins. */
export function AdminBar() {
  const t = adminText.bar;
  return (
    <aside className="admin-bar" aria-label={t.label}>
      <div className="container admin-bar__inner">
        <p className="admin-bar__mode">{t.mode}</p>
        <ul className="admin-bar__links">
          <li>
            <Link to="/admin" aria-label={t.panelLong}>
              {t.panel}
            </Link>
          </li>
          <li>
            <Link to="/blocs" aria-label={t.catalogueLong}>
              {t.catalogue}
            </Link>
          </li>
        </ul>
      </div>
    </aside>
  );
}
