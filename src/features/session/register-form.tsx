/**
 * Registration (SPEC §5, §7 POST /register): the fields of "User (me)" that an account needs, the
 * password rule stated before typing and checked as typed, the CGU box with the exact text of SPEC §5
 * (required), the privacy notice. Errors — the form's own checks, then the server's field errors
 * (`data` of the error envelope) — are shown next to their fields and announced together; nothing
 * typed is lost. A successful registration logs the new member in.
 */
import { useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { registerMutation } from '@/api/mutations/session';
import type { UserMe } from '@/api/generated/types';
import { collectErrors } from '@/lib/field-rules';
import { confirmationError, passwordError } from '@/lib/password-rule';
import { Button } from '@/ui/button';
import { CheckboxField, FormErrorSummary, PasswordField } from '@/ui/form-field';
import { NewPasswordField } from '@/ui/new-password-field';
import { errorItems, useFormFields } from '@/ui/use-form-fields';
import { EMPTY_IDENTITY, IdentityFields, identityBody, identityErrors } from './identity-fields';
import { useFormSubmission } from '@/features/forms/use-form-submission';
import { useFieldMessages } from '@/features/i18n/use-field-messages';
import { useFormWords } from '@/features/i18n/use-form-words';
import { useMessages } from '@/features/i18n/use-messages';
import { useLogin } from './use-login';
import { sessionMessages } from './messages';
import './session.css';

const INITIAL = {
  ...EMPTY_IDENTITY,
  password: '',
  passwordConfirmation: '',
  acceptCgu: false,
  newsletter: false,
};

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  /** Called once the account exists and the member is logged in. */
  onRegistered: (user: UserMe) => void;
  labelledBy?: string;
}

/** The registration form. */
export function RegisterForm({ onRegistered, labelledBy }: RegisterFormProps) {
  const api = useApi();
  const login = useLogin();
  const t = useMessages(sessionMessages);
  const say = useFieldMessages();
  const words = useFormWords();
  const form = useFormFields(INITIAL);
  const { keepTyped } = form;
  const id = useId();
  const ids = Object.fromEntries(Object.keys(INITIAL).map((name) => [name, `${id}-${name}`]));
  const v = form.values;

  // Two calls, one submission: the account is created, then the member logged in.
  const createAccount = useMutation(registerMutation(api));
  const register = useMutation({
    mutationFn: async (values: typeof INITIAL) => {
      await createAccount.mutateAsync({
        ...identityBody(values),
        password: values.password,
        passwordConfirmation: values.passwordConfirmation,
        acceptCgu: true,
        newsletter: values.newsletter,
      });
      try {
        return await login.mutateAsync({ email: values.email, password: values.password });
      } catch (error) {
        throw new LoginAfterRegisterError(error);
      }
    },
  });

  const submit = useFormSubmission(form, ids, register, t('registerFailed'));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const errors = collectErrors({
      ...identityErrors(v, say),
      password: passwordError(v.password, words.password),
      passwordConfirmation: confirmationError(v.password, v.passwordConfirmation, words.password),
      acceptCgu: v.acceptCgu ? null : t('acceptCgu'),
    });
    submit(event, {
      errors,
      invalid: errors.acceptCgu && Object.keys(errors).length === 1 ? t('oneStepLeft') : t('formErrors'),
      variables: v,
      onSuccess: onRegistered,
      explain: (error) => (error instanceof LoginAfterRegisterError ? { summary: t('loginAfterRegister') } : null),
    });
  }

  const field = (name: keyof typeof INITIAL) => ({ id: ids[name], name, error: form.errors[name] });
  const text = (name: Exclude<keyof typeof INITIAL, 'acceptCgu' | 'newsletter'>) => ({
    ...field(name),
    value: v[name],
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
  });

  return (
    <form ref={keepTyped} className="account-form" method="post" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} aria-busy={register.isPending}>
      <FormErrorSummary title={form.summary} errors={errorItems(form.errors, ids)} />
      <IdentityFields bind={text} emailHint={t('emailIsLogin')} emailAutoComplete="username" />
      <NewPasswordField {...text('password')} words={words.field} say={words.password} label={t('password')} required />
      <PasswordField {...text('passwordConfirmation')} words={words.field} label={t('passwordConfirmation')} autoComplete="new-password" required />
      <CheckboxField
        {...field('acceptCgu')}
        checked={v.acceptCgu}
        onChange={(e) => form.set('acceptCgu', e.target.checked)}
        required
        // Word for word the sentence of SPEC §5 in French; "CGU" opens the terms in a new tab so nothing typed is lost.
        label={
          <>
            {t('cguBefore')}{' '}
            <Link to="/use-terms" target="_blank" rel="noopener">
              {t('cguLink')}
            </Link>{' '}
            {t('cguAfter')}
          </>
        }
      />
      <CheckboxField {...field('newsletter')} checked={v.newsletter} onChange={(e) => form.set('newsletter', e.target.checked)} label={t('newsletter')} />
      <p className="account-form__notice">
        {t('privacy')}{' '}
        <Link to="/privacy-policy" target="_blank" rel="noopener">
          {t('privacyLink')}
          <span className="visually-hidden"> {t('newTab')}</span>
        </Link>
        .
      </p>
      <Button type="submit" className="account-form__submit" pending={register.isPending}>
        {register.isPending ? t('creating') : t('create')}
      </Button>
    </form>
  );
}

/** The account was created but the automatic login failed. */
class LoginAfterRegisterError extends Error {
  override readonly name = 'LoginAfterRegisterError';
  constructor(cause: unknown) {
    super('Login after registration failed', { cause });
  }
}
