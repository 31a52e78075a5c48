/**
 * Newsletter sign-up (SPEC §1, §7 `POST /newsletter/subscribe`): e-mail plus an explicit, unticked
 * consent box (GDPR). One form for the footer and the `newsletter` block; callers hide it when the
 * site's NEWSLETTER_ENABLED setting is off (`useNewsletterEnabled`). Its own strings: French here,
 * English in its own chunk (use-newsletter.en-gb.ts, loaded by English pages only, issue 36).
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { defineMessages, type TranslateFn } from '@/features/i18n/messages';
import { useMessages } from '@/features/i18n/use-messages';
import { subscribeNewsletterMutation } from '@/api/mutations/newsletter';
import { ApiError } from '@/api/api-error';
import { parametersQueryOptions } from '@/api/queries/site';
import { isEmail } from '@/lib/field-rules';
import { indexParameters, parameterBoolean } from '@/lib/parameters';
import { Button } from '@/ui/button';
import './newsletter.css';
import type { newsletterFr } from './use-newsletter.fr-fr';

/** The form's book. */
export const newsletterMessages = defineMessages('src/features/newsletter/use-newsletter', {
  fr_FR: () => import('./use-newsletter.fr-fr'),
  en_GB: () => import('./use-newsletter.en-gb'),
});

/** The message for a failed sign-up, and the field it concerns: already subscribed (409), invalid address (400), else generic. */
function newsletterFailure(error: unknown, t: TranslateFn<typeof newsletterFr>): { field: 'email' | null; message: string } {
  if (!(error instanceof ApiError)) return { field: null, message: t('failed') };
  if (error.status === 409) return { field: 'email', message: t('alreadySubscribed') };
  if (error.fieldErrors?.email) return { field: 'email', message: t('invalidEmail') };
  return { field: null, message: error.status === 0 ? t('failed') : error.message || t('failed') };
}

/** Moves the focus to an element as it appears. */
function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}

/** Whether the site offers the newsletter (parameter NEWSLETTER_ENABLED, on when absent). */
export function useNewsletterEnabled(): boolean {
  const { data } = useSuspenseQuery(parametersQueryOptions(useApi()));
  return parameterBoolean(indexParameters(data), 'NEWSLETTER_ENABLED', true);
}

/**
 * The sign-up form; `compact` is the footer's one-line layout. Its fields' ids start with `id`, given
 * by the place that shows it: the footer's is fixed, the same wherever the footer renders and
 * hydrates (decision 011, step 2); a block's comes from its own `useId()`.
 */
export function NewsletterForm({ id, compact = false }: { id: string; compact?: boolean }) {
  const api = useApi();
  const t = useMessages(newsletterMessages);
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
      setError(newsletterFailure(failure, t));
      // The button, disabled while sending, lost the focus: back to the address, to correct or send again.
      document.getElementById(`${id}-email`)?.focus();
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (subscribe.isPending) return;
    const address = email.trim();
    if (!isEmail(address)) {
      // An empty field asks for the address; only a typed one can be « not valid ».
      setError({ field: 'email', message: t(address ? 'invalidEmail' : 'emailMissing') });
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    if (!consent) {
      setError({ field: 'consent', message: t('consentRequired') });
      document.getElementById(`${id}-consent`)?.focus();
      return;
    }
    setError(null);
    subscribe.mutate({ email: address, consent: true });
  }

  const errorId = `${id}-error`;
  // The message shows beside what it is about: a wrong address right under the field (it came after the
  // consent box, out of sight under it at 390 px), the box's own under the box, any other at the end.
  // One at a time, inserted with its text: an alert is read as it appears.
  const message =
    error === null ? null : (
      <p id={errorId} className="newsletter__error" role="alert">
        {error.message}
      </p>
    );
  if (done) {
    // Focused: the button that had the focus is gone with the form (else the focus falls to the body).
    return (
      <p className="newsletter__done" role="status" tabIndex={-1} ref={focusOnMount}>
        {t('thanks')}
      </p>
    );
  }
  return (
    <form className={compact ? 'newsletter newsletter--compact' : 'newsletter'} method="post" onSubmit={onSubmit} noValidate>
      <div className="newsletter__row">
        <label className={compact ? 'visually-hidden' : 'newsletter__label'} htmlFor={`${id}-email`}>
          {t('emailLabel')}
        </label>
        <input
          id={`${id}-email`}
          className="newsletter__input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error?.field === 'email' ? true : undefined}
          aria-describedby={error?.field === 'email' ? errorId : undefined}
        />
        {error?.field === 'email' ? message : null}
        <Button type="submit" variant="accent" disabled={subscribe.isPending}>
          {subscribe.isPending ? t('pending') : t('submit')}
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
        <label htmlFor={`${id}-consent`}>{t('consent')}</label>
      </div>
      {error?.field === 'email' ? null : message}
    </form>
  );
}

export type { newsletterFr };
