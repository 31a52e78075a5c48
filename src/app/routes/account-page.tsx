/**
 * The personal space, `/mon-compte` (issue 15; SPEC §6 "a member can update the profile, change the
 * password, manage the newsletter, unsubscribe and delete the account"). The loader lets only a
 * logged-in member in; if the session ends while the page is open (logout elsewhere, a 401), the
 * page offers to log in again instead of its forms. Private page: `noindex`, never cached.
 */
import { Link, useLocation, useNavigate } from 'react-router';
import { useLogout, useSession } from '@/features/session/use-session';
import { loginPath } from '@/lib/return-path';
import { Button, buttonClassName } from '@/ui/button';
import { usePrivatePageMeta } from './private-page-meta';
import '@/app/styles/account.css';

/** Route component. */
export function Component() {
  const { user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
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

  return (
    <div className="account-page container">
      <div className="account-page__head">
        <h1 className="account-page__title">Mon espace</h1>
        <Button
          variant="secondary"
          onClick={() => {
            logout();
            void navigate('/', { replace: true });
          }}
        >
          Se déconnecter
        </Button>
      </div>
      <p className="account-page__intro">
        Bonjour {user.firstname?.trim() || user.email}, vous êtes connecté(e) avec l’adresse <strong>{user.email}</strong>.
      </p>
    </div>
  );
}
