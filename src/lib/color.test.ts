// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast, isDarkColor, luminance, mixColors, parseColor, readableTextOn } from './color';

describe('colour helpers (SPEC §5)', () => {
  it('parses hex and rgb notations', () => {
    expect(parseColor('#30738E')).toEqual({ r: 48, g: 115, b: 142 });
    expect(parseColor('fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColor('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30 });
    expect(parseColor('rgba(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30 });
    expect(parseColor('bleu')).toBeNull();
  });

  it('is dark at or below luminance 128', () => {
    // 128 exactly: grey #808080 has luminance 128.
    expect(luminance({ r: 128, g: 128, b: 128 })).toBe(128);
    expect(isDarkColor('#808080')).toBe(true);
    expect(isDarkColor('#818181')).toBe(false);
    expect(isDarkColor('#30738E')).toBe(true);
    expect(isDarkColor('#F49E4D')).toBe(false);
    expect(isDarkColor('#000')).toBe(true);
    expect(isDarkColor('#ffffff')).toBe(false);
  });

  it('treats an unreadable colour as not dark', () => {
    expect(isDarkColor('')).toBe(false);
  });

  it('picks light text on dark backgrounds and dark text on light ones', () => {
    expect(readableTextOn('#30738E')).toBe('#ffffff');
    expect(readableTextOn('#F49E4D')).toBe('#1f2a30');
  });

  it('mixes colours', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColors('#30738E', '#ffffff', 0)).toBe('#30738e');
    expect(mixColors('oops', '#ffffff', 0.2)).toBeNull();
  });
});

describe('contrast helpers', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });

  it('darkens a light brand colour until it is readable', () => {
    const text = ensureContrast('#E0935A', '#FBF8F4');
    expect(contrastRatio(text, '#FBF8F4')).toBeGreaterThanOrEqual(4.5);
    expect(ensureContrast('#1f2a30', '#ffffff')).toBe('#1f2a30');
  });
});
