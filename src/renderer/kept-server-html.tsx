/**
 * The server's HTML of a static block kept as it is, in the app (static-block.tsx), and how its links
 * navigate: the app gives its router's navigation around its pages (`ServerHtmlLinksContext`, from
 * the shell: src/app/layouts/site-shell.tsx), so that neither this module nor the renderer imports
 * React Router (a block island's chunk, src/renderer/block-island.tsx, loads the renderer without it).
 */
import { createContext, use, useEffect, useRef, type MouseEvent } from 'react';
import { STATIC_BLOCK_CLASS } from './static-block';
import { UNTOUCHED } from '@/ui/use-hydrated';

/** How the links of kept server HTML navigate inside the app. */
export interface ServerHtmlLinks {
  /** A client-side navigation to an address inside the app (React Router's `navigate`). */
  navigate: (to: string) => void;
  /** The app's root address (React Router's `useHref('/')`: the language's prefix, if any). */
  root: string;
}

/** Given by the app around its pages; absent (no router), the links are plain links. */
export const ServerHtmlLinksContext = createContext<ServerHtmlLinks | null>(null);

/**
 * The server's HTML of a static block, left as it is. Its router links are plain `<a>` elements
 * here (no React handler on them), so a click on one is turned into a client-side navigation, as a
 * `<Link>` would do: same loading bar, same scroll restoration, no full page load.
 */
export function KeptServerHtml({ onEmpty }: { onEmpty: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // Empty server HTML is a block that failed on the server (hidden for visitors): render it here
  // after all, so that its failure is reported in the browser like any other (failure-reporter.ts).
  useEffect(() => {
    // Only Suspense's comment markers inside: nothing rendered.
    if (ref.current && ref.current.childElementCount === 0 && !ref.current.textContent?.trim()) onEmpty();
  }, [onEmpty]);
  const links = use(ServerHtmlLinksContext);
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    if (!links || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // React Router's <Link> marks the links it renders for the app's own routes with data-discover.
    const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-discover][href]') : null;
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    const base = links.root.endsWith('/') ? links.root.slice(0, -1) : links.root;
    const inApp = base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
    event.preventDefault();
    links.navigate(`${inApp}${url.search}${url.hash}`);
  };
  // The one other use of dangerouslySetInnerHTML than SafeHtml (eslint.config.js): an empty string,
  // never content, so nothing unsanitized can enter the page through it.
  return <div ref={ref} className={STATIC_BLOCK_CLASS} onClick={follow} dangerouslySetInnerHTML={UNTOUCHED} suppressHydrationWarning />;
}
