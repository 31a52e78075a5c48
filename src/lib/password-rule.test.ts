// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMessage } from './message-format';
import { checkPassword, confirmationError, criterionLabel, PASSWORD_MESSAGES, PASSWORD_RULE, passwordError, type PasswordSay } from './password-rule';

describe('password rule', () => {
  it('states each criterion in French', () => {
    expect(PASSWORD_RULE.map((c) => criterionLabel(c))).toEqual(['au moins 8 caractères', 'au moins une lettre', 'au moins un chiffre']);
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
    expect(passwordError('court')).toBe('Le mot de passe doit contenir au moins 8 caractères et au moins un chiffre.');
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

  it('speaks the language it is given', () => {
    const english: Record<keyof typeof PASSWORD_MESSAGES, string> = {
      ...PASSWORD_MESSAGES,
      length: 'at least {min} characters',
      digit: 'at least one digit',
      and: '{first} and {second}',
      mustContain: 'The password must contain {missing}.',
      confirmMismatch: 'The two passwords do not match.',
    };
    const say: PasswordSay = (key, values) => formatMessage(english[key], values, 'en');
    expect(passwordError('short', say)).toBe('The password must contain at least 8 characters and at least one digit.');
    expect(confirmationError('a', 'b', say)).toBe('The two passwords do not match.');
  });
});
