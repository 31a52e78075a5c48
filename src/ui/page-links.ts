/**
 * How links to an address inside the app are written and followed, for what renders with or without
 * React Router: the kept server HTML of static blocks (src/renderer/kept-server-html.tsx), a block
 * island's root (a root of its own, outside the app's tree: src/renderer/block-island.tsx), a card a
 * block island renders (`ProductCard`, through ./page-link.tsx). None of them imports the router: its
 * code would come with theirs. The app gives its router's navigation around its pages (the shell:
 * src/app/layouts/site-shell.tsx) and to the block islands it hydrates; elsewhere (the islands entry,
 * the server's render of a block island) the links are plain links written as React Router's `Link`
 * writes them, and the next page is the server's.
 */
import { createContext } from 'react';

/** How links to addresses inside the app are written and followed. */
export interface PageLinks {
  /** The app's root address: the language's prefix (`/en`), `/` for the default language (React Router's `useHref('/')`). */
  root: string;
  /** A client-side navigation (React Router's `navigate`); null where there is no router: the browser loads the next page. */
  navigate: ((to: string) => void) | null;
}

/** Given by the app around its pages and block islands; absent, links are plain links under no prefix. */
export const PageLinksContext = createContext<PageLinks | null>(null);

/** The address of `to`, an address inside the app, under the prefix `root` (`/en`, or `/` or `''` for none), as React Router's `useHref` writes it. */
export function pageHref(to: string, root: string): string {
  const base = root.endsWith('/') ? root.slice(0, -1) : root;
  if (!base || !to.startsWith('/')) return to;
  return to === '/' ? base : `${base}${to}`;
}

/**
 * The attributes of a link to `to` under the prefix `root`, as React Router's `Link` writes them: the
 * `href` of {@link pageHref} and `data-discover` on an address of the app, so hydration finds the
 * server's attributes whichever link wrote them (./page-link.tsx, the shell's plain link).
 */
export function pageLinkAttributes(to: string, root: string): { 'href': string; 'data-discover': 'true' | undefined } {
  return { 'href': pageHref(to, root), 'data-discover': to.startsWith('/') ? 'true' : undefined };
}
