/**
 * Scroll animations of a page's blocks (SPEC §3 REPEAT_SCROLL_ANIMATIONS): a block below the fold
 * rises gently into place when it enters the viewport — once, or every time it comes back into view
 * when the setting is on. Safe by construction:
 * - everything is visible without JavaScript and before hydration: only this effect marks blocks,
 *   and only blocks that are out of view at that moment (nothing on screen ever jumps or hides);
 * - a transform only (CSS, `shell.css`), so no layout shift and no text with reduced contrast;
 * - nothing at all under `prefers-reduced-motion: reduce` (checked here and in the CSS);
 * - attributes, not inline styles (the CSP forbids them).
 */
import { useEffect, type RefObject } from 'react';

/** `data-reveal` values: waiting below the fold, or animating into place. */
const WAITING = 'waiting';
const SHOWN = 'shown';

/** Observes the blocks of the page inside `root` (re-run when `pageKey` changes: a new page). */
export function useScrollReveal(root: RefObject<HTMLElement | null>, pageKey: string, repeat: boolean): void {
  useEffect(() => {
    const main = root.current;
    if (!main || typeof IntersectionObserver === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const blocks = Array.from(main.querySelectorAll<HTMLElement>('.vr-page > *'));
    // A block kept as server HTML (or hydrated later) sits in a `display: contents` wrapper, which has
    // no box (a block island in two): measure and observe the first element that has one, and mark
    // the wrapper (the page's child).
    const boxOf = (block: Element): Element => {
      const inner = getComputedStyle(block).display === 'contents' ? block.firstElementChild : null;
      return inner ? boxOf(inner) : block;
    };
    const blockOf = new Map<Element, HTMLElement>(blocks.map((block) => [boxOf(block), block]));
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const block = blockOf.get(entry.target);
        if (!block) continue;
        if (entry.isIntersecting) {
          if (block.dataset.reveal === WAITING) block.dataset.reveal = SHOWN;
          if (!repeat) observer.unobserve(entry.target);
        } else if (repeat && entry.boundingClientRect.top > 0) {
          // Gone below the fold again: it will rise again when scrolled back to (not when leaving upwards).
          block.dataset.reveal = WAITING;
        }
      }
    });
    const fold = window.innerHeight;
    // Every position read before any attribute is written: a write between two reads would make
    // each read lay the page out again (one forced layout per block, right after hydration).
    const placed = [...blockOf].map(([box, block]) => [box, block, box.getBoundingClientRect().top >= fold] as const);
    for (const [box, block, belowFold] of placed) {
      if (belowFold) {
        block.dataset.reveal = WAITING;
        observer.observe(box);
      } else if (repeat) observer.observe(box);
    }
    return () => {
      observer.disconnect();
      for (const block of blocks) delete block.dataset.reveal;
    };
  }, [root, pageKey, repeat]);
}
