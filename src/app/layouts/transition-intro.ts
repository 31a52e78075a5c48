/**
 * The transition intro flag (SPEC §2): the gentle opening animation plays on a visitor's first
 * page view only, and the fact that it played is remembered in localStorage. The decision is taken
 * after hydration ({@link useTransitionIntro}): the server cannot read the visitor's storage, and a
 * decision taken while rendering would differ from the server's HTML (React keeps the server's
 * attribute, so the intro never played while its flag was still written).
 */
import { startTransition, useEffect, useRef, useState } from 'react';

/** localStorage key of the flag. */
export const TRANSITION_INTRO_KEY = 'vitrine:transition-intro';

/** Minimal storage the flag needs (localStorage in the browser). */
export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * True when the intro should play now (never played before), and remembers that it has. Storage
 * errors (private mode, quota) mean "do not play": skipping an animation is the harmless choice.
 */
export function takeTransitionIntro(storage: FlagStorage | null): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(TRANSITION_INTRO_KEY) === 'done') return false;
    storage.setItem(TRANSITION_INTRO_KEY, 'done');
    return true;
  } catch {
    return false;
  }
}

/** localStorage when the browser lets us use it. */
export function browserStorage(): FlagStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Whether the intro plays on this page view: false while rendering (on the server and at
 * hydration, so both agree), then decided once after mount from localStorage. The ref keeps the
 * first decision when StrictMode runs the effect twice (the second read would see "done").
 */
export function useTransitionIntro(): boolean {
  const decided = useRef<boolean | null>(null);
  const [play, setPlay] = useState(false);
  useEffect(() => {
    decided.current ??= takeTransitionIntro(browserStorage());
    const play = decided.current;
    // A transition: right after hydration the page's blocks are still dehydrated Suspense
    // boundaries, and an urgent re-render of the shell would hydrate each of them synchronously,
    // restarting every time (one long task: issue 23, TBT). As a transition it runs in slices.
    startTransition(() => setPlay(play));
  }, []);
  return play;
}
