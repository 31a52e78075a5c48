// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { birthdateError, collectErrors, emailError, FIELD_MESSAGES, isEmail, nameError, phoneError, postalCodeError, requiredError } from './field-rules';

describe('field rules', () => {
  it('e-mail', () => {
    expect(emailError('')).toBe('Indiquez votre adresse e-mail.');
    expect(emailError('marie@')).toMatch(/valide/);
    expect(emailError(' marie@exemple.fr ')).toBeNull();
  });

  it('names', () => {
    expect(nameError(' ', 'prénom')).toBe('Indiquez votre prénom.');
    expect(nameError('x'.repeat(101), 'nom')).toBe('Votre nom ne peut pas dépasser 100 caractères.');
    expect(nameError('Lefebvre', 'nom')).toBeNull();
  });

  it('phone is optional but must look like one', () => {
    expect(phoneError('')).toBeNull();
    expect(phoneError('06 12 34 56 78')).toBeNull();
    expect(phoneError('+33 6 12 34 56 78')).toBeNull();
    expect(phoneError('appelez-moi')).toMatch(/valide/);
    expect(phoneError('12')).toMatch(/valide/);
  });

  it('birth date is a real past day', () => {
    const today = new Date('2026-11-23T12:00:00Z');
    expect(birthdateError('', today)).toBeNull();
    expect(birthdateError('1985-04-12', today)).toBeNull();
    expect(birthdateError('1985-02-30', today)).toBe('Indiquez une date de naissance valide.');
    expect(birthdateError('2030-01-01', today)).toMatch(/passée/);
    expect(birthdateError('1850-01-01', today)).toMatch(/1900/);
  });

  it('collects only the failures', () => {
    expect(collectErrors({ a: null, b: 'faux' })).toEqual({ b: 'faux' });
  });

  it('accepts French phone numbers as people type them, and international ones with their prefix', () => {
    for (const ok of ['06 12 34 56 78', '0612345678', '02.51.12.34.56', '+33 6 12 34 56 78', '0033612345678', '+32 470 12 34 56'])
      expect(phoneError(ok), ok).toBeNull();
    for (const bad of ['06 12 34 56', '6 12 34 56 78', '+33 06 12 34 56 78', '00 12 34 56 78', 'zéro six', '+3'])
      expect(phoneError(bad), bad).toMatch(/invalide/);
  });

  it('a required phone says so when left empty', () => {
    expect(phoneError('  ', FIELD_MESSAGES.phoneMissing)).toBe('Indiquez un numéro de téléphone.');
    expect(phoneError('  ')).toBeNull();
  });

  it('wants 5 digits for a French postal code, and each neighbour country its own format', () => {
    expect(postalCodeError('85150', 'FR')).toBeNull();
    expect(postalCodeError(' 85150 ', undefined)).toBeNull();
    expect(postalCodeError('8515', 'FR')).toBe('Code postal invalide : 5 chiffres (exemple : 85000).');
    expect(postalCodeError('85 150', 'FR')).toMatch(/invalide/);
    expect(postalCodeError('1000', 'BE')).toBeNull();
    expect(postalCodeError('10000', 'BE')).toBe('Code postal invalide (exemple : 1000).');
    expect(postalCodeError('1011 AB', 'NL')).toBeNull();
    expect(postalCodeError('', 'FR')).toBe('Indiquez le code postal.');
  });

  it('checks e-mail addresses the same way for every form', () => {
    expect(emailError('camille@exemple.fr')).toBeNull();
    expect(emailError('camille@exemple')).toMatch(/invalide/);
    expect(emailError('camille@exemple.f')).toMatch(/invalide/);
  });

  it('refuses before sending what the API’s « format: email » refuses: accents and other letters beyond a–z, said plainly', () => {
    // The API answered « Adresse e-mail invalide. » only after the form was sent (registration,
    // profile, password reset, checkout, booking), with no word of why.
    for (const address of ['hélène@exemple.fr', 'François.Dupont@exemple.fr', 'marie@société.fr', 'zoé😀@exemple.fr']) {
      expect(emailError(address), address).toBe('Adresse e-mail invalide : elle s’écrit sans accent ni caractère spécial (exemple : prenom@exemple.fr).');
      expect(isEmail(address), address).toBe(false);
    }
    expect(emailError(' helene@exemple.fr ')).toBeNull();
    expect(emailError("o'neil+massage@exemple.fr")).toBeNull();
    expect(emailError('marie..lefebvre@exemple.fr')).toMatch(/^Adresse e-mail invalide \(/u);
    expect(emailError('marie@-exemple.fr')).toMatch(/^Adresse e-mail invalide \(/u);
  });

  it('a required value is more than blanks', () => {
    expect(requiredError(' ')).toBe('Ce champ est obligatoire.');
    expect(requiredError('', 'Indiquez la ville.')).toBe('Indiquez la ville.');
    expect(requiredError('Les Achards')).toBeNull();
  });
});
