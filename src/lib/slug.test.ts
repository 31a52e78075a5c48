// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { slugify } from './slug';

describe('slugify (SPEC §5)', () => {
  it('folds accents', () => {
    expect(slugify('Massages en Vendée')).toBe('massages-en-vendee');
    expect(slugify('Qui suis-je ?')).toBe('qui-suis-je');
    expect(slugify('Œuvre à l’été, ça déçoit')).toBe('oeuvre-a-l-ete-ca-decoit');
  });

  it('turns every other character into a hyphen and collapses repeats', () => {
    expect(slugify('Pack de massages — 3 séances !!')).toBe('pack-de-massages-3-seances');
    expect(slugify('a___b   c///d')).toBe('a-b-c-d');
    expect(slugify('--déjà--')).toBe('deja');
  });

  it('keeps digits', () => {
    expect(slugify('Offre 2025')).toBe('offre-2025');
  });

  it('always gives only ASCII letters, digits and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});
