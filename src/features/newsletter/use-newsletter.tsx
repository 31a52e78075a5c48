/**
 * Newsletter sign-up (SPEC §1, §7 `POST /newsletter/subscribe`): e-mail plus an explicit, unticked
 * consent box (GDPR). One form for the footer and the `newsletter` block; callers hide it when the
 * site's NEWSLETTER_ENABLED setting is off (`useNewsletterEnabled`). Its own French strings.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { subscribeNewsletterMutation } from '@/api/mutations/newsletter';
import { ApiError } from '@/api/api-error';
import { parametersQueryOptions } from '@/api/queries/site';
import { isEmail } from '@/lib/field-rules';
import { indexParameters, parameterBoolean } from '@/lib/parameters';
import { Button } from '@/ui/button';
import './newsletter.css';

/** The form's texts (French). */
export const NEWSLETTER_TEXT = {
  emailLabel: 'Votre adresse e-mail',
  emailPlaceholder: 'prenom@exemple.fr',
  consent: 'J’accepte de recevoir la lettre par e-mail. Désinscription en un clic à tout moment.',
  submit: 'Recevoir la lettre',
  pending: 'Inscription…',
  thanks: 'Merci ! Votre inscription à la lettre est bien enregistrée.',
  invalidEmail: 'Cette adresse e-mail n’est pas valide : vérifiez-la (par exemple prenom@exemple.fr).',
  alreadySubscribed: 'Cette adresse e-mail est déjà inscrite à la lettre : vous recevez déjà nos nouvelles.',
  consentRequired: 'Cochez la case pour accepter de recevoir la lettre.',
  failed: 'L’inscription n’a pas abouti. Réessayez dans un instant.',
} as const;

/** The French message for a failed sign-up: already subscribed (409), invalid address (400), else generic. */
export function newsletterFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return NEWSLETTER_TEXT.failed;
  if (error.status === 409) return NEWSLETTER_TEXT.alreadySubscribed;
  if (error.fieldErrors?.email) return NEWSLETTER_TEXT.invalidEmail;
  return error.status === 0 ? NEWSLETTER_TEXT.failed : error.message || NEWSLETTER_TEXT.failed;
}

/** Whether the site offers the newsletter (parameter NEWSLETTER_ENABLED, on when absent). */
export function useNewsletterEnabled(): boolean {
  const { data } = useSuspenseQuery(parametersQueryOptions(useApi()));
  return parameterBoolean(indexParameters(data), 'NEWSLETTER_ENABLED', true);
}

/** The sign-up form; `compact` is the footer's one-line layout. */
export function NewsletterForm({ compact = false }: { compact?: boolean }) {
  const api = useApi();
  const id = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<{ field: 'email' | 'consent' | null; message: string } | null>(null);
  const [done, setDone] = useState(false);
  const subscribe = useMutation({
    ...subscribeNewsletterMutation(api),
    onSuccess: () => {
      setDone(true);
      setEmail('');
      setConsent(false);
    },
    onError: (failure) => {
      const message = newsletterFailureMessage(failure);
      setError({ field: message === NEWSLETTER_TEXT.invalidEmail || message === NEWSLETTER_TEXT.alreadySubscribed ? 'email' : null, message });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (subscribe.isPending) return;
    const address = email.trim();
    if (!isEmail(address)) {
      setError({ field: 'email', message: NEWSLETTER_TEXT.invalidEmail });
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    if (!consent) {
      setError({ field: 'consent', message: NEWSLETTER_TEXT.consentRequired });
      document.getElementById(`${id}-consent`)?.focus();
      return;
    }
    setError(null);
    subscribe.mutate({ email: address, consent: true });
  }

  const errorId = `${id}-error`;
  if (done) {
    return (
      <p className="newsletter__done" role="status">
        {NEWSLETTER_TEXT.thanks}
      </p>
    );
  }
  return (
    <form className={compact ? 'newsletter newsletter--compact' : 'newsletter'} method="post" onSubmit={onSubmit} noValidate>
      <div className="newsletter__row">
        <label className={compact ? 'visually-hidden' : 'newsletter__label'} htmlFor={`${id}-email`}>
          {NEWSLETTER_TEXT.emailLabel}
        </label>
        <input
          id={`${id}-email`}
          className="newsletter__input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={NEWSLETTER_TEXT.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error?.field === 'email' ? true : undefined}
          aria-describedby={error?.field === 'email' ? errorId : undefined}
        />
        <Button type="submit" variant="accent" disabled={subscribe.isPending}>
          {subscribe.isPending ? NEWSLETTER_TEXT.pending : NEWSLETTER_TEXT.submit}
        </Button>
      </div>
      <div className="newsletter__consent">
        <input
          id={`${id}-consent`}
          type="checkbox"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          aria-invalid={error?.field === 'consent' ? true : undefined}
          aria-describedby={error?.field === 'consent' ? errorId : undefined}
        />
        <label htmlFor={`${id}-consent`}>{NEWSLETTER_TEXT.consent}</label>
      </div>
      <p id={errorId} className="newsletter__error" role="alert">
        {error?.message}
      </p>
    </form>
  );
}
