/**
 * The consent module's place in the shell: the banner while a choice is needed (in the browser only,
 * once the consent cookie is read: the server's HTML is the same for every visitor), and the
 * "Personnaliser" dialog (a lazy chunk, opened by the
 * banner or by any "Gérer les cookies" button). State and tools: `src/features/consent`.
 */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { consentMessages } from '@/features/consent/consent-text';
import { needsChoice } from '@/features/consent/consent-state';
import { useMessages } from '@/features/i18n/use-messages';
import { TOOL_NAMES } from '@/features/consent/tools';
import { useConsent } from '@/features/consent/use-consent';

const ConsentPreferences = lazy(() => import('./consent-preferences'));
// The banner too: it shows only in the browser, once the app has read the consent cookie (never while
// hydrating), and only on a site with analytics tools: its code is not part of every page's start
// (issue 37, initial JS).
const ConsentBanner = lazy(() => import('@/ui/consent-banner').then((m) => ({ default: m.ConsentBanner })));

/** "A, B et C" (`and`: the page's word). */
function listOf(names: string[], and: string): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

/**
 * Banner + dialog; renders nothing when no configured tool needs a choice (and loads no words then).
 * While a choice is needed the banner stays mounted under the dialog (inert behind it): closing the
 * dialog without a choice gives the focus back to its « Personnaliser », not to the page's body.
 */
export function ConsentMount() {
  const { state } = useConsent();
  const banner = state.view === 'banner' || (state.view === 'preferences' && needsChoice(state));
  return (
    <>
      {banner ? (
        <Suspense fallback={null}>
          <Banner />
        </Suspense>
      ) : null}
      {state.view === 'preferences' ? (
        <Suspense fallback={null}>
          <ConsentPreferences />
        </Suspense>
      ) : null}
    </>
  );
}

/** The banner, in the page's language. */
function Banner() {
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
        {t('introEnd')} <Link to="/cookie-policy">{t('policy')}</Link>
      </p>
    </ConsentBanner>
  );
}

/** The "Gérer les cookies" entry (footer, cookie policy page): reopens the choices; hidden when no tool is configured. */
export function ManageCookiesButton({ className }: { className?: string }) {
  return useConsent().hasTools ? <ManageCookies className={className} /> : null;
}

/** The entry itself, in the page's language. */
function ManageCookies({ className }: { className?: string | undefined }) {
  const consent = useConsent();
  const t = useMessages(consentMessages);
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={consent.openPreferences}>
      {t('manage')}
    </button>
  );
}
