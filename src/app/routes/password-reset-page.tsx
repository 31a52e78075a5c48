/**
 * `/password/reset/:token?` (SPEC §2): choose a new password with the token of the e-mailed link, or
 * typed when the link lost it. On success the visitor goes to the login form. Private page.
 */
import { useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ResetPasswordForm } from '@/features/session/password-reset-forms';
import { showToast } from '@/ui/ui-events';
import { surface } from '@/ui/surface';
import { usePrivatePageMeta } from './private-page-meta';
import '@/app/styles/account.css';

/** Route component. */
export function Component() {
  const { token } = useParams();
  const navigate = useNavigate();
  const titleId = useId();
  usePrivatePageMeta('Nouveau mot de passe');
  return (
    <div className="account-page account-page--narrow container">
      <section className={`account-card ${surface}`} aria-labelledby={titleId}>
        <h1 id={titleId} className="account-page__title">
          Nouveau mot de passe
        </h1>
        <p className="account-page__intro">Choisissez le mot de passe que vous utiliserez désormais pour vous connecter.</p>
        <ResetPasswordForm
          key={token ?? ''}
          token={token?.trim() || null}
          labelledBy={titleId}
          onDone={() => {
            showToast({ message: 'Votre mot de passe a été modifié : connectez-vous avec le nouveau.', tone: 'success' });
            void navigate('/auth', { replace: true });
          }}
        />
      </section>
    </div>
  );
}
