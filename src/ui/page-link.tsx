/**
 * A link to an address inside the app for what renders with or without React Router (a card in a block
 * island: `ProductCard`) and how a click on one is followed (kept server HTML's links too); where the
 * app's links lead is ./page-links.ts, apart: the shell's first JavaScript holds that, not this.
 */
import { use, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { PageLinksContext, pageLinkAttributes, type PageLinks } from './page-links';

/**
 * Follows a click on `anchor` (one of the app's links, `data-discover`) as React Router's `Link` does:
 * a plain left click on a link of this origin that opens here becomes a client-side navigation
 * (`event` prevented). Anything else is left to the browser (a new tab, a download, another site).
 */
export function followPageLink(event: MouseEvent, anchor: HTMLAnchorElement, links: PageLinks | null): void {
  if (!links?.navigate || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return;
  const base = links.root.endsWith('/') ? links.root.slice(0, -1) : links.root;
  const inApp = base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
  event.preventDefault();
  links.navigate(`${inApp}${url.search}${url.hash}`);
}

/** Props of {@link PageLink}: an anchor's, with `to`, an address inside the app, instead of `href`. */
export type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A link to an address inside the app: the router's navigation in the app, a plain link elsewhere (see the module comment). */
export function PageLink({ to, onClick, ...rest }: PageLinkProps) {
  const links = use(PageLinksContext);
  return (
    <a
      {...rest}
      {...pageLinkAttributes(to, links?.root ?? '')}
      onClick={(event) => {
        onClick?.(event);
        followPageLink(event, event.currentTarget, links);
      }}
    />
  );
}
