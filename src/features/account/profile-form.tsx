/**
 * "Mes informations" of the personal space (SPEC §3 User (me), §7 PUT /user): e-mail, phone, first
 * name, last name, birth date, checked before sending, server field errors next to their fields.
 * The saved profile becomes the session's user at once (the header greets the new first name).
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { updateUserMutation } from '@/api/mutations/account';
import type { UserMe } from '@/api/generated/types';
import { useUpdateSessionUser } from '@/features/session/use-session';
import { IdentityFields, identityBody, identityErrors, type IdentityValues } from '@/features/session/identity-fields';
import { useFormSubmission } from '@/features/forms/use-form-submission';
import { useFieldMessages } from '@/features/i18n/use-field-messages';
import { useMessages } from '@/features/i18n/use-messages';
import { collectErrors } from '@/lib/field-rules';
import { Button } from '@/ui/button';
import { FormErrorSummary } from '@/ui/form-field';
import { errorItems, useFormFields } from '@/ui/use-form-fields';
import { accountMessages } from './messages';
import { SavedStatus } from './saved-status';

function valuesOf(user: UserMe): IdentityValues {
  return {
    firstname: user.firstname ?? '',
    lastname: user.lastname ?? '',
    email: user.email,
    phone: user.phone ?? '',
    birthdate: user.birthdate ?? '',
  };
}

/** The profile form, filled with the member's current data. */
export function ProfileForm({ user, labelledBy }: { user: UserMe; labelledBy: string }) {
  const api = useApi();
  const updateSessionUser = useUpdateSessionUser();
  const t = useMessages(accountMessages);
  const say = useFieldMessages();
  const form = useFormFields(valuesOf(user));
  const { keepTyped } = form;
  const [saved, setSaved] = useState<string | null>(null);
  const id = useId();
  const ids = Object.fromEntries(Object.keys(valuesOf(user)).map((name) => [name, `${id}-${name}`]));
  const v = form.values;
  const save = useMutation(updateUserMutation(api));

  const submit = useFormSubmission(form, ids, save, t('profileFailed'));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setSaved(null);
    submit(event, {
      errors: collectErrors(identityErrors(v, say)),
      invalid: t('profileInvalid'),
      variables: identityBody(v),
      onSuccess: (updated) => {
        updateSessionUser(updated);
        form.reset(valuesOf(updated));
        setSaved(t('profileSaved'));
      },
    });
  }

  const text = (name: keyof typeof v) => ({
    id: ids[name],
    name,
    value: v[name],
    error: form.errors[name],
    onChange: (e: { target: { value: string } }) => {
      setSaved(null);
      form.set(name, e.target.value);
    },
  });
  return (
    <form ref={keepTyped} className="account-form" method="post" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} aria-busy={save.isPending}>
      <FormErrorSummary title={form.summary} errors={errorItems(form.errors, ids)} />
      <IdentityFields bind={text} emailHint={t('emailIsLogin')} emailAutoComplete="email" />
      <div className="account-form__actions">
        <Button type="submit" pending={save.isPending}>
          {save.isPending ? t('saving') : t('saveProfile')}
        </Button>
        <SavedStatus message={saved} />
      </div>
    </form>
  );
}
