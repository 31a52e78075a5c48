// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadMessages, translatorOf } from '@/features/i18n/messages';
import { fieldMessages } from '@/features/i18n/use-field-messages';
import { FIELD_MESSAGES } from '@/lib/field-rules';
import { checkoutMessages } from './messages';
import { checkoutFr } from './messages.fr-fr';
import { addressProblems } from './validation';

const french = { checkout: translatorOf<typeof checkoutFr>(checkoutFr, 'fr_FR'), fields: translatorOf<typeof FIELD_MESSAGES>(FIELD_MESSAGES, 'fr_FR') };
/** The English chunks, loaded as an English page loads them. */
async function english() {
  return {
    checkout: translatorOf<typeof checkoutFr>(await loadMessages(checkoutMessages, 'en_GB'), 'en_GB'),
    fields: translatorOf<typeof FIELD_MESSAGES>(await loadMessages(fieldMessages, 'en_GB'), 'en_GB'),
  };
}

describe('checkout address checks', () => {
  it('lists every missing or invalid field of an address', () => {
    expect(Object.keys(addressProblems(null, french)).sort()).toEqual(['address', 'city', 'country', 'firstname', 'lastname', 'postalCode']);
    const france = { id: 1, alphaTwo: 'FR', alphaThree: 'FRA' };
    expect(
      addressProblems(
        { firstname: 'Camille', lastname: 'Durand', address: '3 rue des Pêcheurs', postalCode: '85150', city: 'Les Achards', country: france },
        french,
      ),
    ).toEqual({});
    expect(addressProblems({ firstname: 'Camille', lastname: ' ', address: 'x', postalCode: '851', city: 'y', country: france, phone: '12' }, french)).toEqual({
      lastname: 'Indiquez le nom.',
      postalCode: 'Code postal invalide : 5 chiffres (exemple : 85000).',
      phone: expect.stringMatching(/invalide/),
    });
  });

  it('says it in English on an English page (issue 36)', async () => {
    const france = { id: 1, alphaTwo: 'FR', alphaThree: 'FRA' };
    expect(
      addressProblems({ firstname: 'Camille', lastname: ' ', address: 'x', postalCode: '851', city: 'y', country: france, phone: '12' }, await english()),
    ).toEqual({
      lastname: 'Enter the last name.',
      postalCode: 'Invalid postcode: 5 digits (for example: 85000).',
      phone: expect.stringMatching(/^Invalid phone number/),
    });
  });
});
