// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkPassword, confirmationError, PASSWORD_RULE_TEXT, passwordError } from './password-rule';

describe('password rule', () => {
  it('is stated in one French sentence', () => {
    expect(PASSWORD_RULE_TEXT).toBe('Votre mot de passe doit contenir au moins 8 caractères, au moins une lettre et au moins un chiffre.');
  });

  it('checks each criterion as typed', () => {
    expect(checkPassword('abc').map((c) => c.met)).toEqual([false, true, false]);
    expect(checkPassword('Massage-2026').map((c) => c.met)).toEqual([true, true, true]);
    expect(checkPassword('éèàçùâêî1').every((c) => c.met)).toBe(true);
  });

  it('names what is missing', () => {
    expect(passwordError('')).toBe('Choisissez un mot de passe.');
    expect(passwordError('12345678')).toBe('Le mot de passe doit contenir au moins une lettre.');
    expect(passwordError('court1')).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    expect(passwordError('Massage-2026')).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPassword('🌿🌿🌿🌿a1')[0]?.met).toBe(false);
  });

  it('compares the confirmation', () => {
    expect(confirmationError('Massage-2026', '')).toBe('Saisissez le mot de passe une seconde fois.');
    expect(confirmationError('Massage-2026', 'Massage-2025')).toBe('Les deux mots de passe ne sont pas identiques.');
    expect(confirmationError('Massage-2026', 'Massage-2026')).toBeNull();
  });
});
