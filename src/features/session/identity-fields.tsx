/**
 * The identity part of "User (me)" (SPEC §3) that registration and the personal space's profile
 * share: first name, last name, e-mail, phone, birth date — the fields, their checks and the body
 * fields they send (`POST /register`, `PUT /user`). One place, so the two forms never drift apart.
 */
import type { ChangeEvent } from 'react';
import { useFormWords } from '@/features/i18n/use-form-words';
import { useMessages } from '@/features/i18n/use-messages';
import { birthdateError, emailError, nameError, phoneError, type FieldSay } from '@/lib/field-rules';
import { EmailField, TextField } from '@/ui/form-field';
import { sessionMessages } from './messages';

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

/** The error message of each identity field (null when the field is fine), in the page's language (`say`: useFieldMessages). */
export function identityErrors(values: IdentityValues, say: FieldSay): Record<keyof IdentityValues, string | null> {
  return {
    firstname: nameError(values.firstname, 'prénom', say),
    lastname: nameError(values.lastname, 'nom', say),
    email: emailError(values.email, say),
    phone: phoneError(values.phone, null, say),
    birthdate: birthdateError(values.birthdate, new Date(), say),
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
  const t = useMessages(sessionMessages);
  const words = useFormWords().field;
  return (
    <>
      <div className="account-form__row">
        <TextField {...bind('firstname')} words={words} label={t('firstname')} autoComplete="given-name" required maxLength={100} />
        <TextField {...bind('lastname')} words={words} label={t('lastname')} autoComplete="family-name" required maxLength={100} />
      </div>
      <EmailField {...bind('email')} words={words} label={t('email')} hint={emailHint} autoComplete={emailAutoComplete} required />
      <div className="account-form__row">
        <TextField {...bind('phone')} words={words} type="tel" label={t('phone')} optional autoComplete="tel" inputMode="tel" />
        <TextField {...bind('birthdate')} words={words} type="date" label={t('birthdate')} optional autoComplete="bday" />
      </div>
    </>
  );
}
