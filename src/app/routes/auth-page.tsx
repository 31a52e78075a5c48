/**
 * `/auth` (SPEC §2 "login and registration"): the login form and the registration form side by side
 * on large screens, one under the other on phones. After logging in (or registering, which logs in)
 * the visitor returns to the page they came from (`?retour=`), else to the personal space. Private
 * page: `noindex`, never cached.
 */
import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { UserMe } from '@/api/generated/types';
import { useMessages } from '@/features/i18n/use-messages';
import { LoginForm } from '@/features/session/login-form';
import { sessionMessages } from '@/features/session/messages';
import { RegisterForm } from '@/features/session/register-form';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-path';
import { surface } from '@/ui/surface';
import { showToast } from '@/ui/ui-events';
import { PERSONAL_SPACE_PATH } from './account-loaders';
import { usePrivatePageMeta } from './private-page-meta';
import '@/app/styles/account.css';

/** Route component. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const loginId = useId();
  const registerId = useId();
  const t = useMessages(sessionMessages);
  usePrivatePageMeta(t('authMetaTitle'));
  const back = safeReturnPath(params.get(RETURN_PARAM), PERSONAL_SPACE_PATH);

  function welcome(user: UserMe, created: boolean) {
    const name = user.firstname?.trim();
    const hello = name ? t('helloName', { name }) : t('hello');
    showToast({ message: t(created ? 'registered' : 'loggedIn', { hello }), tone: 'success' });
    void navigate(back, { replace: true });
  }

  return (
    <div className="account-page container">
      <h1 className="account-page__title">{t('authTitle')}</h1>
      <p className="account-page__intro">{t('authIntro')}</p>
      <div className="auth-grid">
        <section className={`account-card ${surface}`} aria-labelledby={loginId}>
          <h2 id={loginId} className="account-card__title">
            {t('haveAccount')}
          </h2>
          <LoginForm labelledBy={loginId} onLoggedIn={(user) => welcome(user, false)} />
        </section>
        <section className={`account-card ${surface}`} aria-labelledby={registerId}>
          <h2 id={registerId} className="account-card__title">
            {t('createAccount')}
          </h2>
          <RegisterForm labelledBy={registerId} onRegistered={(user) => welcome(user, true)} />
        </section>
      </div>
    </div>
  );
}
