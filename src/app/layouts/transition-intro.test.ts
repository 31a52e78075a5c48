import { describe, expect, it } from 'vitest';
import { takeTransitionIntro, TRANSITION_INTRO_KEY } from './transition-intro';

describe('transition intro flag (SPEC §2)', () => {
  it('plays once, then is remembered', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    expect(takeTransitionIntro(storage)).toBe(true);
    expect(data.get(TRANSITION_INTRO_KEY)).toBe('done');
    expect(takeTransitionIntro(storage)).toBe(false);
  });

  it('does not play without storage', () => {
    expect(takeTransitionIntro(null)).toBe(false);
    expect(
      takeTransitionIntro({
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      }),
    ).toBe(false);
  });

  it('uses the real localStorage', () => {
    window.localStorage.removeItem(TRANSITION_INTRO_KEY);
    expect(takeTransitionIntro(window.localStorage)).toBe(true);
    expect(window.localStorage.getItem(TRANSITION_INTRO_KEY)).toBe('done');
  });
});
