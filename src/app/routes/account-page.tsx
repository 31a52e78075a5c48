/**
 * The personal space, `/mon-compte` (issue 15; SPEC §6 "a member can update the profile, change the
 * password, manage the newsletter, unsubscribe and delete the account"). The loader lets only a
 * logged-in member in; if the session ends while the page is open (logout elsewhere, a 401), the
 * page offers to log in again instead of its forms. Private page: `noindex`, never cached.
 */
import { useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DeleteAccount } from '@/features/account/delete-account';
import { NewsletterSettings } from '@/features/account/newsletter-settings';
import { PasswordForm } from '@/features/account/password-form';
import { ProfileForm } from '@/features/account/profile-form';
import { useLogout, useSession } from '@/features/session/use-session';
import { loginPath } from '@/lib/return-path';
import { Button, buttonClassName } from '@/ui/button';
import { surface } from '@/ui/surface';
import { usePrivatePageMeta } from './private-page-meta';
import '@/app/styles/account.css';

const SECTIONS = [
  { id: 'informations', title: 'Mes informations' },
  { id: 'mot-de-passe', title: 'Mot de passe' },
  { id: 'lettre', title: 'Lettre d’information' },
  { id: 'suppression', title: 'Supprimer mon compte' },
] as const;

/** Route component. */
export function Component() {
  const { user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const navId = useId();
  usePrivatePageMeta('Mon espace');

  if (!user) {
    return (
      <div className="account-page container">
        <h1 className="account-page__title">Mon espace</h1>
        <p className="account-page__intro">Vous n’êtes pas connecté(e). Connectez-vous pour retrouver vos informations.</p>
        <Link className={buttonClassName('primary')} to={loginPath(`${location.pathname}${location.search}`)}>
          Se connecter
        </Link>
      </div>
    );
  }

  const leave = () => void navigate('/', { replace: true });
  return (
    <div className="account-page container">
      <div className="account-page__head">
        <h1 className="account-page__title">Mon espace</h1>
        <Button
          variant="secondary"
          onClick={() => {
            logout();
            leave();
          }}
        >
          Se déconnecter
        </Button>
      </div>
      <p className="account-page__intro">
        Bonjour {user.firstname?.trim() || user.email}, vous êtes connecté(e) avec l’adresse <strong>{user.email}</strong>.
      </p>
      <nav className="account-nav" aria-labelledby={navId}>
        <h2 id={navId} className="visually-hidden">
          Rubriques de mon espace
        </h2>
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-sections">
        <section id="informations" className={`account-card ${surface}`} aria-labelledby="informations-titre">
          <h2 id="informations-titre" className="account-card__title">
            Mes informations
          </h2>
          <ProfileForm user={user} labelledBy="informations-titre" />
        </section>
        <section id="mot-de-passe" className={`account-card ${surface}`} aria-labelledby="mot-de-passe-titre">
          <h2 id="mot-de-passe-titre" className="account-card__title">
            Mot de passe
          </h2>
          <PasswordForm email={user.email} labelledBy="mot-de-passe-titre" />
        </section>
        <section id="lettre" className={`account-card ${surface}`} aria-labelledby="lettre-titre">
          <h2 id="lettre-titre" className="account-card__title">
            Lettre d’information
          </h2>
          <p className="account-card__text">Choisissez les lettres que vous souhaitez recevoir par e-mail.</p>
          <NewsletterSettings labelledBy="lettre-titre" />
        </section>
        <section id="suppression" className={`account-card account-card--danger ${surface}`} aria-labelledby="suppression-titre">
          <h2 id="suppression-titre" className="account-card__title">
            Supprimer mon compte
          </h2>
          <DeleteAccount onDeleted={leave} />
        </section>
      </div>
    </div>
  );
}
