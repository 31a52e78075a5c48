/**
 * "Mes informations" of the personal space (SPEC §3 User (me), §7 PUT /user): e-mail, phone, first
 * name, last name, birth date, checked before sending, server field errors next to their fields.
 * The saved profile becomes the session's user at once (the header greets the new first name).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { describeFailure } from '@/api/api-error';
import type { UserMe } from '@/api/generated/types';
import { useUpdateSessionUser } from '@/features/session/use-session';
import { IdentityFields, identityBody, identityErrors, type IdentityValues } from '@/features/session/identity-fields';
import { collectErrors } from '@/lib/field-checks';
import { Button } from '@/ui/button';
import { FormErrorSummary } from '@/ui/form-field';
import { errorItems, focusFirstError, useFormFields } from '@/ui/use-form-fields';
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
  const form = useFormFields(valuesOf(user));
  const [saved, setSaved] = useState<string | null>(null);
  const id = useId();
  const ids = Object.fromEntries(Object.keys(valuesOf(user)).map((name) => [name, `${id}-${name}`]));
  const sending = useRef(false);
  const v = form.values;
  const save = useMutation({
    mutationFn: () =>
      api.call('updateUser', { body: identityBody(v) }),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setSaved(null);
    const errors = collectErrors(identityErrors(v));
    if (Object.keys(errors).length > 0) {
      form.fail('Vos informations contiennent des erreurs : corrigez les champs signalés.', errors);
      focusFirstError(errors, ids);
      return;
    }
    form.clearErrors();
    sending.current = true;
    save.mutate(undefined, {
      onSuccess: (updated) => {
        updateSessionUser(updated);
        form.reset(valuesOf(updated));
        setSaved('Vos informations ont été enregistrées.');
      },
      onError: (error) => {
        const { summary, fieldErrors } = describeFailure(error, 'L’enregistrement n’a pas abouti');
        form.fail(summary, fieldErrors);
        focusFirstError(fieldErrors, ids);
      },
      onSettled: () => {
        sending.current = false;
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
    <form className="account-form" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} aria-busy={save.isPending}>
      <FormErrorSummary title={form.summary} errors={errorItems(form.errors, ids)} />
      <IdentityFields bind={text} emailHint="C’est aussi votre identifiant de connexion." emailAutoComplete="email" />
      <div className="account-form__actions">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement…' : 'Enregistrer mes informations'}
        </Button>
        <SavedStatus message={saved} />
      </div>
    </form>
  );
}
