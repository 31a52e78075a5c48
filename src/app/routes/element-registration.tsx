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
import { REGISTRATION_FAILURE, registerForElementMutation } from '@/api/mutations/forms';
import { useFormSubmission } from '@/features/forms/use-form-submission';
import { collectErrors, emailError, phoneError, requiredError } from '@/lib/field-rules';
import { Button } from '@/ui/button';
import { EmailField, FormErrorSummary, TextAreaField, TextField } from '@/ui/form-field';
import { errorItems, useFormFields, type FieldErrorMap } from '@/ui/use-form-fields';

type FieldName = 'firstname' | 'lastname' | 'email' | 'phone' | 'places' | 'message';
type Values = Record<FieldName, string>;

const FIELDS: readonly FieldName[] = ['firstname', 'lastname', 'email', 'phone', 'places', 'message'];
const EMPTY: Values = { firstname: '', lastname: '', email: '', phone: '', places: '1', message: '' };
const TO_FIX = 'Certains champs sont à corriger.';
/** Most places one registration may take (the request schema's maximum). */
const MAX_PLACES = 20;

function isFieldName(key: string): key is FieldName {
  return (FIELDS as readonly string[]).includes(key);
}

/** What the visitor can fix before sending: French messages per field. */
export function checkRegistration(values: Values): FieldErrorMap {
  const places = Number(values.places);
  return collectErrors({
    firstname: requiredError(values.firstname, 'Indiquez votre prénom.'),
    lastname: requiredError(values.lastname, 'Indiquez votre nom.'),
    email: emailError(values.email),
    phone: phoneError(values.phone),
    places: !/^\d+$/.test(values.places.trim()) || places < 1 || places > MAX_PLACES ? `Indiquez un nombre de places entre 1 et ${MAX_PLACES}.` : null,
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
 * submission from the call's own failure (REGISTRATION_FAILURE, then the server's reason or what to do).
 */
function serverErrors(error: unknown): { summary: string; fieldErrors: FieldErrorMap } | null {
  const fieldErrors: FieldErrorMap = {};
  for (const [key, text] of Object.entries(error instanceof ApiError ? (error.fieldErrors ?? {}) : {})) {
    const name = key.split('.').pop() ?? key;
    if (isFieldName(name)) fieldErrors[name] = text;
  }
  return Object.keys(fieldErrors).length > 0 ? { summary: TO_FIX, fieldErrors } : null;
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
  const form = useFormFields<Values>(EMPTY);
  const [done, setDone] = useState<string | null>(null);
  const register = useMutation(registerForElementMutation(api, route, element.id));
  const submit = useFormSubmission(form, ids, register, REGISTRATION_FAILURE);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const body = registrationBody(form.values);
    submit(event, {
      errors: checkRegistration(form.values),
      invalid: TO_FIX,
      variables: body,
      onSuccess: () => {
        const places = body.places ?? 1;
        setDone(
          `Merci ${body.firstname}, votre inscription à « ${element.name} » est enregistrée (${places} place${places > 1 ? 's' : ''}). Vous allez recevoir une confirmation par e-mail.`,
        );
      },
      explain: serverErrors,
    });
  }

  if (done) {
    return (
      <div className="element-registration element-registration--done" role="status">
        <h2 className="element-registration__title">Inscription confirmée</h2>
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
  });

  return (
    <form className="element-registration" method="post" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} aria-busy={register.isPending}>
      <h2 id={`${id}-title`} className="element-registration__title">
        S’inscrire
      </h2>
      <FormErrorSummary title={form.summary} errors={errorItems(form.errors, ids)} />
      <div className="element-registration__row">
        <TextField {...field('firstname')} label="Prénom" autoComplete="given-name" required maxLength={100} />
        <TextField {...field('lastname')} label="Nom" autoComplete="family-name" required maxLength={100} />
      </div>
      <EmailField {...field('email')} label="E-mail" autoComplete="email" required />
      <div className="element-registration__row">
        <TextField {...field('phone')} label="Téléphone" type="tel" autoComplete="tel" maxLength={30} />
        <TextField {...field('places')} label="Nombre de places" type="number" inputMode="numeric" min={1} max={MAX_PLACES} required />
      </div>
      <TextAreaField {...field('message')} label="Message" rows={3} maxLength={2000} />
      <Button type="submit" disabled={register.isPending}>
        {register.isPending ? 'Envoi…' : 'Je m’inscris'}
      </Button>
    </form>
  );
}
