/** `/password/reset/ask` (SPEC §2): ask for a password-reset link. Private page (`noindex`). */
import { useId } from 'react';
import { useMessages } from '@/features/i18n/use-messages';
import { sessionMessages } from '@/features/session/messages';
import { AskResetForm } from '@/features/session/password-reset-forms';
import { surface } from '@/ui/surface';
import { usePrivatePageMeta } from './private-page-meta';
import '@/app/styles/account.css';

/** Route component. */
export function Component() {
  const titleId = useId();
  const t = useMessages(sessionMessages);
  usePrivatePageMeta(t('forgottenTitle'));
  return (
    <div className="account-page account-page--narrow container">
      <section className={`account-card ${surface}`} aria-labelledby={titleId}>
        <h1 id={titleId} className="account-page__title">
          {t('forgottenTitle')}
        </h1>
        <p className="account-page__intro">{t('forgottenIntro')}</p>
        <AskResetForm labelledBy={titleId} />
      </section>
    </div>
  );
}
