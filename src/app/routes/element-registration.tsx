/**
 * Registration for an element (`POST /element/{route}/{id}/register`): plain React fields, checked
 * here for what a visitor can fix at once (required fields, e-mail shape, number of places), then by
 * the server, whose field errors show under their field. Nothing typed is lost on an error; success
 * replaces the form with a confirmation, and the places left are refreshed.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { ApiError } from '@/api/api-error';
import type { Element, RegisterForElementBody } from '@/api/generated/types';
import { elementQueryOptions, elementsQueryOptions } from '@/api/queries/content';
import { Button } from '@/ui/button';

type FieldName = 'firstname' | 'lastname' | 'email' | 'phone' | 'places' | 'message';
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const FIELDS: readonly FieldName[] = ['firstname', 'lastname', 'email', 'phone', 'places', 'message'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Most places one registration may take (the request schema's maximum). */
const MAX_PLACES = 20;

function isFieldName(key: string): key is FieldName {
  return (FIELDS as readonly string[]).includes(key);
}

/** What the visitor can fix before sending: French messages per field. */
export function checkRegistration(values: Values): Errors {
  const errors: Errors = {};
  if (!values.firstname.trim()) errors.firstname = 'Indiquez votre prénom.';
  if (!values.lastname.trim()) errors.lastname = 'Indiquez votre nom.';
  if (!values.email.trim()) errors.email = 'Indiquez votre adresse e-mail.';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Adresse e-mail invalide (exemple : prenom@exemple.fr).';
  if (values.phone.trim() && !/^[+0-9 ().-]{6,30}$/.test(values.phone.trim())) errors.phone = 'Numéro de téléphone invalide.';
  const places = Number(values.places);
  if (!/^\d+$/.test(values.places.trim()) || places < 1 || places > MAX_PLACES) errors.places = `Indiquez un nombre de places entre 1 et ${MAX_PLACES}.`;
  return errors;
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

/** Server field errors (`data` of a 400) on our fields; anything else becomes the form's message. */
function serverErrors(error: unknown): { fields: Errors; message: string } {
  if (!(error instanceof ApiError)) return { fields: {}, message: 'L’inscription n’a pas pu être envoyée. Vérifiez votre connexion puis réessayez.' };
  const fields: Errors = {};
  for (const [key, text] of Object.entries(error.fieldErrors ?? {})) {
    const name = key.split('.').pop() ?? key;
    if (isFieldName(name)) fields[name] = text;
  }
  return { fields, message: error.message || 'L’inscription n’a pas pu être enregistrée.' };
}

/** The registration form of one element. */
export function ElementRegistration({ route, element }: { route: string; element: Element }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({ firstname: '', lastname: '', email: '', phone: '', places: '1', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const register = useMutation({
    mutationFn: (body: RegisterForElementBody) => api.call('registerForElement', { pathParams: { route, id: element.id }, body }),
    onSuccess: (_data, body) => {
      setDone(`Merci ${body.firstname}, votre inscription à « ${element.name} » est enregistrée (${body.places ?? 1} place${(body.places ?? 1) > 1 ? 's' : ''}). Vous allez recevoir une confirmation par e-mail.`);
      void queryClient.invalidateQueries({ queryKey: elementQueryOptions(api, route, element.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: elementsQueryOptions(api, route).queryKey.slice(0, 3) });
    },
    onError: (error: unknown) => {
      const { fields, message } = serverErrors(error);
      setErrors(fields);
      setFormError(Object.keys(fields).length > 0 ? 'Certains champs sont à corriger.' : message);
      focusFirstError(fields);
    },
  });

  function focusFirstError(fields: Errors) {
    const first = FIELDS.find((name) => fields[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError('Certains champs sont à corriger.');
      focusFirstError(found);
      return;
    }
    setFormError(null);
    register.mutate(registrationBody(values));
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
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: FieldName) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="element-registration__error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form ref={formRef} className="element-registration" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="element-registration__title">
        S’inscrire
      </h2>
      <p className="element-registration__hint">Les champs marqués d’un astérisque (*) sont obligatoires.</p>
      <div className="element-registration__row">
        <div className="element-registration__field">
          <label htmlFor={`${id}-firstname`}>Prénom *</label>
          <input {...field('firstname')} autoComplete="given-name" required maxLength={100} />
          {error('firstname')}
        </div>
        <div className="element-registration__field">
          <label htmlFor={`${id}-lastname`}>Nom *</label>
          <input {...field('lastname')} autoComplete="family-name" required maxLength={100} />
          {error('lastname')}
        </div>
      </div>
      <div className="element-registration__field">
        <label htmlFor={`${id}-email`}>E-mail *</label>
        <input {...field('email')} type="email" autoComplete="email" required />
        {error('email')}
      </div>
      <div className="element-registration__row">
        <div className="element-registration__field">
          <label htmlFor={`${id}-phone`}>Téléphone</label>
          <input {...field('phone')} type="tel" autoComplete="tel" maxLength={30} />
          {error('phone')}
        </div>
        <div className="element-registration__field">
          <label htmlFor={`${id}-places`}>Nombre de places *</label>
          <input {...field('places')} type="number" inputMode="numeric" min={1} max={MAX_PLACES} required />
          {error('places')}
        </div>
      </div>
      <div className="element-registration__field">
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea {...field('message')} rows={3} maxLength={2000} />
        {error('message')}
      </div>
      <p className="element-registration__form-error" role="alert">
        {formError}
      </p>
      <Button type="submit" disabled={register.isPending}>
        {register.isPending ? 'Envoi…' : 'Je m’inscris'}
      </Button>
    </form>
  );
}
