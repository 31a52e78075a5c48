// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BENCH_PAGES, selectPages } from './pages';

describe('selectPages (BENCH_PAGES)', () => {
  it('keeps every page without a filter, and only the named ones in the list’s order with one', () => {
    expect(selectPages(BENCH_PAGES, undefined)).toBe(BENCH_PAGES);
    expect(selectPages(BENCH_PAGES, ' produit, home ').map((p) => p.id)).toEqual(['home', 'produit']);
  });

  it('refuses an unknown id rather than measuring nothing', () => {
    expect(() => selectPages(BENCH_PAGES, 'home,acceuil')).toThrow(/acceuil/);
  });
});
