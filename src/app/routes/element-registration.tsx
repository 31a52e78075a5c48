/**
 * Registration for an element (`POST /element/{route}/{id}/register`): the site's field kit
 * (src/ui/form-field.tsx) and field rules (src/lib/field-rules.ts), checked here for what a visitor
 * can fix at once (required fields, e-mail and phone shape, number of places), then by the server,
 * whose field errors show under their field. Nothing typed is lost on an error; success replaces the
 * form with a confirmation, and the places left are refreshed.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { ApiError } from '@/api/api-error';
import type { Element, RegisterForElementBody } from '@/api/generated/types';
import { registerForElementMutation } from '@/api/mutations/forms';
import { useFormSubmission } from '@/features/forms/use-form-submission';
import { useFieldMessages } from '@/features/i18n/use-field-messages';
import { useFormWords } from '@/features/i18n/use-form-words';
import type { TranslateFn } from '@/features/i18n/messages';
import { useMessages } from '@/features/i18n/use-messages';
import { collectErrors, emailError, phoneError, requiredError, type FieldSay } from '@/lib/field-rules';
import { Button } from '@/ui/button';
import { EmailField, FormErrorSummary, TextAreaField, TextField } from '@/ui/form-field';
import { errorItems, useFormFields, type FieldErrorMap } from '@/ui/use-form-fields';
import { elementMessages, type elementFr } from './element-messages';

type FieldName = 'firstname' | 'lastname' | 'email' | 'phone' | 'places' | 'message';
type Values = Record<FieldName, string>;

const FIELDS: readonly FieldName[] = ['firstname', 'lastname', 'email', 'phone', 'places', 'message'];
const EMPTY: Values = { firstname: '', lastname: '', email: '', phone: '', places: '1', message: '' };
/** Most places one registration may take (the request schema's maximum). */
const MAX_PLACES = 20;

function isFieldName(key: string): key is FieldName {
  return (FIELDS as readonly string[]).includes(key);
}

/** What the visitor can fix before sending, in the page's language: the field rules' messages (`say`) and the form's own (`t`). */
export function checkRegistration(values: Values, say: FieldSay, t: TranslateFn<typeof elementFr>): FieldErrorMap {
  const places = Number(values.places);
  return collectErrors({
    firstname: requiredError(values.firstname, say('firstnameMissing')),
    lastname: requiredError(values.lastname, say('lastnameMissing')),
    email: emailError(values.email, say),
    phone: phoneError(values.phone, null, say),
    places: !/^\d+$/.test(values.places.trim()) || places < 1 || places > MAX_PLACES ? t('placesInvalid', { max: MAX_PLACES }) : null,
  });
}

/** The request body from the typed values (optional fields left out when blank). */
export function registrationBody(values: Values): RegisterForElementBody {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    places: Number(values.places),
    ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
    ...(values.message.trim() ? { message: values.message.trim() } : {}),
  };
}

/**
 * Server field errors (`data` of a 400) on our fields; anything else is worded by the form's
 * submission from the call's own failure (the book's `failure`, then the server's reason or what to do).
 */
function serverErrors(error: unknown, toFix: string): { summary: string; fieldErrors: FieldErrorMap } | null {
  const fieldErrors: FieldErrorMap = {};
  for (const [key, text] of Object.entries(error instanceof ApiError ? (error.fieldErrors ?? {}) : {})) {
    const name = key.split('.').pop() ?? key;
    if (isFieldName(name)) fieldErrors[name] = text;
  }
  return Object.keys(fieldErrors).length > 0 ? { summary: toFix, fieldErrors } : null;
}

/** The registration form of one element. */
export function ElementRegistration({ route, element }: { route: string; element: Element }) {
  const api = useApi();
  // Ids from the element, not useId(): the page's server and browser trees may number hooks differently,
  // and the focus on an error and the summary's links must find the field by its id.
  const id = `inscription-${element.id}`;
  const ids: Record<FieldName, string> = {
    firstname: `${id}-firstname`,
    lastname: `${id}-lastname`,
    email: `${id}-email`,
    phone: `${id}-phone`,
    places: `${id}-places`,
    message: `${id}-message`,
  };
  const t = useMessages(elementMessages);
  const say = useFieldMessages();
  const words = useFormWords().field;
  const form = useFormFields<Values>(EMPTY);
  const [done, setDone] = useState<string | null>(null);
  const register = useMutation(registerForElementMutation(api, route, element.id));
  const submit = useFormSubmission(form, ids, register, t('failure'));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const body = registrationBody(form.values);
    submit(event, {
      errors: checkRegistration(form.values, say, t),
      invalid: t('toFix'),
      variables: body,
      onSuccess: () => setDone(t('done', { name: body.firstname, title: element.name, count: body.places ?? 1 })),
      explain: (error) => serverErrors(error, t('toFix')),
    });
  }

  if (done) {
    return (
      <div className="element-registration element-registration--done" role="status">
        <h2 className="element-registration__title">{t('doneTitle')}</h2>
        <p>{done}</p>
      </div>
    );
  }

  const field = (name: FieldName) => ({
    id: ids[name],
    name,
    value: form.values[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
    words,
  });

  return (
    <form className="element-registration" method="post" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} aria-busy={register.isPending}>
      <h2 id={`${id}-title`} className="element-registration__title">
        {t('register')}
      </h2>
      <FormErrorSummary title={form.summary} errors={errorItems(form.errors, ids)} />
      <div className="element-registration__row">
        <TextField {...field('firstname')} label={t('firstname')} autoComplete="given-name" required maxLength={100} />
        <TextField {...field('lastname')} label={t('lastname')} autoComplete="family-name" required maxLength={100} />
      </div>
      <EmailField {...field('email')} label={t('email')} autoComplete="email" required />
      <div className="element-registration__row">
        <TextField {...field('phone')} label={t('phone')} type="tel" autoComplete="tel" maxLength={30} />
        <TextField {...field('places')} label={t('places')} type="number" inputMode="numeric" min={1} max={MAX_PLACES} required />
      </div>
      <TextAreaField {...field('message')} label={t('message')} rows={3} maxLength={2000} />
      <Button type="submit" pending={register.isPending}>
        {t(register.isPending ? 'sending' : 'submit')}
      </Button>
    </form>
  );
}
