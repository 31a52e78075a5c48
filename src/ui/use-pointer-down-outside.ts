import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `active`, a press anywhere outside `ref`'s element calls `onOutside`: how a disclosure (the
 * menu's dropdowns, the member's menu) closes when the visitor taps or clicks elsewhere. Listens only
 * while open; `onOutside` may change between renders.
 */
export function usePointerDownOutside(ref: RefObject<Element | null>, active: boolean, onOutside: () => void): void {
  const latest = useRef(onOutside);
  useEffect(() => {
    latest.current = onOutside;
  });
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) latest.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active]);
}
