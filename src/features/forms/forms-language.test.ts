// @vitest-environment node
/** The forms in another language (issue 36): the validator, the rjsf setup and the file sizes say what the page's words say. */
import { describe, expect, it } from 'vitest';
import { TranslatableString, type RJSFSchema } from '@rjsf/utils';
import { translatorOf } from '@/features/i18n/messages';
import { sayOf } from '@/lib/message-format';
import { formatFileSize } from '@/ui/rjsf/words';
import { validateDetailed } from './form-validator';
import enGB from './messages.en-gb';
import { formsFr } from './messages.fr-fr';
import { rjsfSetup } from './rjsf-setup';

const schema: RJSFSchema = {
  type: 'object',
  required: ['name', 'consent'],
  properties: {
    name: { type: 'string', title: 'Name', minLength: 1 },
    guests: { type: 'number', title: 'Guests', minimum: 2.5 },
    consent: { type: 'boolean', const: true, title: 'I agree' },
  },
};

describe('forms in English', () => {
  // What useMessages(formsMessages) gives an English page.
  const english = translatorOf<typeof formsFr>(enGB, 'en_GB');

  it('the validator says what is wrong in the words it is given; French by default', () => {
    const data = { guests: 1 };
    expect(validateDetailed(schema, data, english).map((e) => e.message)).toEqual([
      'This field is required.',
      'Please tick this box to continue.',
      'The value must be 2.5 or more.',
    ]);
    expect(validateDetailed(schema, data).map((e) => e.message)).toContain('La valeur doit être supérieure ou égale à 2,5.');
  });

  it('the rjsf setup gives rjsf the English strings, a validator and the templates’ words in that language', () => {
    const setup = rjsfSetup({ say: english, language: 'en' });
    const { errors } = setup.validator.validateFormData({ guests: 3 }, schema);
    expect(errors.map((e) => e.stack)).toEqual(['Name: This field is required.', 'I agree: Please tick this box to continue.']);
    expect(setup.translateString(TranslatableString.RemoveButton)).toBe('Remove');
    expect(setup.formContext.say('summary', { count: 2 })).toBe('The form has 2 errors:');
    const french = rjsfSetup({ say: sayOf(formsFr), language: 'fr' });
    expect(french.formContext.say('summary', { count: 1 })).toBe('Le formulaire contient une erreur\u00a0:');
    expect(french.translateString(TranslatableString.RemoveButton)).toBe('Retirer');
  });

  it('writes file sizes as the language does', () => {
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2,4\u00a0Mo');
    expect(formatFileSize(2.4 * 1024 * 1024, english)).toBe('2.4 MB');
    expect(formatFileSize(850 * 1024, english)).toBe('850 kB');
  });
});
