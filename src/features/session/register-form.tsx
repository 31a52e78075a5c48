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
import { useLogin } from './use-login';
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
  const form = useFormFields(INITIAL);
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

  const submit = useFormSubmission(form, ids, register, 'L’inscription n’a pas abouti');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const errors = collectErrors({
      ...identityErrors(v),
      password: passwordError(v.password),
      passwordConfirmation: confirmationError(v.password, v.passwordConfirmation),
      acceptCgu: v.acceptCgu ? null : 'Cochez la case pour accepter les CGU : c’est nécessaire pour créer un compte.',
    });
    submit(event, {
      errors,
      invalid:
        errors.acceptCgu && Object.keys(errors).length === 1 ? 'Il reste une étape :' : 'Le formulaire contient des erreurs : corrigez les champs signalés.',
      variables: v,
      onSuccess: onRegistered,
      explain: (error) =>
        error instanceof LoginAfterRegisterError
          ? { summary: 'Votre compte est créé, mais la connexion automatique n’a pas abouti : connectez-vous avec le formulaire « J’ai déjà un compte ».' }
          : null,
    });
  }

  const field = (name: keyof typeof INITIAL) => ({ id: ids[name], name, error: form.errors[name] });
  const text = (name: Exclude<keyof typeof INITIAL, 'acceptCgu' | 'newsletter'>) => ({
    ...field(name),
    value: v[name],
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
  });

  return (
    <form className="account-form" method="post" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} aria-busy={register.isPending}>
      <FormErrorSummary title={form.summary} errors={errorItems(form.errors, ids)} />
      <IdentityFields bind={text} emailHint="Elle vous servira d’identifiant." emailAutoComplete="username" />
      <NewPasswordField {...text('password')} label="Mot de passe" required />
      <PasswordField {...text('passwordConfirmation')} label="Confirmation du mot de passe" autoComplete="new-password" required />
      <CheckboxField
        {...field('acceptCgu')}
        checked={v.acceptCgu}
        onChange={(e) => form.set('acceptCgu', e.target.checked)}
        required
        // Word for word the sentence of SPEC §5; "CGU" opens the terms in a new tab so nothing typed is lost.
        label={
          <>
            Je reconnais avoir lu et compris les{' '}
            <Link to="/use-terms" target="_blank" rel="noopener">
              CGU
            </Link>{' '}
            et je les accepte
          </>
        }
      />
      <CheckboxField
        {...field('newsletter')}
        checked={v.newsletter}
        onChange={(e) => form.set('newsletter', e.target.checked)}
        label="Je souhaite recevoir la lettre d’information (désinscription possible à tout moment depuis mon espace)."
      />
      <p className="account-form__notice">
        Vos données servent uniquement à gérer votre compte et vos demandes ; elles sont conservées trois ans après votre dernière activité. Vous pouvez les
        consulter, les corriger ou supprimer votre compte depuis votre espace. En savoir plus :{' '}
        <Link to="/privacy-policy" target="_blank" rel="noopener">
          politique de confidentialité<span className="visually-hidden"> (nouvel onglet)</span>
        </Link>
        .
      </p>
      <Button type="submit" className="account-form__submit" disabled={register.isPending}>
        {register.isPending ? 'Création du compte…' : 'Créer mon compte'}
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
