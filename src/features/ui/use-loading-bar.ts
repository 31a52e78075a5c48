import { useEffect, useReducer, useRef } from 'react';
import { LOADING_BAR } from '@/lib/constants';
import { initialLoadingBarState, loadingBarReducer, visibleProgress } from './loading-bar-state';

/** How often the visible bar grows. */
const TICK_MS = 250;

/**
 * Drives the loading bar from a "navigation pending" flag (SPEC §2, §9): shown only if the
 * navigation lasts over 200 ms, grows over 5000 ms, fills and hides 500 ms after the end.
 *
 * @returns the progress to draw (0–100), or null when hidden
 */
export function useLoadingBar(active: boolean): number | null {
  const [state, dispatch] = useReducer(loadingBarReducer, initialLoadingBarState);
  // Whether a navigation has been seen: before the first one there is nothing to finish, and a
  // dispatch (even one that changes nothing) would re-render the shell right after hydration.
  const navigated = useRef(false);

  useEffect(() => {
    if (!active) {
      if (navigated.current) dispatch({ type: 'finish' });
      return;
    }
    navigated.current = true;
    dispatch({ type: 'start' });
    const started = Date.now();
    let interval = 0;
    const throttle = window.setTimeout(() => {
      dispatch({ type: 'show' });
      interval = window.setInterval(() => dispatch({ type: 'tick', elapsedMs: Date.now() - started - LOADING_BAR.throttleMs }), TICK_MS);
    }, LOADING_BAR.throttleMs);
    return () => {
      window.clearTimeout(throttle);
      window.clearInterval(interval);
    };
  }, [active]);

  useEffect(() => {
    if (state.phase !== 'done') return;
    const hide = window.setTimeout(() => dispatch({ type: 'hide' }), LOADING_BAR.hideDelayMs);
    return () => window.clearTimeout(hide);
  }, [state.phase]);

  return visibleProgress(state);
}
