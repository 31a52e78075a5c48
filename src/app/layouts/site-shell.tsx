/**
 * The frame around every page (SPEC §2 "Layouts" and "Behaviours"): skip link, loading bar, top
 * bars, `<main>`, footer, bottom bar, mobile menu, full-screen slider, toasts and the offline
 * status. The theme is applied here. Two layouts share it: "default" (home: blocks edge to edge)
 * and "page" (inner pages: breadcrumb and the detail-page top margin).
 */
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Link, Outlet, useHref, useLocation, useMatches, useNavigate, useNavigation, useRouteLoaderData, type Location, type UIMatch } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { footerLogosQueryOptions } from '@/api/queries/content';
import { pageTreeQueryOptions } from '@/api/queries/page';
import { parametersQueryOptions, siteInfoQueryOptions } from '@/api/queries/site';
import { useI18n } from '@/features/i18n/use-i18n';
import { usePageViews } from '@/features/consent/use-page-views';
import { logosOf } from '@/features/theme/theme-logos';
import { useApplyTheme } from '@/features/theme/use-theme';
import { useLoadingBar } from '@/features/ui/use-loading-bar';
import { useSession } from '@/features/session/use-session';
import { useSlider } from '@/features/ui/use-slider';
import { LoadingBar } from '@/ui/loading-bar';
import { SkipLink } from '@/ui/skip-link';
import { Breadcrumb } from './breadcrumb';
import { isBlogEnabled, type Crumb } from '@/app/routes/blog-loaders';
import { useLanguageLinks, type LanguageLink } from '@/app/routes/alternates';
import { isRootData } from '@/app/routes/loaders';
import { siteDay } from '@/lib/dates';
import { useShellLogoMarkup } from './shell-logo-queries';
import type { Block } from '@/api/generated/types';
import { holdsComponent } from '@/renderer/block-tree';
import { ShellNavigationProvider, type ShellNavigation } from './shell-navigation';
import { bottomBarEntries, breadcrumbOf, buildMenu, indexTree, withoutBlogPages } from './menu-model';
import { footerHoursOf, siteDataOf } from './site-data';
import { SHELL_READY_EVENT, ShellPart, type ShellPartsProps } from './shell-parts';
import { useRecordShell } from '@/app/islands/recorder';
import { useTransitionIntro } from './transition-intro';
import { indexParameters, parameterBoolean } from '@/lib/parameters';
import { useFocusOnNavigate, useScrollToLateTarget } from './use-focus-on-navigate';
import { NavigationScroll } from './navigation-scroll';
import { PageLinksContext, type PageLinks } from '@/ui/page-links';
import { useScrollReveal } from './use-scroll-reveal';
import '@/app/styles/shell.css';

/** Admin code is its own chunk, fetched only once the session says "admin" (SPEC §6). */
const AdminBar = lazy(() => import('@/app/admin/admin-bar').then((m) => ({ default: m.AdminBar })));
// Shell parts nobody sees before an action (issue 8, initial JS budget): their code loads when first
// opened, not with the page.
const FullScreenSlider = lazy(() => import('@/ui/full-screen-slider').then((m) => ({ default: m.FullScreenSlider })));

/** Which of the two layouts a route uses (`handle: { layout }`); inner pages by default. */
export type LayoutKind = 'default' | 'page';

function handleLayout(handle: unknown): LayoutKind | null {
  if (typeof handle !== 'object' || handle === null || !('layout' in handle)) return null;
  return handle.layout === 'default' || handle.layout === 'page' ? handle.layout : null;
}

function slugOf(data: unknown): string | null {
  return typeof data === 'object' && data !== null && 'slug' in data && typeof data.slug === 'string' ? data.slug : null;
}

/**
 * True when the page's own blocks offer the newsletter sign-up (a `newsletter` block): the footer
 * then leaves its own out, so that a visitor does not find the same form twice one above the other.
 */
function offersNewsletter(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || !('conf' in data)) return false;
  const { conf } = data;
  return (
    typeof conf === 'object' && conf !== null && 'blocks' in conf && Array.isArray(conf.blocks) && holdsComponent(conf.blocks as Block[], NEWSLETTER_BLOCK)
  );
}

/** A route's own breadcrumb (`crumbs` in its loader data: blog folders and articles, a product), else null. */
function crumbsOf(data: unknown): Crumb[] | null {
  if (typeof data !== 'object' || data === null || !('crumbs' in data) || !Array.isArray(data.crumbs) || data.crumbs.length === 0) return null;
  const crumbs = data.crumbs.filter(
    (c: unknown): c is Crumb =>
      typeof c === 'object' &&
      c !== null &&
      'label' in c &&
      typeof c.label === 'string' &&
      'href' in c &&
      typeof c.href === 'string' &&
      (!('lang' in c) || typeof c.lang === 'string'),
  );
  return crumbs.length > 0 ? crumbs : null;
}

function requiresLogin(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'requiresLogin' in handle && handle.requiresLogin === true;
}

/** The block that offers the newsletter sign-up in a page (registry/newsletter). */
const NEWSLETTER_BLOCK = 'newsletter';

/** The footer's partner logos: none while they load or when their call failed. */
const NO_PARTNERS: never[] = [];

/**
 * The shell's navigation from React Router (shell-navigation.tsx): the location, the router's
 * `Link`, its `navigate`, the page's kind and its other languages. The same object while none of
 * them changes: the shell renders again on every change of the router's state, and a new value
 * would render every part that reads it inside the tap that started a navigation (issue 37).
 */
function useRouterShellNavigation(location: Location, matches: readonly UIMatch[]): ShellNavigation {
  const navigate = useNavigate();
  const membersOnly = matches.some((match) => requiresLogin(match.handle));
  const { locales } = useI18n();
  const linkTo = useLanguageLinks();
  const links = locales.map((locale): [string, LanguageLink] => [locale, linkTo(locale)]);
  const linksKey = JSON.stringify(links);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `links` is a new array on every render; its content is `linksKey`.
  const languageLinks = useMemo(() => Object.fromEntries(links), [linksKey]);
  return useMemo(
    () => ({
      location,
      Link,
      navigate: (to: string, options?: { replace?: boolean }) => void navigate(to, options),
      membersOnly,
      languageLinks,
      app: true,
    }),
    [location, navigate, membersOnly, languageLinks],
  );
}

/** The parts' props without the logos' markup (which a page's data never carries: LogoImage). */
function withoutLogoMarkup(parts: ShellPartsProps): ShellPartsProps {
  const logoMarkup = { inlined: parts.header.logoMarkup.inlined, svgs: undefined };
  return { ...parts, header: { ...parts.header, logoMarkup }, footer: { ...parts.footer, logoMarkup } };
}

/** The shell: root route component. */
export function SiteShell() {
  const api = useApi();
  const { t, locale, locales, defaultLocale } = useI18n();
  useApplyTheme();
  const { data: tree } = useQuery(pageTreeQueryOptions(api));
  const { data: parameters } = useQuery(parametersQueryOptions(api));
  const { data: info } = useQuery(siteInfoQueryOptions(api));
  const blogOn = isBlogEnabled(parameters);
  const menu = useMemo(() => buildMenu(blogOn ? (tree ?? []) : withoutBlogPages(tree ?? [])), [tree, blogOn]);
  const index = useMemo(() => indexTree(tree ?? []), [tree]);
  const site = useMemo(() => siteDataOf(parameters), [parameters]);
  const logos = useMemo(() => logosOf(info?.logos ?? []), [info]);
  const siteName = site.company.name ?? info?.name ?? '';
  const logoMarkup = useShellLogoMarkup();
  const { data: partners } = useQuery(footerLogosQueryOptions(api));

  const navigation = useNavigation();
  const progress = useLoadingBar(navigation.state !== 'idle');
  const slider = useSlider();
  const location = useLocation();
  const matches = useMatches();
  const shellNavigation = useRouterShellNavigation(location, matches);
  // The links of the blocks' kept server HTML navigate with the router (src/renderer/kept-server-html.tsx).
  // The same object while the router's navigate and the root stay: every static block reads it.
  const routerNavigate = useNavigate();
  const appRoot = useHref('/');
  const pageLinks = useMemo((): PageLinks => ({ navigate: (to: string) => void routerNavigate(to), root: appRoot }), [routerNavigate, appRoot]);
  const { isAdmin } = useSession();
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigate(mainRef);
  useScrollToLateTarget(mainRef);
  const intro = useTransitionIntro();
  // A page view per route change, after the page's own effects have set its title.
  usePageViews(location);

  useEffect(() => {
    document.dispatchEvent(new Event(SHELL_READY_EVENT));
  }, []);

  const repeatScrollAnimations = parameterBoolean(indexParameters(parameters ?? []), 'REPEAT_SCROLL_ANIMATIONS', false);
  useScrollReveal(mainRef, location.pathname, repeatScrollAnimations);

  const root: unknown = useRouteLoaderData('root');
  const year = (isRootData(root) ? root.today : siteDay(new Date())).slice(0, 4);
  const leaf = matches[matches.length - 1];
  const layout: LayoutKind = matches.reduce<LayoutKind | null>((found, match) => handleLayout(match.handle) ?? found, null) ?? 'page';
  const slug = slugOf(leaf?.loaderData);
  const crumbs = layout === 'page' ? (crumbsOf(leaf?.loaderData) ?? (slug ? breadcrumbOf(index, slug) : [])) : [];
  const newsletter = site.newsletterEnabled && !offersNewsletter(leaf?.loaderData);
  const partnerLogos = partners?.elements ?? NO_PARTNERS;
  // Each part's props the same objects while their values stay: the parts are memoized on them.
  const header = useMemo(
    () => ({
      menu,
      logo: logos.header,
      logoMarkup,
      siteName,
      phone: site.company.phone,
      locality: site.company.city,
      menuBar: site.menuBar,
      cartOnHover: site.cartOnHover,
      siteId: api.siteId,
    }),
    [menu, logos.header, logoMarkup, siteName, site, api.siteId],
  );
  const hours = useMemo(() => footerHoursOf(site.company, locale, defaultLocale), [site, locale, defaultLocale]);
  const footer = useMemo(
    () => ({ menu, site, logo: logos.footer, logoMarkup, siteName, partners: partnerLogos, year, newsletter, hours }),
    [menu, site, logos.footer, logoMarkup, siteName, partnerLogos, year, newsletter, hours],
  );
  const mobileMenu = useMemo(
    () => ({ menu, site, logoUrl: logos.header?.onlineImage?.url ?? null, logoAlt: logos.header?.alt ?? siteName }),
    [menu, site, logos.header, siteName],
  );
  const bottomBar = useMemo(() => ({ entries: bottomBarEntries(menu) }), [menu]);
  const parts: ShellPartsProps = useMemo(() => ({ header, footer, bottomBar, mobileMenu }), [header, footer, bottomBar, mobileMenu]);
  // On the server: the parts' props for the islands entry (shell-parts.tsx), the logos' markup left
  // out (hydration keeps the server's; the list of the inlined ones is what it reads).
  useRecordShell()?.({
    parts: withoutLogoMarkup(parts),
    locales,
    location: { pathname: location.pathname, search: location.search, hash: location.hash },
    languageLinks: shellNavigation.languageLinks,
    repeatScrollAnimations,
  });

  return (
    <ShellNavigationProvider value={shellNavigation}>
      <div className="shell" data-layout={layout} data-intro={intro ? 'true' : undefined}>
        <SkipLink targetId="contenu">{t('skip.toContent')}</SkipLink>
        {/* Early in the page so keyboard and screen-reader users meet the cookie choice first. */}
        <ShellPart name="consent" parts={parts} />
        <LoadingBar progress={progress} />
        {isAdmin ? (
          <Suspense fallback={null}>
            <AdminBar />
          </Suspense>
        ) : null}
        <ShellPart name="header" parts={parts} />
        <main id="contenu" ref={mainRef} tabIndex={-1} aria-busy={navigation.state !== 'idle'} className={`site-main site-main--${layout}`}>
          {layout === 'page' ? <Breadcrumb crumbs={crumbs} /> : null}
          <div className="site-main__content">
            <PageLinksContext value={pageLinks}>
              <Outlet />
            </PageLinksContext>
          </div>
        </main>
        <ShellPart name="footer" parts={parts} />
        <ShellPart name="bottom-bar" parts={parts} />
        <ShellPart name="mobile-menu" parts={parts} />
        {slider.state.open ? (
          <Suspense fallback={null}>
            <FullScreenSlider
              items={slider.state.items}
              index={slider.state.index}
              title={slider.state.title ?? undefined}
              labels={{
                dialog: t('slider.dialog'),
                close: t('slider.close'),
                previous: t('slider.previous'),
                next: t('slider.next'),
                counter: (position, total) => t('slider.counter', { position, total }),
              }}
              onClose={slider.close}
              onNext={slider.next}
              onPrevious={slider.previous}
            />
          </Suspense>
        ) : null}
        <ShellPart name="language-suggestion" parts={parts} />
        <ShellPart name="toasts" parts={parts} />
        <ShellPart name="status" parts={parts} />
        <NavigationScroll />
      </div>
    </ShellNavigationProvider>
  );
}

/** Shown while the very first page loads (before any route has data). */
export function ShellFallback() {
  const { t } = useI18n();
  return (
    <div className="shell-fallback" role="status">
      <span className="shell-fallback__dot" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
