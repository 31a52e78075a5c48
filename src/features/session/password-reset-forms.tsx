/**
 * Password reset (SPEC §7 PUT /password/reset/ask, PUT /password/reset):
 * - asking: one e-mail field; the answer is always the same whether an account exists or not, so the
 *   form cannot be used to find out who has an account;
 * - resetting: the token from the e-mailed link (or typed when the link was cut), the new password
 *   twice; a wrong or used token says so with a link to ask again. In the page's language (sessionMessages).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
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
import { useFieldMessages } from '@/features/i18n/use-field-messages';
import { useFormWords } from '@/features/i18n/use-form-words';
import { useMessages } from '@/features/i18n/use-messages';
import { sessionMessages } from './messages';
import './session.css';

/** Where a visitor asks for a new reset link. */
export const ASK_RESET_PATH = '/password/reset/ask';

/** `/password/reset/ask`: the e-mail to send the link to. */
export function AskResetForm({ labelledBy }: { labelledBy: string }) {
  const api = useApi();
  const t = useMessages(sessionMessages);
  const say = useFieldMessages();
  const words = useFormWords().field;
  const form = useFormFields({ email: '' });
  const { keepTyped } = form;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const id = useId();
  const ids = { email: `${id}-email` };
  const ask = useMutation(askPasswordResetMutation(api));
  const submit = useFormSubmission(form, ids, ask, t('askFailed'));
  // The answer replaces the form the focus was in, and the form the answer: each takes the focus in
  // turn (the answer, then the address to correct), or it fell to the top of the page.
  const answer = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (sentTo) {
      asked.current = true;
      answer.current?.focus();
    } else if (asked.current) {
      document.getElementById(ids.email)?.focus();
    }
  }, [sentTo, ids.email]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const email = form.values.email.trim();
    submit(event, {
      errors: collectErrors({ email: emailError(email, say) }),
      invalid: t('askInvalid'),
      variables: { email },
      onSuccess: () => setSentTo(email),
    });
  }

  if (sentTo) {
    return (
      <div ref={answer} className="reset-done" role="status" tabIndex={-1}>
        {/* The same answer for every address (no account enumeration). */}
        <p>{t('resetAsked', { email: sentTo })}</p>
        <p>
          {t('nothingReceived')}{' '}
          <button type="button" className="link-button" onClick={() => setSentTo(null)}>
            {t('askAgain')}
          </button>
          {' · '}
          <Link to="/auth">{t('backToLogin')}</Link>
        </p>
      </div>
    );
  }
  return (
    <form ref={keepTyped} className="account-form" method="post" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} aria-busy={ask.isPending}>
      <FormErrorSummary title={form.summary} errors={errorItems(form.errors, ids)} />
      <EmailField
        id={ids.email}
        name="email"
        label={t('accountEmail')}
        words={words}
        autoComplete="username"
        required
        value={form.values.email}
        error={form.errors.email}
        onChange={(e) => form.set('email', e.target.value)}
      />
      <div className="account-form__actions">
        <Button type="submit" pending={ask.isPending}>
          {ask.isPending ? t('sending') : t('getLink')}
        </Button>
        <Link to="/auth">{t('backToLogin')}</Link>
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
  const t = useMessages(sessionMessages);
  const words = useFormWords();
  const form = useFormFields({ token: tokenFromLink ?? '', password: '', passwordConfirmation: '' });
  const { keepTyped } = form;
  const [badToken, setBadToken] = useState(false);
  const id = useId();
  const ids = { token: `${id}-token`, password: `${id}-password`, passwordConfirmation: `${id}-confirmation` };
  const v = form.values;
  const reset = useMutation(resetPasswordMutation(api));
  const submit = useFormSubmission(form, ids, reset, t('resetFailed'));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setBadToken(false);
    submit(event, {
      errors: collectErrors({
        token: v.token.trim() ? null : t('tokenMissing'),
        password: passwordError(v.password, words.password),
        passwordConfirmation: confirmationError(v.password, v.passwordConfirmation, words.password),
      }),
      invalid: t('formErrors'),
      variables: { token: v.token.trim(), password: v.password, passwordConfirmation: v.passwordConfirmation },
      onSuccess: onDone,
      explain: (error) => {
        if (!isBadToken(error)) return null;
        setBadToken(true);
        // The token field exists only when the visitor typed it: then the error goes next to it.
        return {
          summary: t('badLink'),
          fieldErrors: tokenFromLink ? undefined : { token: t('badCode') },
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
    words: words.field,
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
  });
  return (
    <form ref={keepTyped} className="account-form" method="post" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} aria-busy={reset.isPending}>
      <FormErrorSummary title={form.summary} errors={errorItems(form.errors, ids)} />
      {badToken ? (
        <p className="reset-again">
          <Link to={ASK_RESET_PATH}>{t('askNewLink')}</Link>
        </p>
      ) : null}
      {tokenFromLink ? null : (
        <TextField {...field('token')} label={t('resetCode')} hint={t('resetCodeHint')} autoComplete="one-time-code" spellCheck={false} autoCapitalize="off" />
      )}
      <NewPasswordField {...field('password')} say={words.password} label={t('newPassword')} />
      <PasswordField {...field('passwordConfirmation')} label={t('newPasswordConfirmation')} autoComplete="new-password" />
      <Button type="submit" className="account-form__submit" pending={reset.isPending}>
        {reset.isPending ? t('saving') : t('saveNewPassword')}
      </Button>
    </form>
  );
}
