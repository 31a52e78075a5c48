// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatAmount, formatEuros } from './money';

describe('formatEuros', () => {
  it('writes euros the French way', () => {
    // Intl uses narrow no-break spaces; compare with plain spaces.
    const plain = (n: number) => formatEuros(n).replace(/\s/g, ' ');
    expect(plain(14.9)).toBe('14,90 €');
    expect(plain(65)).toBe('65 €');
    expect(plain(1234.5)).toBe('1 234,50 €');
    expect(plain(0)).toBe('0 €');
  });
  it('never shows a whole amount with decimals, nor cents with one digit', () => {
    const plain = (n: number) => formatEuros(n).replace(/\s/g, ' ');
    // A sum computed in floating point that is a whole amount of euros.
    expect(plain(0.1 * 3 * 100)).toBe('30 €');
    expect(plain(65.001)).toBe('65 €');
  });
  it('gives the number part by the same rule', () => {
    const plain = (n: number) => formatAmount(n).replace(/\s/g, ' ');
    expect(plain(14.9)).toBe('14,90');
    expect(plain(65)).toBe('65');
    expect(plain(1234.5)).toBe('1 234,50');
  });
});
