/** `/password/reset/ask` (SPEC §2): ask for a password-reset link. Private page (`noindex`). */
import { useId } from 'react';
import { AskResetForm } from '@/features/session/password-reset-forms';
import { surface } from '@/ui/surface';
import { usePrivatePageMeta } from './private-page-meta';
import '@/app/styles/account.css';

/** Route component. */
export function Component() {
  const titleId = useId();
  usePrivatePageMeta('Mot de passe oublié');
  return (
    <div className="account-page account-page--narrow container">
      <section className={`account-card ${surface}`} aria-labelledby={titleId}>
        <h1 id={titleId} className="account-page__title">
          Mot de passe oublié
        </h1>
        <p className="account-page__intro">
          Indiquez l’adresse e-mail de votre compte&nbsp;: nous vous enverrons un lien pour choisir un nouveau mot de passe.
        </p>
        <AskResetForm labelledBy={titleId} />
      </section>
    </div>
  );
}
