/**
 * The route table of SPEC §2, in one place. Loaders are small and static (they prefetch through the
 * query cache, in parallel); page components load lazily. Routes owned by later issues (element
 * detail) are declared now and show the CMS page of their slug when one exists, else the 404 —
 * never a stand-in screen.
 */
import type { RouteObject } from 'react-router';
import { LEGAL_ROUTES } from '@/app/routes/legal-routes';
import { CHECKOUT_PATH } from '@/lib/product-paths';
import { RootErrorPage, RouteErrorPage } from './error-page';
import { ShellFallback } from './layouts/site-shell';
import { RootFrame } from './layouts/root-frame';
import { authLoader, MEMBER_PAGE_HANDLE, personalSpaceLoader, PRIVATE_PAGE_HANDLE } from './routes/account-loaders';
import { BLOG_PAGE_TYPE, CONTACT_PAGE_TYPE } from './layouts/menu-model';
import { blogArticleLoader, blogFolderLoader, treePageLoader } from './routes/blog-loaders';
import { albumLoader } from './routes/album-loader';
import { elementLoader } from './routes/element-loader';
import { serviceLoader } from './routes/service-loader';
import { newsLoader } from './routes/news-loader';
import { productLoader } from './routes/shop-loaders';
import { adminLoader, blockCatalogueLoader, cmsPageLoader, pageOfTypeLoader, legalLoader, rootLoader } from './routes/loaders';
import { ADMIN_PAGE_HANDLE, AdminEditorRoute, AdminLivePreviewRoute, AdminPanelRoute } from './routes/admin-routes';
import './styles/global.css';

const cmsPage = () => import('./routes/cms-page');
const treePage = () => import('./routes/tree-page');

/**
 * The routes below the shell (SPEC §2 route table): the app's own paths. A site's pages (its home,
 * `/qui-suis-je`, `/mes-prestations/massages-en-vendee` on site 51) are not routes: they come from
 * its page tree, through the catch-all route (both readings of SPEC §2).
 */
export function pageRoutes(): RouteObject[] {
  return [
    // Home: the page of the tree at `/` (its HOME page).
    { index: true, loader: cmsPageLoader({ fromPath: true }), lazy: cmsPage, handle: { layout: 'default' } },
    // A bare /blog (SPEC §2 only names its sub-paths): the site's blog page, one canonical URL, query kept.
    { path: 'blog', loader: pageOfTypeLoader(BLOG_PAGE_TYPE, treePageLoader), lazy: treePage },
    { path: 'blog/rubrique/:folder', loader: blogFolderLoader, lazy: () => import('./routes/blog-listing') },
    { path: 'blog/*', loader: blogArticleLoader, lazy: () => import('./routes/blog-article') },
    { path: 'auth', loader: authLoader, lazy: () => import('./routes/auth-page'), handle: PRIVATE_PAGE_HANDLE },
    { path: 'mon-compte', loader: personalSpaceLoader, lazy: () => import('./routes/account-page'), handle: MEMBER_PAGE_HANDLE },
    ...LEGAL_ROUTES.map(({ path, kind }): RouteObject => ({
      path: path.slice(1),
      loader: legalLoader(kind),
      lazy: () => import('./routes/legal-page'),
    })),
    // Some texts say /contact (SPEC §2): the site's contact page (page tree), by a permanent redirect.
    { path: 'contact', loader: pageOfTypeLoader(CONTACT_PAGE_TYPE, cmsPageLoader({ fromPath: true })), lazy: cmsPage },
    // Shop (issue 11): the catalogue is the site's page at /boutique (product-list block); product pages
    // at /boutique/<slug>-<id> (src/lib/product-paths.ts); the cart is visitor-specific (no CDN cache).
    { path: 'boutique/:productSlug', loader: productLoader, lazy: () => import('./routes/product-page') },
    { path: 'panier', lazy: () => import('./routes/cart-page'), handle: PRIVATE_PAGE_HANDLE },
    // A service's page (issue 10): /reservation-en-ligne/<slug>-<id> (src/lib/service-paths.ts).
    { path: 'reservation-en-ligne/:service', loader: serviceLoader, lazy: () => import('./routes/service-page') },
    { path: 'password/reset/ask', lazy: () => import('./routes/password-reset-ask-page'), handle: PRIVATE_PAGE_HANDLE },
    { path: 'password/reset/:token?', lazy: () => import('./routes/password-reset-page'), handle: PRIVATE_PAGE_HANDLE },
    { path: 'actualites', loader: newsLoader, lazy: () => import('./routes/news-page') },
    { path: 'galerie/:album', loader: albumLoader, lazy: () => import('./routes/album-page') },
    { path: 'element/:slug?/:name?/:id', loader: elementLoader, lazy: () => import('./routes/element-page') },
    // Admin only (404 for anyone else, from the loader, on the server too); private, left at logout.
    { path: 'admin', loader: adminLoader, Component: AdminPanelRoute, handle: ADMIN_PAGE_HANDLE },
    { path: 'admin/apercu/*', loader: adminLoader, Component: AdminLivePreviewRoute, handle: ADMIN_PAGE_HANDLE },
    { path: 'admin/editeur/*', loader: adminLoader, Component: AdminEditorRoute, handle: ADMIN_PAGE_HANDLE },
    // Visitor-specific (cart, addresses): private, no-store, noindex.
    { path: `${CHECKOUT_PATH.slice(1)}/:step?`, lazy: () => import('./routes/checkout'), handle: PRIVATE_PAGE_HANDLE },
    { path: 'blocs', loader: blockCatalogueLoader, lazy: () => import('./routes/block-catalogue'), handle: ADMIN_PAGE_HANDLE },
    // The slider's test page exists on the dev server only (the build drops it).
    ...(import.meta.env.DEV ? [{ path: 'essais/diaporama', lazy: () => import('./routes/slider-demo') }] : []),
    // Every other path: a page found through the page tree (both readings of SPEC §2), else 404; the
    // site's BLOG page (SPEC §2 "/articles-de-massages" on site 51) is the blog listing.
    { path: '*', loader: treePageLoader, lazy: treePage },
  ];
}

/**
 * The whole table: the shell, with the error page inside it, around the page routes. It holds no
 * request, no tenant and no locale (loaders read theirs from React Router's request context,
 * `routes/loaders.ts` `loaderContextOf`; the shell's frame comes with the root loader's data), so a
 * process builds it once.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: rootLoader,
      Component: RootFrame,
      HydrateFallback: ShellFallback,
      errorElement: <RootErrorPage />,
      children: [{ errorElement: <RouteErrorPage />, children: pageRoutes() }],
    },
  ];
}
