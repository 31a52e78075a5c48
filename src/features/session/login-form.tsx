/**
 * The login form of `/auth` (SPEC §6 "logs in with identifier and password", §7 POST /login).
 * Password managers recognise it (`username` / `current-password`), paste works, Enter submits, a
 * second submission while one is in flight is ignored. A refusal never says whether the e-mail or
 * the password was wrong.
 */
import { useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { UserMe } from '@/api/generated/types';
import { Button } from '@/ui/button';
import { EmailField, FormErrorSummary, PasswordField } from '@/ui/form-field';
import { failureMessage } from '@/api/failure-message';
import { collectErrors, requiredError } from '@/lib/field-rules';
import { useFieldMessages } from '@/features/i18n/use-field-messages';
import { useFormWords } from '@/features/i18n/use-form-words';
import { useMessages } from '@/features/i18n/use-messages';
import { errorItems, useFormFields } from '@/ui/use-form-fields';
import { useFormSubmission } from '@/features/forms/use-form-submission';
import { CookieRefusedError, isRefusedCredentials, useLogin } from './use-login';
import { sessionMessages } from './messages';
import './session.css';

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
  const t = useMessages(sessionMessages);
  const say = useFieldMessages();
  const words = useFormWords();
  const form = useFormFields({ email: '', password: '' });
  const { keepTyped } = form;
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password` };
  const submit = useFormSubmission(form, ids, login, t('loginFailed'));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const { email, password } = form.values;
    submit(event, {
      errors: collectErrors({ email: requiredError(email, say('emailMissing')), password: password ? null : t('passwordMissing') }),
      invalid: t('loginInvalid'),
      variables: { email, password },
      onSuccess: onLoggedIn,
      // A refusal reads the same whichever of the two was wrong (« wrongCredentials »), and places no error next to a field.
      explain: (error) => ({
        summary:
          error instanceof CookieRefusedError
            ? t('cookieRefused')
            : isRefusedCredentials(error)
              ? t('wrongCredentials')
              : failureMessage(error, t('loginFailed'), words.failure),
      }),
    });
  }

  return (
    <form ref={keepTyped} className="account-form" method="post" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} aria-busy={login.isPending}>
      <FormErrorSummary title={form.summary} errors={errorItems(form.errors, ids)} />
      <EmailField
        id={ids.email}
        name="email"
        label={t('email')}
        words={words.field}
        autoComplete="username"
        required
        value={form.values.email}
        error={form.errors.email}
        onChange={(e) => form.set('email', e.target.value)}
      />
      <PasswordField
        id={ids.password}
        name="password"
        label={t('password')}
        words={words.field}
        autoComplete="current-password"
        required
        value={form.values.password}
        error={form.errors.password}
        onChange={(e) => form.set('password', e.target.value)}
      />
      <p className="account-form__aside">
        <Link to="/password/reset/ask">{t('forgotten')}</Link>
      </p>
      <Button type="submit" className="account-form__submit" pending={login.isPending}>
        {login.isPending ? t('loggingIn') : t('logIn')}
      </Button>
    </form>
  );
}
