/**
 * The newsletter entry point of the footer (SPEC §1 "sign up to a newsletter", §7
 * `POST /newsletter/subscribe`): e-mail plus explicit consent (GDPR), answered by a toast.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { ApiError } from '@/api/api-error';
import { useI18n } from '@/features/i18n/use-i18n';
import { Button } from '@/ui/button';
import { showToast } from '@/ui/ui-events';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-up form. */
export function NewsletterSignup() {
  const api = useApi();
  const { t } = useI18n();
  const id = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const subscribe = useMutation({
    mutationFn: (address: string) => api.call('subscribeNewsletter', { body: { email: address, consent: true } }),
    onSuccess: () => {
      setEmail('');
      setConsent(false);
      showToast({ message: t('newsletter.thanks'), tone: 'success' });
    },
    onError: (failure: unknown) => {
      setError(failure instanceof ApiError && failure.message ? failure.message : t('newsletter.failed'));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setError(t('newsletter.invalidEmail'));
      return;
    }
    if (!consent) {
      setError(t('newsletter.consentRequired'));
      return;
    }
    setError(null);
    subscribe.mutate(address);
  }

  const errorId = `${id}-error`;
  return (
    <form className="newsletter" onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
      <div className="newsletter__row">
        <label className="visually-hidden" htmlFor={`${id}-email`}>
          {t('newsletter.emailLabel')}
        </label>
        <input
          id={`${id}-email`}
          className="newsletter__input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('newsletter.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error !== null && !EMAIL.test(email.trim())}
        />
        <Button type="submit" variant="accent" disabled={subscribe.isPending}>
          {t('footer.newsletterCta')}
        </Button>
      </div>
      <div className="newsletter__consent">
        <input id={`${id}-consent`} type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
        <label htmlFor={`${id}-consent`}>{t('newsletter.consent')}</label>
      </div>
      <p id={errorId} className="newsletter__error" role="alert">
        {error}
      </p>
    </form>
  );
}
