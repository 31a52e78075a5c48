// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createStalePages } from './stale-pages';

describe('createStalePages', () => {
  it('gives back the last good version of a page of a site, with when it was stored', () => {
    let clock = 1000;
    const stale = createStalePages({ now: () => clock });
    stale.remember(51, '/qui-suis-je', '<p>v1</p>');
    clock = 5000;
    stale.remember(51, '/qui-suis-je', '<p>v2</p>');
    expect(stale.recall(51, '/qui-suis-je')).toEqual({ html: '<p>v2</p>', storedAt: 5000, tags: [] });
    expect(stale.size()).toEqual({ entries: 1, chars: '<p>v2</p>'.length });
  });

  it('forgets the pages built from a purged tag, and only those', () => {
    const stale = createStalePages();
    stale.remember(51, '/boutique', 'boutique', ['s51', 's51:p:/boutique', 's51:r:product']);
    stale.remember(51, '/contact', 'contact', ['s51', 's51:p:/contact', 's51:r:parameter']);
    stale.remember(52, '/boutique', 'vins', ['s52', 's52:p:/boutique', 's52:r:product']);
    stale.purge(['s51:r:product/12', 's51:r:product']);
    expect(stale.recall(51, '/boutique')).toBeUndefined();
    expect(stale.recall(51, '/contact')?.html).toBe('contact');
    expect(stale.recall(52, '/boutique')?.html).toBe('vins');
    stale.purge(['s52']);
    expect(stale.size()).toEqual({ entries: 1, chars: 'contact'.length });
  });

  it('keeps tenants apart: the same path of another site is another page', () => {
    const stale = createStalePages();
    stale.remember(51, '/', 'massages');
    expect(stale.recall(52, '/')).toBeUndefined();
    stale.remember(52, '/', 'vins');
    expect(stale.recall(51, '/')?.html).toBe('massages');
    expect(stale.recall(52, '/')?.html).toBe('vins');
  });

  it('drops the least recently used page beyond the entry limit', () => {
    const stale = createStalePages({ maxEntries: 2 });
    stale.remember(51, '/a', 'a');
    stale.remember(51, '/b', 'b');
    stale.recall(51, '/a');
    stale.remember(51, '/c', 'c');
    expect(stale.recall(51, '/b')).toBeUndefined();
    expect(stale.recall(51, '/a')?.html).toBe('a');
    expect(stale.recall(51, '/c')?.html).toBe('c');
    expect(stale.size().entries).toBe(2);
  });

  it('stays within its size budget, and never keeps a page larger than the whole budget', () => {
    const stale = createStalePages({ maxChars: 10 });
    stale.remember(51, '/a', 'aaaa');
    stale.remember(51, '/b', 'bbbb');
    stale.remember(51, '/c', 'cccc');
    expect(stale.size()).toEqual({ entries: 2, chars: 8 });
    expect(stale.recall(51, '/a')).toBeUndefined();
    stale.remember(51, '/huge', 'x'.repeat(11));
    expect(stale.recall(51, '/huge')).toBeUndefined();
    expect(stale.size().chars).toBeLessThanOrEqual(10);
  });
});
