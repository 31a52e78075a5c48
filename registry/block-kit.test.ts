import { describe, expect, it } from 'vitest';
import { applyDefaults } from './block-kit';
import type { BlockSchema } from '@/renderer/block-contract';

const schema: BlockSchema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    align: { type: 'string', default: 'start' },
    image: { type: 'object', properties: { alt: { type: 'string', default: '' } }, default: { alt: 'Photo' } },
    cards: { type: 'array', items: { type: 'object', properties: { label: { type: 'string', default: 'Voir' } } } },
  },
};

describe('applyDefaults', () => {
  it('fills what is missing, at every level, without touching the props it was given', () => {
    const props = { title: 'Bienvenue', cards: [{ label: 'Lire' }, {}] };
    const before = structuredClone(props);
    expect(applyDefaults(schema, props)).toEqual({
      title: 'Bienvenue',
      align: 'start',
      image: { alt: 'Photo' },
      cards: [{ label: 'Lire' }, { label: 'Voir' }],
    });
    expect(props).toEqual(before);
  });

  it('returns the very same props when nothing is missing (no copy per block and per render)', () => {
    const props = { title: 'Bienvenue', align: 'center', image: { alt: '' }, cards: [{ label: 'Lire' }] };
    expect(applyDefaults(schema, props)).toBe(props);
  });

  it('gives each block its own copy of a default object', () => {
    const first = applyDefaults(schema, {}) as { image: { alt: string } };
    const second = applyDefaults(schema, {}) as { image: { alt: string } };
    first.image.alt = 'changé';
    expect(second.image.alt).toBe('Photo');
    expect(schema.properties?.image?.default).toEqual({ alt: 'Photo' });
  });
});
