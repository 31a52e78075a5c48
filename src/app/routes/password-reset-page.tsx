/**
 * `/password/reset/:token?` (SPEC §2): choose a new password with the token of the e-mailed link, or
 * typed when the link lost it. On success the visitor goes to the login form. Private page.
 *
 * The token leaves the address bar as soon as the page has read it (security review 4, finding 3):
 * a URL is shown on screen, kept in the browser's history list, read by analytics tags and sent in
 * the Referer. It moves into this history entry's state, which the browser keeps across a reload of
 * the tab (and going back to it), so the visitor never loses the link's use; the success replaces the
 * entry, token and all. Page views name this page `/password` whatever it holds (page-view-path.ts).
 */
import { useEffect, useId, useState } from 'react';
import { useHref, useLocation, useNavigate, useParams } from 'react-router';
import { useMessages } from '@/features/i18n/use-messages';
import { sessionMessages } from '@/features/session/messages';
import { ResetPasswordForm } from '@/features/session/password-reset-forms';
import { isRecord } from '@/lib/is-record';
import { showToast } from '@/ui/ui-events';
import { surface } from '@/ui/surface';
import { useHydrated } from '@/ui/use-hydrated';
import { usePrivatePageMeta } from './private-page-meta';
import '@/app/styles/account.css';

/** This page without a token. */
const RESET_PATH = '/password/reset';

/** The token this history entry keeps (see the module comment), or null. */
function keptToken(state: unknown): string | null {
  return isRecord(state) && typeof state.resetToken === 'string' && state.resetToken !== '' ? state.resetToken : null;
}

/** Route component. */
export function Component() {
  const fromLink = useParams().token?.trim() || null;
  const { state } = useLocation();
  const navigate = useNavigate();
  const resetHref = useHref(RESET_PATH);
  const titleId = useId();
  // The server and the hydration render the link's token, or none: a token kept in the entry's state
  // is known in the browser only, and is taken up once hydrated. The link's token is remembered for
  // the moment between its leaving the address and the hydrated switch.
  const hydrated = useHydrated();
  const [linkToken] = useState(fromLink);
  const token = fromLink ?? (hydrated ? keptToken(state) : null) ?? linkToken;
  const t = useMessages(sessionMessages);
  usePrivatePageMeta(t('newPasswordTitle'));

  useEffect(() => {
    if (!fromLink) return;
    // The address bar first, synchronously: this effect runs before the shell's page view (a parent's
    // effect), and tools that read `location` themselves must find the clean address. Then the
    // router, which records the token in the entry's state (it settles asynchronously).
    window.history.replaceState(window.history.state, '', resetHref);
    void navigate(RESET_PATH, { replace: true, state: { resetToken: fromLink } });
  }, [fromLink, navigate, resetHref]);

  return (
    <div className="account-page account-page--narrow container">
      <section className={`account-card ${surface}`} aria-labelledby={titleId}>
        <h1 id={titleId} className="account-page__title">
          {t('newPasswordTitle')}
        </h1>
        <p className="account-page__intro">{t('newPasswordIntro')}</p>
        <ResetPasswordForm
          key={token ?? ''}
          token={token}
          labelledBy={titleId}
          onDone={() => {
            showToast({ message: t('passwordChanged'), tone: 'success' });
            void navigate('/auth', { replace: true });
          }}
        />
      </section>
    </div>
  );
}
