/**
 * Password reset (SPEC §7 PUT /password/reset/ask, PUT /password/reset):
 * - asking: one e-mail field; the answer is always the same whether an account exists or not, so the
 *   form cannot be used to find out who has an account;
 * - resetting: the token from the e-mailed link (or typed when the link was cut), the new password
 *   twice; a wrong or used token says so in French with a link to ask again.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { askPasswordResetMutation, resetPasswordMutation } from '@/api/mutations/session';
import { ApiError } from '@/api/api-error';
import { collectErrors, emailError } from '@/lib/field-rules';
import { confirmationError, passwordError } from '@/lib/password-rule';
import { Button } from '@/ui/button';
import { EmailField, FormErrorSummary, PasswordField, TextField } from '@/ui/form-field';
import { NewPasswordField } from '@/ui/new-password-field';
import { errorItems, useFormFields } from '@/ui/use-form-fields';
import { useFormSubmission } from '@/features/forms/use-form-submission';
import './session.css';

/** Where a visitor asks for a new reset link. */
export const ASK_RESET_PATH = '/password/reset/ask';

/** The same answer for every address (no account enumeration). */
export function resetAskedMessage(email: string): string {
  return `Si un compte existe avec l’adresse ${email}, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe. Pensez à regarder dans vos courriers indésirables.`;
}

/** `/password/reset/ask`: the e-mail to send the link to. */
export function AskResetForm({ labelledBy }: { labelledBy: string }) {
  const api = useApi();
  const form = useFormFields({ email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const id = useId();
  const ids = { email: `${id}-email` };
  const ask = useMutation(askPasswordResetMutation(api));
  const submit = useFormSubmission(form, ids, ask, 'La demande n’a pas abouti');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const email = form.values.email.trim();
    submit(event, {
      errors: collectErrors({ email: emailError(email) }),
      invalid: 'Indiquez l’adresse e-mail de votre compte.',
      variables: { email },
      onSuccess: () => setSentTo(email),
    });
  }

  if (sentTo) {
    return (
      <div className="reset-done" role="status">
        <p>{resetAskedMessage(sentTo)}</p>
        <p>
          Rien reçu au bout de quelques minutes ?{' '}
          <button type="button" className="link-button" onClick={() => setSentTo(null)}>
            Faire une nouvelle demande
          </button>
          {' · '}
          <Link to="/auth">Retour à la connexion</Link>
        </p>
      </div>
    );
  }
  return (
    <form className="account-form" method="post" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} aria-busy={ask.isPending}>
      <FormErrorSummary title={form.summary} errors={errorItems(form.errors, ids)} />
      <EmailField
        id={ids.email}
        name="email"
        label="Adresse e-mail de votre compte"
        autoComplete="username"
        required
        value={form.values.email}
        error={form.errors.email}
        onChange={(e) => form.set('email', e.target.value)}
      />
      <div className="account-form__actions">
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? 'Envoi…' : 'Recevoir le lien'}
        </Button>
        <Link to="/auth">Retour à la connexion</Link>
      </div>
    </form>
  );
}

/** True when the API refused the reset token itself (wrong, expired or already used). */
function isBadToken(error: unknown): boolean {
  return error instanceof ApiError && (error.fieldErrors?.token !== undefined || error.status === 404 || error.status === 410);
}

/** `/password/reset/:token?`: the new password (and the token when the link did not carry it). */
export function ResetPasswordForm({ token: tokenFromLink, labelledBy, onDone }: { token: string | null; labelledBy: string; onDone: () => void }) {
  const api = useApi();
  const form = useFormFields({ token: tokenFromLink ?? '', password: '', passwordConfirmation: '' });
  const [badToken, setBadToken] = useState(false);
  const id = useId();
  const ids = { token: `${id}-token`, password: `${id}-password`, passwordConfirmation: `${id}-confirmation` };
  const v = form.values;
  const reset = useMutation(resetPasswordMutation(api));
  const submit = useFormSubmission(form, ids, reset, 'La réinitialisation n’a pas abouti');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setBadToken(false);
    submit(event, {
      errors: collectErrors({
        token: v.token.trim() ? null : 'Collez le code reçu dans l’e-mail de réinitialisation.',
        password: passwordError(v.password),
        passwordConfirmation: confirmationError(v.password, v.passwordConfirmation),
      }),
      invalid: 'Le formulaire contient des erreurs : corrigez les champs signalés.',
      variables: { token: v.token.trim(), password: v.password, passwordConfirmation: v.passwordConfirmation },
      onSuccess: onDone,
      explain: (error) => {
        if (!isBadToken(error)) return null;
        setBadToken(true);
        // The token field exists only when the visitor typed it: then the error goes next to it.
        return {
          summary: 'Ce lien de réinitialisation est invalide, a expiré ou a déjà servi.',
          fieldErrors: tokenFromLink ? undefined : { token: 'Ce code est invalide, a expiré ou a déjà servi.' },
        };
      },
    });
  }

  const field = (name: keyof typeof v) => ({
    id: ids[name],
    name,
    value: v[name],
    error: form.errors[name],
    required: true,
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
  });
  return (
    <form className="account-form" method="post" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} aria-busy={reset.isPending}>
      <FormErrorSummary title={form.summary} errors={errorItems(form.errors, ids)} />
      {badToken ? (
        <p className="reset-again">
          <Link to={ASK_RESET_PATH}>Demander un nouveau lien de réinitialisation</Link>
        </p>
      ) : null}
      {tokenFromLink ? null : (
        <TextField
          {...field('token')}
          label="Code de réinitialisation"
          hint="Il figure à la fin du lien reçu par e-mail."
          autoComplete="one-time-code"
          spellCheck={false}
          autoCapitalize="off"
        />
      )}
      <NewPasswordField {...field('password')} label="Nouveau mot de passe" />
      <PasswordField {...field('passwordConfirmation')} label="Confirmation du nouveau mot de passe" autoComplete="new-password" />
      <Button type="submit" className="account-form__submit" disabled={reset.isPending}>
        {reset.isPending ? 'Enregistrement…' : 'Enregistrer le nouveau mot de passe'}
      </Button>
    </form>
  );
}
