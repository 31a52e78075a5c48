import { useLayoutEffect, type KeyboardEvent, type RefObject } from 'react';
import { afterNextPaint } from './after-next-paint';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside a container, in order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]'));
}

/**
 * Modal behaviour for a dialog rendered at the end of `<body>` (a portal): while mounted, the rest of
 * the page is `inert` (no focus, no clicks, hidden from screen readers), page scroll is locked, focus
 * moves in (to `initialFocus` or the first focusable element), and on unmount focus goes back to
 * whatever had it before. Pair with {@link trapTab} in the dialog's keydown handler.
 *
 * Focus moves in a layout effect, before the dialog is first painted: with a passive effect a slow
 * phone showed the dialog a moment before focus was inside it, and an Escape or a Tab in that moment
 * went to the page behind (islands.spec, 4× CPU throttling). The page behind is made inert and its
 * scroll locked just after that first paint (`afterNextPaint`): `inert` on every child of `<body>`
 * restyles the whole page, and done before the focus call it made `focus()` force that style and
 * layout inside the tap (≈ 60 ms of the menu's 4× interaction, bench/profile.ts 51-menu). In the
 * frame between, keys go to the dialog (it has focus and traps Tab) and a tap lands on its backdrop.
 */
export function useModalFocus(dialogRef: RefObject<HTMLElement | null>, initialFocus?: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocus?.current ?? (dialog ? focusableIn(dialog)[0] : undefined) ?? dialog;
    target?.focus();
    let restore: (() => void) | null = null;
    const cancel = afterNextPaint(() => {
      const background = [...document.body.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el !== dialog && !el.contains(dialog));
      const wasInert = background.map((el) => el.inert);
      for (const el of background) el.inert = true;
      const root = document.documentElement;
      const overflow = root.style.overflow;
      root.style.overflow = 'hidden';
      restore = () => {
        background.forEach((el, i) => {
          el.inert = wasInert[i] ?? false;
        });
        root.style.overflow = overflow;
      };
    });
    return () => {
      cancel();
      restore?.();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [dialogRef, initialFocus]);
}

/** Keeps Tab and Shift+Tab cycling inside `container` (call from its keydown handler). */
export function trapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null): void {
  if (event.key !== 'Tab' || !container) return;
  const focusable = focusableIn(container);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
