/**
 * The route table of SPEC §2, in one place. Loaders are small and static (they prefetch through the
 * query cache, in parallel); page components load lazily. Routes owned by later issues (element
 * detail) are declared now and show the CMS page of their slug when one exists, else the 404 —
 * never a stand-in screen.
 */
import type { RouteObject } from 'react-router';
import { I18nProvider } from '@/features/i18n/use-i18n';
import { LEGAL_ROUTES } from '@/app/routes/legal-routes';
import { RootErrorPage, RouteErrorPage } from './error-page';
import { SessionProvider } from '@/features/session/use-session';
import { ShellFallback, SiteShell } from './layouts/site-shell';
import { authLoader, MEMBER_PAGE_HANDLE, personalSpaceLoader, PRIVATE_PAGE_HANDLE } from './routes/account-loaders';
import { BLOG_PAGE_TYPE, CONTACT_PAGE_TYPE } from './layouts/menu-model';
import { blogArticleLoader, blogFolderLoader, treePageLoader } from './routes/blog-loaders';
import { albumLoader } from './routes/album-loader';
import { elementLoader } from './routes/element-loader';
import { serviceLoader } from './routes/service-loader';
import { newsLoader } from './routes/news-loader';
import { productLoader } from './routes/shop-loaders';
import {
  adminLoader,
  blockCatalogueLoader,
  cmsPageLoader,
  pageOfTypeLoader,
  legalLoader,
  rootLoader,
  type LoaderContext,
  type PageSource,
} from './routes/loaders';
import { AdminEditorRoute, AdminLivePreviewRoute, AdminPanelRoute } from './routes/admin-routes';
import './styles/global.css';

const cmsPage = () => import('./routes/cms-page');
const treePage = () => import('./routes/tree-page');

/** A route showing a CMS page; `path` undefined makes it the index route. */
function cms(context: LoaderContext, path: string | undefined, source: PageSource, handle?: { layout: 'default' | 'page' }): RouteObject {
  const base = { loader: cmsPageLoader(context, source), lazy: cmsPage, ...(handle ? { handle } : {}) };
  return path === undefined ? { index: true, ...base } : { path, ...base };
}

/** The routes below the shell (SPEC §2 route table). */
export function pageRoutes(context: LoaderContext): RouteObject[] {
  return [
    cms(context, undefined, { slug: 'accueil' }, { layout: 'default' }),
    // A bare /blog (SPEC §2 only names its sub-paths): the site's blog page, one canonical URL, query kept.
    { path: 'blog', loader: pageOfTypeLoader(context, BLOG_PAGE_TYPE, treePageLoader(context)), lazy: treePage },
    { path: 'blog/rubrique/:folder', loader: blogFolderLoader(context), lazy: () => import('./routes/blog-listing') },
    { path: 'blog/*', loader: blogArticleLoader(context), lazy: () => import('./routes/blog-article') },
    { path: 'auth', loader: authLoader(context), lazy: () => import('./routes/auth-page'), handle: PRIVATE_PAGE_HANDLE },
    { path: 'mon-compte', loader: personalSpaceLoader(context), lazy: () => import('./routes/account-page'), handle: MEMBER_PAGE_HANDLE },
    ...LEGAL_ROUTES.map(({ path, kind }): RouteObject => ({
      path: path.slice(1),
      loader: legalLoader(context, kind),
      lazy: () => import('./routes/legal-page'),
    })),
    cms(context, 'me-contacter', { slug: 'me-contacter' }),
    // Some texts say /contact (SPEC §2): the site's contact page (page tree), by a permanent redirect.
    { path: 'contact', loader: pageOfTypeLoader(context, CONTACT_PAGE_TYPE, cmsPageLoader(context, { fromPath: true })), lazy: cmsPage },
    cms(context, 'offrir-un-massage', { slug: 'offrir-un-massage' }),
    // Shop (issue 11): the catalogue is the CMS page "boutique" (product-list block); product pages
    // at /boutique/<slug>-<id> (src/lib/product-paths.ts); the cart is visitor-specific (no CDN cache).
    cms(context, 'boutique', { slug: 'boutique' }),
    { path: 'boutique/:productSlug', loader: productLoader(context), lazy: () => import('./routes/product-page') },
    { path: 'panier', lazy: () => import('./routes/cart-page'), handle: PRIVATE_PAGE_HANDLE },
    cms(context, 'qui-suis-je', { slug: 'qui-suis-je' }),
    cms(context, 'reservation-en-ligne', { slug: 'reservation-en-ligne' }),
    // A service's page (issue 10): /reservation-en-ligne/<slug>-<id> (src/lib/service-paths.ts).
    { path: 'reservation-en-ligne/:service', loader: serviceLoader(context), lazy: () => import('./routes/service-page') },
    cms(context, 'mes-prestations/massages-en-vendee', { slug: 'massages-en-vendee' }),
    cms(context, 'mes-prestations/pack-de-massages', { slug: 'pack-de-massages' }),
    cms(context, 'vous-etes/massages-bien-etre', { slug: 'massages-bien-etre' }),
    cms(context, 'vous-etes/massages-en-entreprise', { slug: 'massages-en-entreprise' }),
    cms(context, 'vous-etes/massages-sportifs', { slug: 'massages-sportifs' }),
    { path: 'password/reset/ask', lazy: () => import('./routes/password-reset-ask-page'), handle: PRIVATE_PAGE_HANDLE },
    { path: 'password/reset/:token?', lazy: () => import('./routes/password-reset-page'), handle: PRIVATE_PAGE_HANDLE },
    { path: 'actualites', loader: newsLoader(context), lazy: () => import('./routes/news-page') },
    { path: 'galerie/:album', loader: albumLoader(context), lazy: () => import('./routes/album-page') },
    { path: 'element/:slug?/:name?/:id', loader: elementLoader(context), lazy: () => import('./routes/element-page') },
    // Admin only (404 for anyone else, from the loader, on the server too); private, left at logout.
    { path: 'admin', loader: adminLoader(context), Component: AdminPanelRoute, handle: MEMBER_PAGE_HANDLE },
    { path: 'admin/apercu/*', loader: adminLoader(context), Component: AdminLivePreviewRoute, handle: MEMBER_PAGE_HANDLE },
    { path: 'admin/editeur/*', loader: adminLoader(context), Component: AdminEditorRoute, handle: MEMBER_PAGE_HANDLE },
    // Visitor-specific (cart, addresses): private, no-store, noindex.
    { path: 'commande/:step?', lazy: () => import('./routes/checkout'), handle: PRIVATE_PAGE_HANDLE },
    { path: 'blocs', loader: blockCatalogueLoader(context), lazy: () => import('./routes/block-catalogue') },
    // The slider's test page exists on the dev server only (the build drops it).
    ...(import.meta.env.DEV ? [{ path: 'essais/diaporama', lazy: () => import('./routes/slider-demo') }] : []),
    // Every other path: a page found through the page tree (both readings of SPEC §2), else 404; the
    // site's BLOG page (SPEC §2 "/articles-de-massages" on site 51) is the blog listing.
    { path: '*', loader: treePageLoader(context), lazy: treePage },
  ];
}

/** Settings of the route tree that come from the app configuration. */
export interface AppRouteOptions {
  /** Parent domain of the login cookies (config `cookieDomain`); host-only when absent. */
  cookieDomain?: string | null | undefined;
  /** The site's locales, default first (config `locales`). */
  locales?: readonly string[] | undefined;
}

/** The whole table: the shell, with the error page inside it, around the page routes. */
export function appRoutes(context: LoaderContext, locale: string, options: AppRouteOptions = {}): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: rootLoader(context),
      element: (
        <I18nProvider locale={locale} locales={options.locales}>
          <SessionProvider cookieDomain={options.cookieDomain}>
            <SiteShell />
          </SessionProvider>
        </I18nProvider>
      ),
      HydrateFallback: ShellFallback,
      errorElement: <RootErrorPage />,
      children: [{ errorElement: <RouteErrorPage />, children: pageRoutes(context) }],
    },
  ];
}
