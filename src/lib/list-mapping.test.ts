// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapKey, mapListByKey } from './list-mapping';

describe('list mapping (SPEC §5)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives the mapped value for a known key without logging', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(mapKey({ LOGO: 'header' }, 'LOGO')).toBe('header');
    expect(error).not.toHaveBeenCalled();
  });

  it('logs an error and gives null for a missing key', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(mapKey({ LOGO: 'header' }, 'LOGO_SIDEBAR', 'logo type')).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('LOGO_SIDEBAR');
  });

  it('does not read inherited keys', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(mapKey({}, 'toString')).toBeNull();
  });

  it('maps a list and drops items with unknown keys', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const out = mapListByKey(
      [
        { type: 'A', n: 1 },
        { type: 'Z', n: 2 },
        { type: 'B', n: 3 },
      ],
      (i) => i.type,
      { A: (i) => `a${i.n}`, B: (i) => `b${i.n}` },
    );
    expect(out).toEqual(['a1', 'b3']);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
