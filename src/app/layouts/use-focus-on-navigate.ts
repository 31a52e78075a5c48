import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long to wait for the new page's heading or a link's target (its blocks may still be loading). */
const NEW_PAGE_WAIT_MS = 3000;

/** What a visitor does that makes a late move of the focus or the scroll unwelcome: they have moved on. */
type VisitorEvent = 'pointerdown' | 'keydown' | 'wheel' | 'touchstart';

/**
 * Runs `found` once `find` finds something in `root`, now or as the new page's parts arrive (a block
 * loading its code or its words), or `timedOut` after {@link NEW_PAGE_WAIT_MS}; waiting stops for good
 * at the first of `visitorEvents` (they have tapped, pressed a key or scrolled meanwhile: a dialog they
 * opened keeps its focus, the place they scrolled to stays). Returns the cleanup.
 */
function whenFound<T>(
  root: HTMLElement,
  find: () => T | null,
  found: (value: T) => void,
  { timedOut = () => undefined, visitorEvents }: { timedOut?: () => void; visitorEvents: readonly VisitorEvent[] },
): () => void {
  const now = find();
  if (now) {
    found(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const value = find();
    if (!value) return;
    stop();
    found(value);
  });
  const timer = window.setTimeout(() => {
    stop();
    timedOut();
  }, NEW_PAGE_WAIT_MS);
  for (const type of visitorEvents) window.addEventListener(type, stop, { capture: true, passive: true });
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of visitorEvents) window.removeEventListener(type, stop, { capture: true });
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}

/**
 * After a navigation, moves focus to the new page's `<h1>` (or to `<main>` when it has none), so
 * keyboard and screen-reader users start reading the new page instead of staying on the link they
 * used — unless they have tapped or pressed a key while its heading was still on its way. The first page load is left alone: the skip link must stay the first stop — and so is an
 * address the app replaces before the visitor has tapped or pressed anything (`/commande` sent on to
 * its first step); a replacement that answers the visitor (signed in, sent back) is a new page. A link to a target on the new page (`#reserver`) goes to that target instead
 * ({@link useScrollToLateTarget}).
 */
export function useFocusOnNavigate(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const lastPath = useRef(pathname);
  const acted = useRef(false);

  useEffect(() => {
    const act = () => {
      acted.current = true;
    };
    window.addEventListener('pointerdown', act, { capture: true, once: true });
    window.addEventListener('keydown', act, { capture: true, once: true });
    return () => {
      window.removeEventListener('pointerdown', act, { capture: true });
      window.removeEventListener('keydown', act, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (navigationType === 'REPLACE' && !acted.current) return;
    const main = mainRef.current;
    if (!main || hash) return;
    const heading = () => main.querySelector<HTMLElement>('h1');
    return whenFound(
      main,
      heading,
      (element) => {
        if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
        element.focus({ preventScroll: true });
      },
      {
        timedOut: () => {
          if (!main.contains(document.activeElement)) main.focus({ preventScroll: true });
        },
        visitorEvents: ['pointerdown', 'keydown'],
      },
    );
  }, [pathname, hash, mainRef, navigationType]);
}

/**
 * A link to a target of another page (`/reservation-en-ligne?prestation=3#reserver`): React Router
 * scrolls to it when the navigation ends, but a target inside a part still loading its code or its
 * words is not there yet. It is scrolled to when it appears, as a browser does while a page loads —
 * unless the visitor has scrolled, tapped or pressed a key meanwhile.
 */
export function useScrollToLateTarget(mainRef: RefObject<HTMLElement | null>): void {
  const { key, hash } = useLocation();
  useEffect(() => {
    const main = mainRef.current;
    const id = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : '';
    if (!main || !id || document.getElementById(id)) return;
    return whenFound(
      main,
      () => document.getElementById(id),
      (target) => target.scrollIntoView({ behavior: 'instant' }),
      { visitorEvents: ['wheel', 'touchstart', 'keydown', 'pointerdown'] },
    );
  }, [key, hash, mainRef]);
}
