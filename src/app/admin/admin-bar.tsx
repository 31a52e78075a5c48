/**
 * The admin bar shown above public pages to ADMIN and SUPER_ADMIN users (SPEC §6): the way into the
 * panel, the editor and the live preview of the page on screen, and the block catalogue (block diagnostics already show on every page for admins). Loaded lazily by
 * the shell only once the session says "admin", so visitors never download it.
 */
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { pageTreeQueryOptions } from '@/api/queries/page';
import { indexTree, resolvePath } from '@/app/layouts/menu-model';
import { adminText } from './admin-text';
import { AdminStylesheet } from './admin-stylesheet';

/** The thin bar at the very top of public pages, for admins. */
export function AdminBar() {
  const t = adminText.bar;
  const api = useApi();
  const { pathname } = useLocation();
  const { data: tree } = useQuery(pageTreeQueryOptions(api));
  // The live preview of the page on screen, when it is a page of the tree.
  const node = useMemo(() => (tree && !pathname.startsWith('/admin') ? resolvePath(indexTree(tree), pathname) : null), [tree, pathname]);
  return (
    <aside className="admin-bar" aria-label={t.label}>
      <AdminStylesheet view="bar" />
      <div className="container admin-bar__inner">
        <p className="admin-bar__mode">{t.mode}</p>
        <ul className="admin-bar__links">
          <li>
            <Link to="/admin" aria-label={t.panelLong}>
              {t.panel}
            </Link>
          </li>
          {node ? (
            <li>
              <Link to={`/admin/editeur${node.canonicalPath}`} aria-label={t.editLong}>
                {t.edit}
              </Link>
            </li>
          ) : null}
          {node ? (
            <li>
              <Link to={`/admin/apercu${node.canonicalPath}`} aria-label={t.previewLong}>
                {t.preview}
              </Link>
            </li>
          ) : null}
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
