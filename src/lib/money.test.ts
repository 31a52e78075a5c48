import { describe, expect, it } from 'vitest';
import { formatEuros } from './money';

describe('formatEuros', () => {
  it('writes euros the French way', () => {
    // Intl uses narrow no-break spaces; compare with plain spaces.
    const plain = (n: number) => formatEuros(n).replace(/\s/g, ' ');
    expect(plain(14.9)).toBe('14,90 €');
    expect(plain(65)).toBe('65 €');
    expect(plain(1234.5)).toBe('1 234,50 €');
    expect(plain(0)).toBe('0 €');
  });
});
