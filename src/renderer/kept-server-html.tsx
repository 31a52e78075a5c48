/**
 * The server's HTML of a static block kept as it is, in the app (static-block.tsx): apart from
 * static-block.tsx because it follows the block's links with React Router, which the shell's parts
 * (and the islands entry that hydrates them, src/app/islands/main.tsx) never load.
 */
import { useEffect, useRef, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';
import { STATIC_BLOCK_CLASS, UNTOUCHED } from './static-block';

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
  const navigate = useNavigate();
  const root = useHref('/');
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // React Router's <Link> marks the links it renders for the app's own routes with data-discover.
    const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-discover][href]') : null;
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    const base = root.endsWith('/') ? root.slice(0, -1) : root;
    const inApp = base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
    event.preventDefault();
    void navigate(`${inApp}${url.search}${url.hash}`);
  };
  // The one other use of dangerouslySetInnerHTML than SafeHtml (eslint.config.js): an empty string,
  // never content, so nothing unsanitized can enter the page through it.
  return <div ref={ref} className={STATIC_BLOCK_CLASS} onClick={follow} dangerouslySetInnerHTML={UNTOUCHED} suppressHydrationWarning />;
}
