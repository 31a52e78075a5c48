// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressProblems } from './validation';

describe('checkout address checks', () => {
  it('lists every missing or invalid field of an address', () => {
    expect(Object.keys(addressProblems(null)).sort()).toEqual(['address', 'city', 'country', 'firstname', 'lastname', 'postalCode']);
    const france = { id: 1, alphaTwo: 'FR', alphaThree: 'FRA' };
    expect(
      addressProblems({ firstname: 'Camille', lastname: 'Durand', address: '3 rue des Pêcheurs', postalCode: '85150', city: 'Les Achards', country: france }),
    ).toEqual({});
    expect(addressProblems({ firstname: 'Camille', lastname: ' ', address: 'x', postalCode: '851', city: 'y', country: france, phone: '12' })).toEqual({
      lastname: 'Indiquez le nom.',
      postalCode: 'Code postal invalide : 5 chiffres (exemple : 85000).',
      phone: expect.stringMatching(/invalide/),
    });
  });
});
