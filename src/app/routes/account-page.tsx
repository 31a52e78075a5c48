/**
 * The personal space, `/mon-compte` (issue 15; SPEC §6 "a member can update the profile, change the
 * password, manage the newsletter, unsubscribe and delete the account"). The loader lets only a
 * logged-in member in; if the session ends while the page is open (logout elsewhere, a 401), the
 * page offers to log in again instead of its forms. Private page: `noindex`, never cached.
 */
import { useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DeleteAccount } from '@/features/account/delete-account';
import { accountMessages } from '@/features/account/messages';
import { NewsletterSettings } from '@/features/account/newsletter-settings';
import { PasswordForm } from '@/features/account/password-form';
import { ProfileForm } from '@/features/account/profile-form';
import { useMessages } from '@/features/i18n/use-messages';
import { useLogout, useSession } from '@/features/session/use-session';
import { loginPath } from '@/lib/return-path';
import { Button, buttonClassName } from '@/ui/button';
import { surface } from '@/ui/surface';
import { usePrivatePageMeta } from './private-page-meta';
import '@/app/styles/account.css';

const SECTIONS = [
  { id: 'informations', title: 'profileTitle' },
  { id: 'mot-de-passe', title: 'passwordTitle' },
  { id: 'lettre', title: 'newsletterTitle' },
  { id: 'suppression', title: 'deleteTitle' },
] as const;

/** Route component. */
export function Component() {
  const { user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const navId = useId();
  const t = useMessages(accountMessages);
  usePrivatePageMeta(t('title'));

  if (!user) {
    return (
      <div className="account-page container">
        <h1 className="account-page__title">{t('title')}</h1>
        <p className="account-page__intro">{t('notLoggedIn')}</p>
        <Link className={buttonClassName('primary')} to={loginPath(`${location.pathname}${location.search}`)}>
          {t('logIn')}
        </Link>
      </div>
    );
  }

  const leave = () => void navigate('/', { replace: true });
  return (
    <div className="account-page container">
      <div className="account-page__head">
        <h1 className="account-page__title">{t('title')}</h1>
        <Button
          variant="secondary"
          onClick={() => {
            logout();
            leave();
          }}
        >
          {t('logOut')}
        </Button>
      </div>
      <p className="account-page__intro">
        {t('greeting', { name: user.firstname?.trim() || user.email })} <strong>{user.email}</strong>.
      </p>
      <nav className="account-nav" aria-labelledby={navId}>
        <h2 id={navId} className="visually-hidden">
          {t('sections')}
        </h2>
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{t(s.title)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-sections">
        <section id="informations" className={`account-card ${surface}`} aria-labelledby="informations-titre">
          <h2 id="informations-titre" className="account-card__title">
            {t('profileTitle')}
          </h2>
          <ProfileForm user={user} labelledBy="informations-titre" />
        </section>
        <section id="mot-de-passe" className={`account-card ${surface}`} aria-labelledby="mot-de-passe-titre">
          <h2 id="mot-de-passe-titre" className="account-card__title">
            {t('passwordTitle')}
          </h2>
          <PasswordForm email={user.email} labelledBy="mot-de-passe-titre" />
        </section>
        <section id="lettre" className={`account-card ${surface}`} aria-labelledby="lettre-titre">
          <h2 id="lettre-titre" className="account-card__title">
            {t('newsletterTitle')}
          </h2>
          <p className="account-card__text">{t('newsletterIntro')}</p>
          <NewsletterSettings labelledBy="lettre-titre" />
        </section>
        <section id="suppression" className={`account-card account-card--danger ${surface}`} aria-labelledby="suppression-titre">
          <h2 id="suppression-titre" className="account-card__title">
            {t('deleteTitle')}
          </h2>
          <DeleteAccount onDeleted={leave} />
        </section>
      </div>
    </div>
  );
}
