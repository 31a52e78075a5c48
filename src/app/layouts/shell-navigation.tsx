/**
 * What the shell's parts know of the page's address and how they leave it: the location, the link
 * they render, a navigation, whether the page is for members only, and where this page is in the
 * site's other languages. The app gives it from React Router (`SiteShell`); the parts never import
 * the router themselves.
 *
 * Why a seam of our own (decision 011, step 2): the header, the footer, the bottom bar, the phone's
 * menu, the consent banner and the language suggestion are what a visitor can touch first, and they
 * are to hydrate as small roots of their own before the router and the query cache are loaded at
 * all. So each of them renders from its props, the page's stores (consent, session, cart count) and
 * this context, and `npm run check:bundle` fails when their code pulls in a byte of React Router or
 * TanStack Query (scripts/check-bundle.ts, "the shell's parts").
 */
import { createContext, use, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';
import type { LanguageLink } from '@/app/routes/alternates';
import { pageHref, pageLinkAttributes } from '@/ui/page-links';

/** The page's address inside the app (without the language prefix), as React Router's location. */
export interface ShellLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Changes with every navigation, even to the same address (what closes the menus). */
  key: string;
}

/** Props of the shell's link: an anchor's, with `to`, an address inside the app, instead of `href`. */
export type ShellLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> };

/** What the shell's parts read (see the module comment). */
export interface ShellNavigation {
  location: ShellLocation;
  /** The link the parts render: the router's `Link` in the app (a client navigation). */
  Link: ComponentType<ShellLinkProps>;
  /** Go to an address inside the app. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** True on a page only a signed-in member may see: a logout leaves it. */
  membersOnly: boolean;
  /**
   * The page's language prefix (`/en`; `''` for the default language), for a link that writes its own
   * `href` (the plain navigation's); the app's `Link` has it from React Router.
   */
  basename?: string;
  /** The current page in each of the site's other languages (`useLanguageLinks`), by locale. */
  languageLinks: Readonly<Record<string, LanguageLink>>;
  /**
   * True when the app runs the page (React Router and the query cache are there): a part may open
   * what needs them in place, the cart's drawer. False on a page the islands entry started
   * (src/app/islands/main.tsx): the cart entry is then the link to the cart's page it is in HTML.
   */
  app: boolean;
}

const ShellNavigationContext = createContext<ShellNavigation | null>(null);

/** Gives the shell's parts below it their navigation. */
export const ShellNavigationProvider = ShellNavigationContext.Provider;

/** The shell's navigation; a part rendered outside a {@link ShellNavigationProvider} is a bug. */
export function useShellNavigation(): ShellNavigation {
  const navigation = use(ShellNavigationContext);
  if (!navigation) throw new Error('A part of the shell rendered outside ShellNavigationProvider');
  return navigation;
}

/**
 * The plain navigation's link: an anchor as React Router's `Link` writes it (the same `href` under the
 * language prefix, `data-discover`: hydration finds the server's attributes). One component for every
 * navigation: declared inside {@link plainShellNavigation}, it was a new component type at each call, so
 * a part rendered again with a new navigation lost every link it had (unmounted, rebuilt, focus gone).
 */
function PlainLink({ to, ...rest }: ShellLinkProps) {
  const { basename = '' } = useShellNavigation();
  return <a {...rest} {...pageLinkAttributes(to, basename)} />;
}

/**
 * The shell's navigation without the app (the islands entry, src/app/islands/main.tsx, and the
 * parts' tests): its links are plain anchors written as React Router's `Link` writes them (the same
 * `href` under the language prefix, `data-discover`: hydration finds the server's attributes), and a
 * navigation loads the next page.
 */
export function plainShellNavigation({
  location,
  basename = '',
  languageLinks = {},
}: {
  location: Omit<ShellLocation, 'key'>;
  basename?: string;
  languageLinks?: ShellNavigation['languageLinks'];
}): ShellNavigation {
  return {
    location: { ...location, key: 'default' },
    Link: PlainLink,
    basename,
    navigate: (to, options) => {
      if (options?.replace) window.location.replace(pageHref(to, basename));
      else window.location.assign(pageHref(to, basename));
    },
    membersOnly: false,
    languageLinks,
    app: false,
  };
}

/** The shell's link to an address inside the app (the provider's `Link`). */
export function ShellLink(props: ShellLinkProps) {
  const { Link } = useShellNavigation();
  return <Link {...props} />;
}

/** Comparable form of a path: decoded (a location's path is percent-encoded, a link's may not be), lower case. */
function comparable(path: string): string {
  try {
    return decodeURI(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}

/** The path part of `to`, resolved against the current path when it is relative (as a link's `href` is). */
function pathOf(to: string, here: string): string {
  return new URL(to, `http://app.invalid${here.startsWith('/') ? here : `/${here}`}`).pathname;
}

/** Props of {@link ShellNavLink}: a shell link's, and `end` as NavLink's (active only on the exact path). */
export type ShellNavLinkProps = ShellLinkProps & { end?: boolean };

/**
 * The shell's links to its pages, marked `aria-current="page"` and `.active` on the page they lead
 * to (or inside it, unless `end`), like React Router's NavLink — without its `pending` state. A
 * NavLink reads the router's whole state, so every one of them (the menus, the bottom bar, the
 * footer: dozens) rendered again when a client navigation started and again when it ended: that
 * render ran inside the tap that started it (issue 37: 200–330 ms on a 4× slower phone for a filter
 * or « Page suivante »). This one reads the location only, which changes once, with the new page.
 */
export function ShellNavLink({ end = false, className, to, ...rest }: ShellNavLinkProps) {
  const { location, Link } = useShellNavigation();
  const here = comparable(location.pathname);
  const target = comparable(pathOf(to, location.pathname));
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = here === target || (!end && here.startsWith(target) && here.charAt(endSlash) === '/');
  return <Link {...rest} to={to} aria-current={active ? 'page' : undefined} className={[className, active ? 'active' : null].filter(Boolean).join(' ')} />;
}
