// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { displayLines, nonEmptyLines } from './text-lines';

describe('text lines', () => {
  it('nonEmptyLines keeps the non-blank lines in order', () => {
    expect(nonEmptyLines('Première ligne\n\n  \nDeuxième ligne\r\nTroisième')).toEqual(['Première ligne', 'Deuxième ligne', 'Troisième']);
    expect(nonEmptyLines('')).toEqual([]);
  });

  it('displayLines also breaks on <br> and </p> and removes tags', () => {
    expect(displayLines('<p>Lundi – vendredi : 9h–17h</p><p>Samedi<br/>sur rendez-vous</p>')).toEqual([
      'Lundi – vendredi : 9h–17h',
      'Samedi',
      'sur rendez-vous',
    ]);
    expect(displayLines('Du lundi au vendredi\n\nFermé le dimanche')).toEqual(['Du lundi au vendredi', 'Fermé le dimanche']);
  });
});
