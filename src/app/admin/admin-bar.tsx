/**
 * The admin bar shown above public pages to ADMIN and SUPER_ADMIN users (SPEC §6): the way into the
 * panel, the editor and the live preview of the page on screen, and the block catalogue (block diagnostics already show on every page for admins). Loaded lazily by
 * the shell only once the session says "admin", so visitors never download it.
 *
 * The admin tools work on the site's pages as the admin's tree has them: in the site's default
 * language, at its paths (`/admin/editeur/le-domaine`). On a page in another language
 * (`/en/the-estate`) the panel, the editor and the preview are those of the same page at its default
 * language's path, outside the language's prefix (plain links: another router basename).
 */
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { pageTreeQueryOptions } from '@/api/queries/page';
import { useLocale } from '@/features/i18n/use-i18n';
import { indexTree, resolvePath } from '@/app/layouts/menu-model';
import { alternatePathQueryOptions } from '@/app/routes/alternates';
import { adminText } from './admin-text';
import { AdminStylesheet } from './admin-stylesheet';

/** The thin bar at the very top of public pages, for admins. */
export function AdminBar() {
  const t = adminText.bar;
  const api = useApi();
  const { locale, defaultLocale } = useLocale();
  const { pathname } = useLocation();
  const { data: tree } = useQuery(pageTreeQueryOptions(api));
  // The live preview of the page on screen, when it is a page of the tree.
  const node = useMemo(() => (tree && !pathname.startsWith('/admin') ? resolvePath(indexTree(tree), pathname) : null), [tree, pathname]);
  const elsewhere = locale !== defaultLocale;
  // The page's path in the default language (`/le-domaine` for `/en/the-estate`; its loader read it).
  const { data: defaultPath } = useQuery({
    ...alternatePathQueryOptions(api, defaultLocale, { page: node?.page.id ?? 0 }),
    enabled: elsewhere && node !== null,
  });
  const pagePath = elsewhere ? defaultPath : node?.canonicalPath;
  /** A link to an admin tool: inside the app, or at the default language's path from another language. */
  const tool = (to: string, label: string, text: ReactNode) =>
    elsewhere ? (
      <a href={to} aria-label={label}>
        {text}
      </a>
    ) : (
      <Link to={to} aria-label={label}>
        {text}
      </Link>
    );
  return (
    <aside className="admin-bar" aria-label={t.label}>
      <AdminStylesheet view="bar" />
      <div className="container admin-bar__inner">
        <p className="admin-bar__mode">{t.mode}</p>
        <ul className="admin-bar__links">
          <li>{tool('/admin', t.panelLong, t.panel)}</li>
          {node && pagePath ? <li>{tool(`/admin/editeur${pagePath}`, t.editLong, t.edit)}</li> : null}
          {node && pagePath ? <li>{tool(`/admin/apercu${pagePath}`, t.previewLong, t.preview)}</li> : null}
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
