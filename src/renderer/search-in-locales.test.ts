/**
 * `searchInLocales`: the query of the language switcher's link, said by the page's
 * blocks in the other locale's words, against the demo API of site 52 (French and English).
 */
import { describe, expect, it } from 'vitest';
import { blockRegistry, createTestQueryClient, demoApiClient } from '@tests/support/test-providers';
import { searchInLocales } from './search-in-locales';

const conf = {
  slug: 'boutique',
  blocks: [
    { id: 'liste', component: 'product-list', props: { title: 'La boutique' } },
    { id: 'visites', component: 'services', props: { title: 'Nos visites' } },
  ],
};

const inEnglish = (search: string) =>
  searchInLocales(
    { api: demoApiClient(52), queryClient: createTestQueryClient(), registry: blockRegistry, locale: 'fr_FR' },
    conf,
    null,
    new URLSearchParams(search),
    ['en_GB'],
  );

describe('searchInLocales', () => {
  it('says the shop’s themes and options and the services’ themes as the same products and services do in English, the rest kept', async () => {
    const { en_GB: english } = await inEnglish('q=ros%C3%A9&type=VINS_ROUGES&theme=viandes-rouges&theme=fromages&option=Demi-bouteille&tag=caveau&page=2');
    const params = new URLSearchParams(english);
    expect(params.get('q')).toBe('rosé');
    expect(params.getAll('type')).toEqual(['VINS_ROUGES']);
    expect(params.get('page')).toBe('2');
    expect(params.getAll('theme')).toEqual(['red-meat', 'cheese']);
    expect(params.getAll('option')).toEqual(['Half bottle']);
    expect(params.get('tag')).toBe('caveau');
  });

  it('leaves out a value no product carries, rather than carry a word that means nothing in English', async () => {
    expect(await inEnglish('theme=inconnu&option=Quart')).toEqual({ en_GB: '' });
    expect(await inEnglish('theme=inconnu&q=brem')).toEqual({ en_GB: '?q=brem' });
  });
});
