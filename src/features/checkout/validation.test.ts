import { describe, expect, it } from 'vitest';
import { addressProblems, emailProblem, phoneProblem, postalCodeProblem } from './validation';

describe('checkout field checks', () => {
  it('accepts French phone numbers as people type them, and international ones with their prefix', () => {
    for (const ok of ['06 12 34 56 78', '0612345678', '02.51.12.34.56', '+33 6 12 34 56 78', '0033612345678', '+32 470 12 34 56']) expect(phoneProblem(ok), ok).toBeNull();
    for (const bad of ['06 12 34 56', '6 12 34 56 78', '+33 06 12 34 56 78', '00 12 34 56 78', 'zéro six', '+3']) expect(phoneProblem(bad), bad).toMatch(/invalide/);
    expect(phoneProblem('  ')).toBe('Indiquez un numéro de téléphone.');
  });

  it('wants 5 digits for a French postal code, and each neighbour country its own format', () => {
    expect(postalCodeProblem('85150', 'FR')).toBeNull();
    expect(postalCodeProblem(' 85150 ', undefined)).toBeNull();
    expect(postalCodeProblem('8515', 'FR')).toBe('Code postal invalide : 5 chiffres (exemple : 85000).');
    expect(postalCodeProblem('85 150', 'FR')).toMatch(/invalide/);
    expect(postalCodeProblem('1000', 'BE')).toBeNull();
    expect(postalCodeProblem('10000', 'BE')).toBe('Code postal invalide (exemple : 1000).');
    expect(postalCodeProblem('1011 AB', 'NL')).toBeNull();
    expect(postalCodeProblem('', 'FR')).toBe('Indiquez le code postal.');
  });

  it('checks e-mail addresses', () => {
    expect(emailProblem('camille@exemple.fr')).toBeNull();
    expect(emailProblem('camille@exemple')).toMatch(/invalide/);
    expect(emailProblem('')).toBe('Indiquez votre adresse e-mail.');
  });

  it('lists every missing or invalid field of an address', () => {
    expect(Object.keys(addressProblems(null)).sort()).toEqual(['address', 'city', 'country', 'firstname', 'lastname', 'postalCode']);
    const france = { id: 1, alphaTwo: 'FR', alphaThree: 'FRA' };
    expect(addressProblems({ firstname: 'Camille', lastname: 'Durand', address: '3 rue des Pêcheurs', postalCode: '85150', city: 'Les Achards', country: france })).toEqual({});
    expect(addressProblems({ firstname: 'Camille', lastname: ' ', address: 'x', postalCode: '851', city: 'y', country: france, phone: '12' })).toEqual({
      lastname: 'Indiquez le nom.',
      postalCode: 'Code postal invalide : 5 chiffres (exemple : 85000).',
      phone: expect.stringMatching(/invalide/),
    });
  });
});
