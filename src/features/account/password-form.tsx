/**
 * Password change of the personal space (SPEC §7 PUT /user/password): current password, new one
 * (rule stated before typing, checked as typed), confirmation. A hidden username field lets password
 * managers update the right entry.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { updatePasswordMutation } from '@/api/mutations/account';
import { collectErrors } from '@/lib/field-rules';
import { confirmationError, passwordError } from '@/lib/password-rule';
import { Button } from '@/ui/button';
import { FormErrorSummary, PasswordField } from '@/ui/form-field';
import { NewPasswordField } from '@/ui/new-password-field';
import { errorItems, useFormFields } from '@/ui/use-form-fields';
import { useFormSubmission } from '@/features/forms/use-form-submission';
import { useFormWords } from '@/features/i18n/use-form-words';
import { useMessages } from '@/features/i18n/use-messages';
import { accountMessages } from './messages';
import { SavedStatus } from './saved-status';

const EMPTY = { oldPassword: '', password: '', passwordConfirmation: '' };

/** The password change form of the member with this e-mail. */
export function PasswordForm({ email, labelledBy }: { email: string; labelledBy: string }) {
  const api = useApi();
  const t = useMessages(accountMessages);
  const words = useFormWords();
  const form = useFormFields(EMPTY);
  const { keepTyped } = form;
  const [saved, setSaved] = useState<string | null>(null);
  const id = useId();
  const ids = { oldPassword: `${id}-old`, password: `${id}-new`, passwordConfirmation: `${id}-confirmation` };
  const v = form.values;
  const change = useMutation(updatePasswordMutation(api));

  const submit = useFormSubmission(form, ids, change, t('passwordFailed'));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setSaved(null);
    submit(event, {
      errors: collectErrors({
        oldPassword: v.oldPassword ? null : t('oldPasswordMissing'),
        password: passwordError(v.password, words.password) ?? (v.password === v.oldPassword ? t('sameAsOld') : null),
        passwordConfirmation: confirmationError(v.password, v.passwordConfirmation, words.password),
      }),
      invalid: t('passwordInvalid'),
      variables: v,
      onSuccess: () => {
        form.reset();
        setSaved(t('passwordChanged'));
      },
    });
  }

  const field = (name: keyof typeof EMPTY) => ({
    id: ids[name],
    name,
    value: v[name],
    error: form.errors[name],
    required: true,
    words: words.field,
    onChange: (e: { target: { value: string } }) => {
      setSaved(null);
      form.set(name, e.target.value);
    },
  });
  return (
    <form ref={keepTyped} className="account-form" method="post" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} aria-busy={change.isPending}>
      <FormErrorSummary title={form.summary} errors={errorItems(form.errors, ids)} />
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField {...field('oldPassword')} label={t('oldPassword')} autoComplete="current-password" />
      <NewPasswordField {...field('password')} say={words.password} label={t('newPassword')} />
      <PasswordField {...field('passwordConfirmation')} label={t('newPasswordConfirmation')} autoComplete="new-password" />
      <div className="account-form__actions">
        <Button type="submit" pending={change.isPending}>
          {change.isPending ? t('changing') : t('changePassword')}
        </Button>
        <SavedStatus message={saved} />
      </div>
    </form>
  );
}
