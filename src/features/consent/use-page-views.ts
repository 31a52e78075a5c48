/**
 * One page view per route change, through the consent module's one analytics bus (held until the
 * visitor's choice is known, then sent to the granted tools or dropped). A change of hash alone is
 * not a new page; the same page is never counted twice in a row (React's development double effects,
 * a re-render, a private page moving within its section). What a page view says about the page is
 * {@link pageViewPath}'s: never a token nor personal data from the URL. Call it once, in the shell,
 * after the page outlet (so the page's title is set, and the page's own effects — the password reset
 * page cleaning its address — have run).
 */
import { useEffect, useRef } from 'react';
import { pageViewPath, pageViewReferrer } from './page-view-path';
import { useTrack } from './use-consent';

/**
 * Sends a page view to the bus each time the reported path or query of `location` (the page's
 * address inside the app, without the language's prefix: the router's in the app, the server's on a
 * page started as islands) changes.
 */
export function usePageViews({ pathname, search }: { pathname: string; search: string }): void {
  const track = useTrack();
  const last = useRef<string | null>(null);
  useEffect(() => {
    const path = pageViewPath(pathname, search);
    if (last.current === path) return;
    const referrer = last.current === null ? pageViewReferrer(document.referrer, location.origin) : new URL(last.current, location.origin).href;
    last.current = path;
    // `pathname` is the app's (the router's, without the language's prefix, as page-view-path.ts's
    // private sections are written): the address bar's `/en/commande/livraison` is `/commande/livraison` here.
    track({ type: 'pageview', url: new URL(path, location.origin).href, path, whole: path === `${pathname}${search}`, title: document.title, referrer });
  }, [pathname, search, track]);
}
