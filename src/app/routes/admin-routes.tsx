/**
 * The admin routes' components, kept tiny and static on purpose: the route table must not use
 * `lazy` here, because React Router downloads a lazy route module in parallel with its loader — a
 * visitor asking for `/admin` would then download admin code before the gate (the loader) says 404.
 * These components render only after the loader let an admin through, and only then load the admin
 * chunk (`src/app/admin/`).
 */
import { lazy, Suspense } from 'react';
import { ShellFallback } from '@/app/layouts/site-shell';

const AdminPanel = lazy(() => import('@/app/admin/admin-panel').then((m) => ({ default: m.AdminPanel })));
const AdminLivePreview = lazy(() => import('@/app/admin/admin-live-preview').then((m) => ({ default: m.AdminLivePreview })));
const AdminEditor = lazy(() => import('@/app/admin/admin-editor').then((m) => ({ default: m.AdminEditor })));

/** `/admin`: the admin panel. */
export function AdminPanelRoute() {
  return (
    <Suspense fallback={<ShellFallback />}>
      <AdminPanel />
    </Suspense>
  );
}

/** `/admin/apercu/<page path>`: the live block preview of a page. */
export function AdminLivePreviewRoute() {
  return (
    <Suspense fallback={<ShellFallback />}>
      <AdminLivePreview />
    </Suspense>
  );
}

/** `/admin/editeur/<page path>`: the page editor (issue 35). */
export function AdminEditorRoute() {
  return (
    <Suspense fallback={<ShellFallback />}>
      <AdminEditor />
    </Suspense>
  );
}
