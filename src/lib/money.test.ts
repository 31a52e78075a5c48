// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatDecimal, formatEuros, formatEurosIn } from './money';

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

describe('the same characters as Intl’s fr-FR formatters', () => {
  // The formatters money.ts stands in for (it must not build them: see its comment).
  const intl = {
    eurosWithCents: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
    eurosWhole: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
    withCents: new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    whole: new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }),
    decimal: new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 }),
  };
  const whole = (n: number) => Math.round(n * 100) % 100 === 0;
  const amounts = fc.oneof(
    fc.double({ min: -1e9, max: 1e9, noNaN: true }),
    fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
    fc.integer({ min: -100_000, max: 100_000 }).map((tenthOfCents) => tenthOfCents / 1000 + 0.0005),
  );

  it('for euros and amounts, whole or not', () => {
    fc.assert(
      fc.property(amounts, (n) => {
        expect(formatEuros(n)).toBe(whole(n) ? intl.eurosWhole.format(n) : intl.eurosWithCents.format(n));
        expect(formatAmount(n)).toBe(whole(n) ? intl.whole.format(n) : intl.withCents.format(n));
      }),
      { numRuns: 2000 },
    );
    for (const n of [0, -0, 1000, 999.995, 1234567.891, 0.005, -0.001, 14.905]) {
      expect(formatEuros(n)).toBe(whole(n) ? intl.eurosWhole.format(n) : intl.eurosWithCents.format(n));
    }
  });

  it('for decimals of up to three digits (capacities)', () => {
    fc.assert(
      fc.property(amounts, (n) => {
        expect(formatDecimal(n, 3)).toBe(intl.decimal.format(n));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('euros in English', () => {
  it('writes en-GB prices: the sign first, a decimal point, comma groups', () => {
    expect(formatEurosIn('en', 14.9)).toBe('€14.90');
    expect(formatEurosIn('en', 65)).toBe('€65');
    expect(formatEurosIn('en', 1234.5)).toBe('€1,234.50');
    expect(formatEurosIn('en', -3.5)).toBe('-€3.50');
    expect(formatEurosIn('fr', 14.9)).toBe(formatEuros(14.9));
  });
});
