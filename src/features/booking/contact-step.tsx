/** Step 3 of a booking request: who books (names, e-mail, phone), an optional note, and the consent. */
import type { FormEvent } from 'react';
import { collectErrors, emailError, nameError, phoneError } from '@/lib/field-rules';
import { Button } from '@/ui/button';
import { CheckboxField, FormErrorSummary, TextAreaField, TextField } from '@/ui/form-field';
import { errorItems, type FormFields } from '@/ui/use-form-fields';
import type { StepTitle } from './booking-progress';

/** The contact form's values. */
export const CONTACT = { firstname: '', lastname: '', email: '', phone: '', note: '', consent: false };

/** The contact form's values. */
export type ContactValues = typeof CONTACT;

/** The contact form's messages, by field (empty when it can be sent). */
export function contactErrors(v: ContactValues): Record<string, string> {
  return collectErrors({
    firstname: nameError(v.firstname, 'prénom'),
    lastname: nameError(v.lastname, 'nom'),
    email: emailError(v.email),
    phone: v.phone.trim() ? phoneError(v.phone) : 'Indiquez un numéro de téléphone, pour vous joindre si l’horaire doit changer.',
    note: v.note.length > 2000 ? 'Votre message ne peut pas dépasser 2 000 caractères.' : null,
    consent: v.consent ? null : 'Cochez la case pour que votre demande puisse être traitée.',
  });
}

/** Props of {@link ContactStep}. */
export interface ContactStepProps {
  contact: FormFields<ContactValues>;
  /** Prefix of the fields' ids (the step heading's id). */
  headingId: string;
  title: StepTitle;
  /** The form passed its checks. */
  onDone: () => void;
  onBack: () => void;
}

/** The contact step. */
export function ContactStep({ contact, headingId, title, onDone, onBack }: ContactStepProps) {
  const ids = Object.fromEntries(Object.keys(CONTACT).map((name) => [name, `${headingId}-${name}`]));
  /** The shared props of a text field: its id, name, value, error and change handler. */
  const field = (name: 'firstname' | 'lastname' | 'email' | 'phone' | 'note') => ({
    id: ids[name],
    name,
    value: contact.values[name],
    error: contact.errors[name],
    onChange: (event: { target: { value: string } }) => contact.set(name, event.target.value),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const errors = contactErrors(contact.values);
    const count = Object.keys(errors).length;
    if (count > 0) return contact.fail(`Le formulaire contient ${count > 1 ? `${count} erreurs` : 'une erreur'} :`, errors);
    contact.clearErrors();
    onDone();
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby={headingId}>
      {title('Vos coordonnées')}
      <FormErrorSummary title={contact.summary} errors={errorItems(contact.errors, ids)} />
      <div className="booking__fields">
        <TextField {...field('firstname')} label="Prénom" required autoComplete="given-name" />
        <TextField {...field('lastname')} label="Nom" required autoComplete="family-name" />
        <TextField
          {...field('email')}
          type="email"
          label="Adresse e-mail"
          required
          autoComplete="email"
          hint="La confirmation vous est envoyée à cette adresse."
        />
        <TextField {...field('phone')} type="tel" label="Téléphone" required autoComplete="tel" hint="Pour vous joindre si l’horaire doit changer." />
      </div>
      <TextAreaField
        {...field('note')}
        label="Un mot à nous transmettre"
        hint="Facultatif : une précision utile, l’adresse d’une prestation à domicile…"
        rows={4}
        maxLength={2000}
      />
      <CheckboxField
        id={ids.consent}
        name="consent"
        checked={contact.values.consent}
        error={contact.errors.consent}
        onChange={(e) => contact.set('consent', e.target.checked)}
        label={
          <>
            J’accepte que mes données soient utilisées pour gérer ce rendez-vous, conformément à la <a href="/privacy-policy">politique de confidentialité</a>.
          </>
        }
      />
      <div className="booking__actions">
        <Button variant="secondary" onClick={onBack}>
          Retour
        </Button>
        <Button type="submit">Vérifier ma demande</Button>
      </div>
    </form>
  );
}
