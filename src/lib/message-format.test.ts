import { describe, expect, it } from 'vitest';
import { formatMessage, formatNumber, pluralCategory, sayOf } from './message-format';

const bottles = { one: '{count} bouteille', other: '{count} bouteilles' };
const englishBottles = { one: '{count} bottle', other: '{count} bottles' };

describe('messages', () => {
  it('choose plurals by CLDR rules: French 0 and 1.5 are singular, English 0 is plural', () => {
    expect([0, 1, 1.5, 2, 6].map((count) => formatMessage(bottles, { count }, 'fr'))).toEqual([
      '0 bouteille',
      '1 bouteille',
      '1,5 bouteille',
      '2 bouteilles',
      '6 bouteilles',
    ]);
    expect([0, 1, 1.5, 2].map((count) => formatMessage(englishBottles, { count }, 'en'))).toEqual(['0 bottles', '1 bottle', '1.5 bottles', '2 bottles']);
    expect(pluralCategory('fr', 1_000_000)).toBe('many');
    expect(formatMessage(bottles, { count: 1_000_000 }, 'fr')).toBe('1\u202f000\u202f000 bouteilles');
  });

  it('fill slots, write numbers as the language does, and leave an unknown slot visible', () => {
    expect(formatMessage('Image {position} sur {total}', { position: 1, total: 3 })).toBe('Image 1 sur 3');
    expect(formatMessage('Bonjour {nom}')).toBe('Bonjour {nom}');
    expect(formatNumber('en', 1234.5)).toBe('1,234.5');
    expect(formatNumber('fr', -12345.5)).toBe('-12\u202f345,5');
    expect(formatNumber('fr', 2026)).toBe('2026');
  });
});

describe('sayOf', () => {
  it('says a set of messages in a language, French by default; an unknown key shows itself', () => {
    const messages = { bottles, hello: 'Bonjour {name}' } as const;
    const french = sayOf(messages);
    expect(french('bottles', { count: 1.5 })).toBe('1,5 bouteille');
    expect(french('hello', { name: 'Paul' })).toBe('Bonjour Paul');
    const english = sayOf<Record<string, string | typeof englishBottles>>({ bottles: englishBottles }, 'en');
    expect(english('bottles', { count: 0 })).toBe('0 bottles');
    expect(english('missing')).toBe('missing');
  });
});
