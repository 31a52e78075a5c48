// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageHref, readPageParam } from './page-param';

describe('page parameter', () => {
  it('reads a positive page and falls back to 1 on anything else', () => {
    expect(readPageParam(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=abc', 'page=2.5', 'page=9999999']) expect(readPageParam(new URLSearchParams(bad))).toBe(1);
  });

  it('writes the parameter only past page 1', () => {
    expect(pageHref('/actualites', 1)).toBe('/actualites');
    expect(pageHref('/actualites', 2)).toBe('/actualites?page=2');
  });
});
