/**
 * Told once the session ended on a 401: the page stays as it is, the visitor may log in again and
 * come back here. An alert (announced at once) that does not take the focus away from what the
 * visitor was doing. Not on the login page. Its code and words load only then (`SessionProvider`).
 */
import { Link, useLocation } from 'react-router';
import { useMessages } from '@/features/i18n/use-messages';
import { loginPath } from '@/lib/return-path';
import { buttonClassName } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { sessionMessages } from './messages';
import './session.css';

/** The notice, with a link back to this page through the login. */
export default function SessionExpiredNotice({ onClose }: { onClose: () => void }) {
  const t = useMessages(sessionMessages);
  const location = useLocation();
  if (location.pathname === '/auth') return null;
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  return (
    <div className="session-notice" role="alert">
      <Icon name="circle-info" size="1.25rem" />
      <p className="session-notice__text">
        <strong>{t('expired')}</strong> {t('expiredText')}
      </p>
      <div className="session-notice__actions">
        <Link to={loginPath(returnTo)} className={buttonClassName('accent', 'sm')} onClick={onClose}>
          {t('loginAgain')}
        </Link>
        <button type="button" className={buttonClassName('ghost', 'sm', 'session-notice__close')} onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
