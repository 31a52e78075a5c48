import { useLayoutEffect } from 'react';
import { ScrollRestoration, useLocation } from 'react-router';

/**
 * Where a client navigation leaves the page: at the top of the new page (or at its `#target`, or where
 * the visitor was on a return) — and at once, as a browser does between documents. global.css glides
 * in-page scrolls (`html { scroll-behavior: smooth }`: anchors, focus), which React Router's
 * `window.scrollTo` obeys too: the new page would slide up from the old one's footer for a few hundred
 * milliseconds, its heading and breadcrumb under the top bars. The root's scroll behaviour is `auto`
 * while React Router scrolls (its layout effect runs right after this one: a later sibling), then the
 * stylesheet's again from the next frame.
 */
export function NavigationScroll() {
  return (
    <>
      <InstantScrollWhileRestoring />
      <ScrollRestoration />
    </>
  );
}

function InstantScrollWhileRestoring() {
  const location = useLocation();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.scrollBehavior = 'auto';
    // Chrome's scrollTo reads the behaviour of the last style computation: make it this one.
    void getComputedStyle(root).scrollBehavior;
    const frame = requestAnimationFrame(() => root.style.removeProperty('scroll-behavior'));
    return () => {
      cancelAnimationFrame(frame);
      root.style.removeProperty('scroll-behavior');
    };
  }, [location]);
  return null;
}
