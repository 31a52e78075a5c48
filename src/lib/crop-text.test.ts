// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cropText, stripHtml } from './crop-text';

const LONG = 'Un massage profond aux pierres chaudes, pour dénouer les tensions du dos et retrouver un sommeil apaisé après une semaine chargée au bureau.';

describe('cropText (SPEC §9)', () => {
  it('crops at 120 characters by default, on a word boundary', () => {
    const out = cropText(LONG);
    expect(out.length).toBeLessThanOrEqual(120);
    expect(out.endsWith('…')).toBe(true);
    expect(LONG.startsWith(out.slice(0, -1))).toBe(true);
    expect(out).toBe('Un massage profond aux pierres chaudes, pour dénouer les tensions du dos et retrouver un sommeil apaisé après une…');
  });

  it('leaves short texts alone', () => {
    expect(cropText('Bienvenue')).toBe('Bienvenue');
    expect(cropText('x'.repeat(120))).toHaveLength(120);
  });

  it('honours another length', () => {
    expect(cropText(LONG, 20)).toBe('Un massage profond…');
  });

  it('keeps the no-break spaces of a typeset text', () => {
    const review =
      'Massage sportif trois jours après le marathon de La Roche\u00a0: mes mollets l’ont remerciée\u202f! Très pro, de bons conseils d’étirements en plus.';
    expect(cropText(review, 100)).toBe('Massage sportif trois jours après le marathon de La Roche\u00a0: mes mollets l’ont remerciée\u202f! Très…');
    expect(cropText('Prix\u00a0:\n 10\u00a0€')).toBe('Prix\u00a0: 10\u00a0€');
  });

  it('cuts a long word hard', () => {
    expect(cropText('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('stripHtml', () => {
  it('removes tags and decodes common entities', () => {
    expect(stripHtml('<p>Massage&nbsp;<strong>bien-être</strong> &amp; détente</p>')).toBe('Massage bien-être & détente');
  });
});
