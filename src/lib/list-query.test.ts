// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildListQuery } from './list-query';

describe('buildListQuery (SPEC §5, §7)', () => {
  it('defaults to 10 items, page 1', () => {
    expect(buildListQuery().toString()).toBe('nbItem=10&page=1');
  });

  it('prefixes each operator and leaves equality bare', () => {
    const params = buildListQuery({
      nbItem: 24,
      page: 2,
      orderBy: 'price',
      filters: {
        name: { type: 'like', value: 'pierres' },
        kind: { type: 'equal', value: 'BOX' },
        status: { type: 'different', value: 'DRAFT' },
        price: { type: 'inferior', value: 50 },
        min: { type: 'inferior_or_equal', value: 5 },
        max: { type: 'superior', value: 1 },
        year: { type: 'superior_or_equal', value: 2020 },
        tags: { type: 'equal', value: ['bien-etre', 'sport'] },
      },
    });
    expect(Object.fromEntries(params)).toEqual({
      nbItem: '24',
      page: '2',
      orderBy: 'price',
      name: 'lk:pierres',
      kind: 'BOX',
      status: 'df:DRAFT',
      price: 'lt:50',
      min: 'lte:5',
      max: 'gt:1',
      year: 'gte:2020',
      tags: 'bien-etre,sport',
    });
  });

  it('skips filters whose value is an empty string', () => {
    const params = buildListQuery({ filters: { search: { type: 'like', value: '' }, kind: { type: 'equal', value: 'WINE' } } });
    expect(params.has('search')).toBe(false);
    expect(params.get('kind')).toBe('WINE');
  });

  it('keeps falsy values that are not empty strings', () => {
    const params = buildListQuery({ filters: { stock: { type: 'superior', value: 0 }, promo: { type: 'equal', value: false } } });
    expect(params.get('stock')).toBe('gt:0');
    expect(params.get('promo')).toBe('false');
  });
});
