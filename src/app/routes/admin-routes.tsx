/**
 * The admin routes' components, kept tiny and static on purpose: the route table must not use
 * `lazy` here, because React Router downloads a lazy route module in parallel with its loader — a
 * visitor asking for `/admin` would then download admin code before the gate (the loader) says 404.
 * These components render only after the loader let an admin through, and only then load the admin
 * chunk (`src/app/admin/`).
 *
 * On a page the server rendered (the gate passed there), the browser loads that chunk before it
 * hydrates (`preload`, called by src/app/main.tsx): a `React.lazy` still loading would leave the
 * editor's server HTML dehydrated after the rest of the page, and React drops a key or a click on a
 * part it cannot hydrate yet (« Ajouter un bloc » pressed with Enter, and nothing opened).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { ShellFallback } from '@/app/layouts/site-shell';
import { MEMBER_PAGE_HANDLE } from './account-loaders';

/**
 * Route handle of the admin's pages: private, left at logout, and in the site's default language
 * only (`defaultLanguageOnly`: the admin is French, at the default language's paths, adminLoader):
 * the shell offers no other language there, neither the switcher nor the suggestion (root-frame.tsx).
 */
export const ADMIN_PAGE_HANDLE = { ...MEMBER_PAGE_HANDLE, defaultLanguageOnly: true } as const;

/** A route component whose code may be loaded ahead: once `preload()` has resolved, it renders without suspending. */
export type PreloadableRoute = ComponentType & { preload: () => Promise<void> };

/** True for a route component made by {@link adminRoute}. */
export function isPreloadableRoute(component: unknown): component is PreloadableRoute {
  return typeof component === 'function' && 'preload' in component && typeof component.preload === 'function';
}

/** The route component of an admin tool: its chunk loaded when it first renders, or ahead by `preload()`. */
function adminRoute(load: () => Promise<ComponentType>): PreloadableRoute {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
    });
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  const Route = () => {
    const Tool = loaded ?? Lazy;
    return (
      <Suspense fallback={<ShellFallback />}>
        <Tool />
      </Suspense>
    );
  };
  return Object.assign(Route, { preload });
}

/** `/admin`: the admin panel. */
export const AdminPanelRoute = adminRoute(() => import('@/app/admin/admin-panel').then((m) => m.AdminPanel));

/** `/admin/apercu/<page path>`: the live block preview of a page. */
export const AdminLivePreviewRoute = adminRoute(() => import('@/app/admin/admin-live-preview').then((m) => m.AdminLivePreview));

/** `/admin/editeur/<page path>`: the page editor (issue 35). */
export const AdminEditorRoute = adminRoute(() => import('@/app/admin/admin-editor').then((m) => m.AdminEditor));
