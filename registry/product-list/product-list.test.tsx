import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';
import { filtersQuery, readFilters } from './product-list';

describe('product-list', () => {
  it('lists the demo catalogue by price, with links to readable product URLs', async () => {
    await renderBlock(definition, definition.example);
    expect(screen.getByRole('heading', { level: 1, name: 'La boutique' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('13 produits, du moins cher au plus cher');
    const names = within(screen.getByRole('list')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names[0]).toBe('Bougies chauffe-plat parfumées — édition d’hiver');
    expect(names.at(-1)).toBe('Pack 10 massages de 60 minutes');
    expect(screen.getByRole('link', { name: 'Coffret cocooning' })).toHaveAttribute('href', '/boutique/coffret-cocooning-12');
    expect(screen.getByRole('checkbox', { name: 'Huiles de massage' })).toBeInTheDocument();
  });

  it('reads the filters of the URL and turns them into the list query (SPEC §3)', () => {
    const filters = readFilters(new URLSearchParams('q=+lavande+&type=OIL&type=BOX&theme=hiver&page=x'));
    expect(filters).toEqual({ search: 'lavande', kinds: ['OIL', 'BOX'], tags: ['hiver'], page: 1 });
    expect(filtersQuery(filters)).toEqual({
      filters: { search: { type: 'like', value: 'lavande' }, kind: { type: 'equal', value: ['OIL', 'BOX'] }, tags: { type: 'equal', value: ['hiver'] } },
    });
    expect(filtersQuery(readFilters(new URLSearchParams('')))).toEqual({});
    expect(filtersQuery(readFilters(new URLSearchParams('page=2')))).toEqual({ page: 2 });
  });
});
