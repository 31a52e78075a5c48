/**
 * The consent banner, a lazy chunk (with its markup, src/ui/consent-banner): it shows only in the
 * browser, once the consent cookie is read, for a visitor who has not chosen — nothing of it is part of
 * a page's start (issue 37, initial JS).
 */
import { consentMessages } from '@/features/consent/consent-text';
import { TOOL_NAMES } from '@/features/consent/tools';
import { useConsent } from '@/features/consent/use-consent';
import { useMessages } from '@/features/i18n/use-messages';
import { ConsentBanner } from '@/ui/consent-banner';
import { ShellLink } from './shell-navigation';

/** "A, B et C" (`and`: the page's word). */
function listOf(names: string[], and: string): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

/** The banner, in the page's language. */
export default function Banner() {
  const consent = useConsent();
  const t = useMessages(consentMessages);
  const { state } = consent;
  const asked = state.tools.filter((tool) => !state.exempt.includes(tool));
  const askedAgain = state.choice !== null && asked.some((tool) => state.choice?.tools[tool] !== undefined);
  return (
    <ConsentBanner
      labels={{
        title: t('title'),
        acceptAll: t('acceptAll'),
        refuseAll: t('refuseAll'),
        customise: t('customise'),
        close: t('close'),
      }}
      onAcceptAll={consent.acceptAll}
      onRefuseAll={consent.refuseAll}
      onCustomise={consent.openPreferences}
      onClose={consent.dismiss}
    >
      {askedAgain ? <p>{t('newTools')}</p> : null}
      <p>
        {t('intro')}{' '}
        {listOf(
          asked.map((tool) => TOOL_NAMES[tool]),
          t('and'),
        )}{' '}
        {t('introEnd')} <ShellLink to="/cookie-policy">{t('policy')}</ShellLink>
      </p>
    </ConsentBanner>
  );
}
