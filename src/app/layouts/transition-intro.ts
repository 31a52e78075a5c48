/**
 * The transition intro flag (SPEC §2): the gentle opening animation plays on a visitor's first
 * page view only, and the fact that it played is remembered in localStorage.
 */

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
