import { describe, expect, it } from 'vitest';
import { phoneInText, phoneText, telHref } from './phone';

describe('telHref', () => {
  it('turns a French number into a tel: link', () => {
    expect(telHref('06 39 98 42 17')).toBe('tel:+33639984217');
    expect(telHref('+33 2 51 00 00 00')).toBe('tel:+33251000000');
  });
});

describe('phoneText', () => {
  it('keeps the French writing on a French page and gives the international form on another', () => {
    expect(phoneText('02 51 33 47 82', 'fr')).toBe('02 51 33 47 82');
    expect(phoneText('02 51 33 47 82', 'en')).toBe('+33 2 51 33 47 82');
    expect(phoneText('0639984217', 'en')).toBe('+33 6 39 98 42 17');
    // Already international, or not a French number: as written.
    expect(phoneText('+33 2 51 00 00 00', 'en')).toBe('+33 2 51 00 00 00');
    expect(phoneText('+32 2 555 12 12', 'en')).toBe('+32 2 555 12 12');
  });
});

describe('phoneInText', () => {
  it('keeps a number on one line in a sentence, in the page’s writing', () => {
    expect(phoneInText('02 51 33 47 82', 'fr')).toBe('02\u00a051\u00a033\u00a047\u00a082');
    expect(phoneInText('02 51 33 47 82', 'en')).toBe('+33\u00a02\u00a051\u00a033\u00a047\u00a082');
  });
});
