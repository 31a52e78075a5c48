/**
 * The server's HTML of a static block kept as it is, in the app (static-block.tsx), and how its links
 * navigate: the app gives its router's navigation around its pages (`PageLinksContext`, src/ui/page-links.ts,
 * from the shell: src/app/layouts/site-shell.tsx), so that neither this module nor the renderer imports
 * React Router (a block island's chunk, src/renderer/block-island.tsx, loads the renderer without it).
 */
import { use, useEffect, useRef, type MouseEvent } from 'react';
import { STATIC_BLOCK_CLASS } from './static-block';
import { UNTOUCHED } from '@/ui/use-hydrated';
import { PageLinksContext } from '@/ui/page-links';
import { followPageLink } from '@/ui/page-link';

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
  const links = use(PageLinksContext);
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    // React Router's <Link> marks the links it renders for the app's own routes with data-discover.
    const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-discover][href]') : null;
    if (anchor) followPageLink(event, anchor, links);
  };
  // The one other use of dangerouslySetInnerHTML than SafeHtml (eslint.config.js): an empty string,
  // never content, so nothing unsanitized can enter the page through it.
  return <div ref={ref} className={STATIC_BLOCK_CLASS} onClick={follow} dangerouslySetInnerHTML={UNTOUCHED} suppressHydrationWarning />;
}
