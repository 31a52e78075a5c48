// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isRecord } from './is-record';

describe('isRecord', () => {
  it('accepts plain objects, empty or not', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(JSON.parse('{"nested":{"b":2}}'))).toBe(true);
  });

  it('refuses null, arrays and every primitive', () => {
    for (const value of [null, undefined, [], [1, 2], 'text', 0, 1, true, false]) expect(isRecord(value)).toBe(false);
  });
});
