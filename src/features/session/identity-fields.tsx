/**
 * The identity part of "User (me)" (SPEC §3) that registration and the personal space's profile
 * share: first name, last name, e-mail, phone, birth date — the fields, their checks and the body
 * fields they send (`POST /register`, `PUT /user`). One place, so the two forms never drift apart.
 */
import type { ChangeEvent } from 'react';
import { birthdateError, emailError, nameError, phoneError } from '@/lib/field-rules';
import { EmailField, TextField } from '@/ui/form-field';

/** The identity values as typed (empty strings for empty optional fields). */
export type IdentityValues = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  birthdate: string;
};

/** Empty identity values (a new registration). */
export const EMPTY_IDENTITY: IdentityValues = { firstname: '', lastname: '', email: '', phone: '', birthdate: '' };

/** The French error message of each identity field (null when the field is fine). */
export function identityErrors(values: IdentityValues): Record<keyof IdentityValues, string | null> {
  return {
    firstname: nameError(values.firstname, 'prénom'),
    lastname: nameError(values.lastname, 'nom'),
    email: emailError(values.email),
    phone: phoneError(values.phone),
    birthdate: birthdateError(values.birthdate),
  };
}

/** The identity fields as the API takes them: trimmed, empty optional fields sent as null. */
export function identityBody(values: IdentityValues) {
  return {
    email: values.email.trim(),
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    phone: values.phone.trim() || null,
    birthdate: values.birthdate || null,
  };
}

/** What a form hands {@link IdentityFields} for one field: its id, value, error and change handler. */
export interface IdentityFieldBinding {
  id: string | undefined;
  name: string;
  value: string;
  error: string | null | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Props of {@link IdentityFields}. */
export interface IdentityFieldsProps {
  /** The binding of each identity field to the form's state. */
  bind: (name: keyof IdentityValues) => IdentityFieldBinding;
  /** The e-mail's hint (it is the login identifier). */
  emailHint: string;
  /** `username` where the e-mail is a new login's identifier (password managers), else `email`. */
  emailAutoComplete: 'username' | 'email';
}

/** The five identity fields, laid out two by two on wide screens. */
export function IdentityFields({ bind, emailHint, emailAutoComplete }: IdentityFieldsProps) {
  return (
    <>
      <div className="account-form__row">
        <TextField {...bind('firstname')} label="Prénom" autoComplete="given-name" required maxLength={100} />
        <TextField {...bind('lastname')} label="Nom" autoComplete="family-name" required maxLength={100} />
      </div>
      <EmailField {...bind('email')} label="Adresse e-mail" hint={emailHint} autoComplete={emailAutoComplete} required />
      <div className="account-form__row">
        <TextField {...bind('phone')} type="tel" label="Téléphone (facultatif)" autoComplete="tel" inputMode="tel" />
        <TextField {...bind('birthdate')} type="date" label="Date de naissance (facultatif)" autoComplete="bday" />
      </div>
    </>
  );
}
