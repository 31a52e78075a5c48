/**
 * The admin panel (`/admin`, ADMIN and SUPER_ADMIN only — the route loader already turned everyone
 * else away with a 404). Lazy chunk: nothing here is downloaded by visitors.
 */
import { lazy, Suspense } from 'react';
import { useSession } from '@/features/session/use-session';
import { format } from '@/features/i18n/i18n';
import { useDocumentMeta } from '@/app/routes/document-meta';
import { LayoutCheckSection, useLayoutCheckRun } from './admin-layout-check';
import { useAdminPages } from './admin-pages';
import { adminText } from './admin-text';
import { AdminStylesheet } from './admin-stylesheet';

/** The grids and glide-data-grid: their own chunk, loaded once the panel shows. */
const AdminGrids = lazy(() => import('./admin-grids').then((m) => ({ default: m.AdminGrids })));

/** Route body of `/admin`. */
export function AdminPanel() {
  const t = adminText.panel;
  const { user } = useSession();
  const { entries, ready } = useAdminPages();
  const run = useLayoutCheckRun();
  useDocumentMeta({ title: t.title, robots: 'noindex, nofollow' });
  return (
    <div className="container admin-panel">
      <AdminStylesheet view="panel" />
      <header className="admin-panel__header">
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
        {user ? <p className="admin-panel__who">{format(t.signedInAs, { email: user.email, role: t.roles[user.role ?? ''] ?? user.role ?? '' })}</p> : null}
      </header>
      <LayoutCheckSection entries={entries} ready={ready} run={run} />
      {ready ? (
        <Suspense fallback={<p role="status">{t.loadingGrids}</p>}>
          <AdminGrids entries={entries} run={run} />
        </Suspense>
      ) : (
        <p role="status">{t.loadingGrids}</p>
      )}
    </div>
  );
}
