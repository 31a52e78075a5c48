import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, DESKTOP_LAYOUT_QUERY, MOBILE_LAYOUT_MAX_WIDTH, mediaUp } from './breakpoints';

describe('breakpoints (SPEC §9)', () => {
  it('match the spec', () => {
    expect(BREAKPOINTS).toEqual({ default: 320, xxs: 480, xs: 576, sm: 768, md: 996, lg: 1200, xl: 1367, '2xl': 1536, xxl: 1600, '4k': 1921 });
    expect(MOBILE_LAYOUT_MAX_WIDTH).toBe(960);
  });

  it('builds media queries', () => {
    expect(mediaUp('md')).toBe('(min-width: 996px)');
    expect(DESKTOP_LAYOUT_QUERY).toBe('(min-width: 960px)');
  });
});
