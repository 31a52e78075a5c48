import { describe, expect, it } from 'vitest';
import { birthdateError, collectErrors, emailError, nameError, phoneError } from './field-checks';

describe('field checks', () => {
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
});
