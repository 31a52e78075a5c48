import { describe, expect, it } from 'vitest';
import { wordsAcrossLanguages } from './values-across-languages';

const french = [
  { id: 1, words: ['viandes-rouges', 'charcuterie', 'fromages'] },
  { id: 2, words: ['viandes-rouges', 'gibier'] },
  { id: 3, words: ['poissons', 'fromages'] },
  { id: 4, words: ['apéritif', 'poissons'] },
];
const english = [
  { id: 1, words: ['red-meat', 'charcuterie', 'cheese'] },
  { id: 2, words: ['game', 'red-meat'] },
  { id: 3, words: ['cheese', 'fish'] },
  { id: 4, words: ['fish', 'aperitif'] },
];

describe('wordsAcrossLanguages', () => {
  it('says a word as the same records say it in the other language, whatever its place in their lists', () => {
    expect(wordsAcrossLanguages(['viandes-rouges'], french, english)).toEqual(['red-meat']);
    expect(wordsAcrossLanguages(['fromages', 'gibier'], french, english)).toEqual(['cheese', 'game']);
    expect(wordsAcrossLanguages(['charcuterie'], french, english)).toEqual(['charcuterie']);
    expect(wordsAcrossLanguages(['red-meat', 'aperitif'], english, french)).toEqual(['viandes-rouges', 'apéritif']);
  });

  it('leaves out a word no record carries, and one the other language has no single word for', () => {
    expect(wordsAcrossLanguages(['volailles'], french, english)).toEqual([]);
    // Two English words on exactly the records of « poissons »: which one is meant cannot be told.
    const twins = english.map((r) => (r.words.includes('fish') ? { ...r, words: [...r.words, 'seafood'] } : r));
    expect(wordsAcrossLanguages(['poissons', 'fromages'], french, twins)).toEqual(['cheese']);
    // A record the other language lacks: the word's records differ, nothing matches.
    expect(wordsAcrossLanguages(['gibier'], french, english.slice(0, 1))).toEqual([]);
  });
});
