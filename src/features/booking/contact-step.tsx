/** Step 3 of a booking request: who books (names, e-mail, phone), an optional note, and the consent. */
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useFieldMessages } from '@/features/i18n/use-field-messages';
import { useFormWords } from '@/features/i18n/use-form-words';
import { collectErrors, emailError, nameError, phoneError, type FieldSay } from '@/lib/field-rules';
import { Button } from '@/ui/button';
import { CheckboxField, FormErrorSummary, TextAreaField, TextField } from '@/ui/form-field';
import { errorItems, focusFirstError, type FormFields } from '@/ui/use-form-fields';
import type { StepTitle } from './booking-progress';
import { useBookingWords, type BookingWords } from './messages';

/** The contact form's values. */
export const CONTACT = { firstname: '', lastname: '', email: '', phone: '', note: '', consent: false };

/** The contact form's values. */
export type ContactValues = typeof CONTACT;

/** The contact form's messages, by field (empty when it can be sent), in the page's language. */
export function contactErrors(v: ContactValues, t: BookingWords['t'], say: FieldSay): Record<string, string> {
  return collectErrors({
    firstname: nameError(v.firstname, 'prénom', say),
    lastname: nameError(v.lastname, 'nom', say),
    email: emailError(v.email, say),
    phone: v.phone.trim() ? phoneError(v.phone, null, say) : t('phoneMissing'),
    note: v.note.length > 2000 ? t('noteTooLong') : null,
    consent: v.consent ? null : t('consentMissing'),
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
  const { t } = useBookingWords();
  const say = useFieldMessages();
  const fieldWords = useFormWords().field;
  const ids = Object.fromEntries(Object.keys(CONTACT).map((name) => [name, `${headingId}-${name}`]));
  /** The shared props of a text field: its id, name, value, error and change handler. */
  const field = (name: 'firstname' | 'lastname' | 'email' | 'phone' | 'note') => ({
    id: ids[name],
    name,
    value: contact.values[name],
    error: contact.errors[name],
    onChange: (event: { target: { value: string } }) => contact.set(name, event.target.value),
    words: fieldWords,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const errors = contactErrors(contact.values, t, say);
    const count = Object.keys(errors).length;
    if (count > 0) {
      // As every hand-written form (useFormSubmission): the focus on the first field in error, which
      // brings it into view (the button is far below the summary at 390 px).
      contact.fail(t('errors', { count }), errors);
      focusFirstError(errors, ids);
      return;
    }
    contact.clearErrors();
    onDone();
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby={headingId}>
      {title(t('contactQuestion'))}
      <FormErrorSummary title={contact.summary} errors={errorItems(contact.errors, ids)} />
      <div className="booking__fields">
        <TextField {...field('firstname')} label={t('firstname')} required autoComplete="given-name" />
        <TextField {...field('lastname')} label={t('lastname')} required autoComplete="family-name" />
        <TextField {...field('email')} type="email" label={t('email')} required autoComplete="email" hint={t('emailHint')} />
        <TextField {...field('phone')} type="tel" label={t('phone')} required autoComplete="tel" hint={t('phoneHint')} />
      </div>
      <TextAreaField {...field('note')} label={t('note')} optional hint={t('noteHint')} rows={4} maxLength={2000} />
      <CheckboxField
        id={ids.consent}
        name="consent"
        checked={contact.values.consent}
        error={contact.errors.consent}
        onChange={(e) => contact.set('consent', e.target.checked)}
        label={
          <>
            {t('consentBefore')}
            <Link to="/privacy-policy">{t('consentLink')}</Link>
            {t('consentAfter')}
          </>
        }
      />
      <div className="booking__actions">
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
        <Button type="submit">{t('check')}</Button>
      </div>
    </form>
  );
}
