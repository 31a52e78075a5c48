// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { indexParameters, parameterBoolean, parameterNumber, parameterString } from './parameters';

const index = indexParameters([
  { type: 'PRIMARY_COLOR', value: ' #2E6E7E ' },
  { type: 'EMPTY', value: '   ' },
  { type: 'NULLED', value: null },
  { type: 'MARGIN', value: '48' },
  { type: 'RATIO', value: '1,5' },
  { type: 'BAD', value: 'beaucoup' },
  { type: 'BLOG_ENABLED', value: 'true' },
  { type: 'NEWSLETTER_ENABLED', value: '0' },
]);

describe('parameter readers', () => {
  it('reads strings, treating blank and null as unset', () => {
    expect(parameterString(index, 'PRIMARY_COLOR')).toBe('#2E6E7E');
    expect(parameterString(index, 'EMPTY')).toBeNull();
    expect(parameterString(index, 'NULLED')).toBeNull();
    expect(parameterString(index, 'MISSING')).toBeNull();
  });

  it('reads numbers', () => {
    expect(parameterNumber(index, 'MARGIN')).toBe(48);
    expect(parameterNumber(index, 'RATIO')).toBe(1.5);
    expect(parameterNumber(index, 'BAD')).toBeNull();
    expect(parameterNumber(index, 'EMPTY')).toBeNull();
  });

  it('reads booleans with a fallback', () => {
    expect(parameterBoolean(index, 'BLOG_ENABLED')).toBe(true);
    expect(parameterBoolean(index, 'NEWSLETTER_ENABLED', true)).toBe(false);
    expect(parameterBoolean(index, 'MISSING', true)).toBe(true);
  });
});
