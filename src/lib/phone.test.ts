import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it('turns a French number into a tel: link', () => {
    expect(telHref('06 39 98 42 17')).toBe('tel:+33639984217');
    expect(telHref('+33 2 51 00 00 00')).toBe('tel:+33251000000');
  });
});
