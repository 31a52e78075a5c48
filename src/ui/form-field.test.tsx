import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PasswordField, SelectField, TextField } from './form-field';
import { NewPasswordField } from './new-password-field';

describe('TextField', () => {
  it('says "obligatoire" in its name by default, and only shows a star, out of its name, when asked', () => {
    render(
      <>
        <TextField name="firstname" label="Prénom" required />
        <TextField label="Nom" required requiredMark="asterisk" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: /^Prénom ?\(obligatoire\)$/ })).toBeRequired();
    const nom = screen.getByRole('textbox', { name: 'Nom' });
    expect(nom).toBeRequired();
    expect(nom).not.toHaveAttribute('name');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says its own words in the language it is given (issue 36)', async () => {
    const english = { required: 'required', optional: 'optional', show: 'Show', hide: 'Hide', thePassword: 'the password' };
    render(
      <>
        <TextField label="First name" required words={english} />
        <TextField label="Phone" optional words={english} />
        <PasswordField label="Password" autoComplete="current-password" required words={english} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: /^First name ?\(required\)$/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Phone ?\(optional\)$/ })).not.toBeRequired();
    const toggle = screen.getByRole('button', { name: /^Show ?the password$/ });
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: /^Hide ?the password$/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says "facultatif" in the name of an optional field, as a mark of its own beside the label (not in the label’s words)', () => {
    render(<TextField name="phone" label="Téléphone" optional hint="Pour vous rappeler." />);
    const phone = screen.getByRole('textbox', { name: /^Téléphone ?\(facultatif\)$/u });
    expect(phone).not.toBeRequired();
    expect(phone).toHaveAccessibleDescription('Pour vous rappeler.');
    // The mark is its own element, so it takes the lighter style of « (obligatoire) », not the label's weight.
    expect(screen.getByText('(facultatif)').tagName).toBe('SPAN');
  });

  it('is described by its hint, then by its error, and marked invalid with an error', () => {
    render(<TextField name="email" label="Adresse e-mail" hint="Pour la confirmation." error="Adresse e-mail invalide." />);
    const input = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    expect(input).toHaveAccessibleDescription('Pour la confirmation. Adresse e-mail invalide.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('SelectField', () => {
  it('is a labelled select with its error, framed like the text fields', async () => {
    function Choice() {
      const [value, setValue] = useState('');
      return (
        <SelectField
          name="service"
          label="Prestation"
          required
          value={value}
          error={value ? null : 'Choisissez une prestation.'}
          onChange={(e) => setValue(e.target.value)}
        >
          <option value="">Choisissez…</option>
          <option value="3">Massage suédois</option>
        </SelectField>
      );
    }
    render(<Choice />);
    const select = screen.getByRole('combobox', { name: /^Prestation ?\(obligatoire\)$/ });
    expect(select).toHaveAccessibleDescription('Choisissez une prestation.');
    await userEvent.selectOptions(select, '3');
    expect(select).toHaveValue('3');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Choisissez une prestation.')).toBeNull();
  });
});

describe('NewPasswordField', () => {
  it('states the rule in French by default, else in the words it is given', () => {
    const { unmount } = render(<NewPasswordField label="Mot de passe" value="abc" onChange={() => undefined} />);
    expect(screen.getByText('au moins une lettre')).toBeInTheDocument();
    expect(screen.getByText(/^Il doit contenir/)).toBeInTheDocument();
    unmount();
    const english: Record<string, string> = {
      ruleIntro: 'It must contain:',
      length: 'at least {min} characters',
      letter: 'at least one letter',
      digit: 'at least one digit',
      met: ': met',
      unmet: ': not met yet',
    };
    render(
      <NewPasswordField
        label="Password"
        value="abc"
        onChange={() => undefined}
        say={(key, values) => (english[key] ?? key).replace('{min}', String(values?.min))}
      />,
    );
    expect(screen.getByText('It must contain:')).toBeInTheDocument();
    expect(screen.getByText('at least 8 characters')).toBeInTheDocument();
  });
});
