import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for the new page's heading (its blocks may still be loading). */
const HEADING_WAIT_MS = 3000;

/**
 * After a navigation, moves focus to the new page's `<h1>` (or to `<main>` when it has none), so
 * keyboard and screen-reader users start reading the new page instead of staying on the link they
 * used. The first page load is left alone: the skip link must stay the first stop. A hash
 * navigation is left to the browser's scroll-to-target.
 */
export function useFocusOnNavigate(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname, hash } = useLocation();
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    const main = mainRef.current;
    if (!main || hash) return;
    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      observer.disconnect();
      if (!main.contains(document.activeElement)) main.focus({ preventScroll: true });
    }, HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, hash, mainRef]);
}
