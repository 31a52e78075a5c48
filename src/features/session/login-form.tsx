/**
 * The login form of `/auth` (SPEC §6 "logs in with identifier and password", §7 POST /login).
 * Password managers recognise it (`username` / `current-password`), paste works, Enter submits, a
 * second submission while one is in flight is ignored. A refusal never says whether the e-mail or
 * the password was wrong.
 */
import { useId, useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { UserMe } from '@/api/generated/types';
import { Button } from '@/ui/button';
import { FormErrorSummary, PasswordField, TextField } from '@/ui/form-field';
import { useFormFields } from '@/ui/use-form-fields';
import { CookieRefusedError, isRefusedCredentials, useLogin } from './use-session';
import { failureMessage } from '@/api/api-error';
import './session.css';

/** Shown for any refused identifier/password pair: deliberately the same whichever was wrong. */
export const WRONG_CREDENTIALS = 'Identifiant ou mot de passe incorrect. Vérifiez votre adresse e-mail et votre mot de passe.';

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** Called once the session is open. */
  onLoggedIn: (user: UserMe) => void;
  /** Heading id the form is named by. */
  labelledBy?: string;
}

/** E-mail + password login. */
export function LoginForm({ onLoggedIn, labelledBy }: LoginFormProps) {
  const login = useLogin();
  const form = useFormFields({ email: '', password: '' });
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password` };
  // The mutation's pending state reaches the button one render later; the ref closes that gap.
  const sending = useRef(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const { email, password } = form.values;
    const errors: Record<string, string> = {};
    if (!email.trim()) errors.email = 'Indiquez votre adresse e-mail.';
    if (!password) errors.password = 'Indiquez votre mot de passe.';
    const first = Object.keys(errors)[0];
    if (first) {
      form.fail('Pour vous connecter, complétez le formulaire.', errors);
      document.getElementById(first === 'email' ? ids.email : ids.password)?.focus();
      return;
    }
    form.clearErrors();
    sending.current = true;
    login.mutate(
      { email, password },
      {
        onSuccess: onLoggedIn,
        onError: (error) => {
          if (error instanceof CookieRefusedError) form.fail(error.message);
          else if (isRefusedCredentials(error)) form.fail(WRONG_CREDENTIALS);
          else form.fail(failureMessage(error, 'La connexion n’a pas abouti'));
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  const summaryItems = Object.entries(form.errors).map(([field, message]) => ({ fieldId: field === 'email' ? ids.email : ids.password, message }));
  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} aria-busy={login.isPending}>
      <FormErrorSummary title={form.summary} errors={summaryItems} />
      <TextField
        id={ids.email}
        name="email"
        type="email"
        label="Adresse e-mail"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        required
        value={form.values.email}
        error={form.errors.email}
        onChange={(e) => form.set('email', e.target.value)}
      />
      <PasswordField
        id={ids.password}
        name="password"
        label="Mot de passe"
        autoComplete="current-password"
        required
        value={form.values.password}
        error={form.errors.password}
        onChange={(e) => form.set('password', e.target.value)}
      />
      <p className="account-form__aside">
        <Link to="/password/reset/ask">Mot de passe oublié ?</Link>
      </p>
      <Button type="submit" className="account-form__submit" disabled={login.isPending}>
        {login.isPending ? 'Connexion…' : 'Se connecter'}
      </Button>
    </form>
  );
}
