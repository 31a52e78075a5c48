/**
 * The consent module's place in the shell: the banner while a choice is needed (`consent-banner.tsx`,
 * a lazy chunk: in the browser only, once the consent cookie is read — the server's HTML is the same
 * for every visitor), the "Personnaliser" dialog (`consent-preferences.tsx`, a lazy chunk, opened by
 * the banner or by any "Gérer les cookies" button), and that button. State and tools:
 * `src/features/consent`.
 */
import { lazy, Suspense } from 'react';
import { consentMessages } from '@/features/consent/consent-text';
import { needsChoice } from '@/features/consent/consent-state';
import { useMessages } from '@/features/i18n/use-messages';
import { useConsent } from '@/features/consent/use-consent';

const loadPreferences = () => import('./consent-preferences');
const ConsentPreferences = lazy(loadPreferences);
// The banner too: it shows only in the browser, once the app has read the consent cookie (never while
// hydrating), and only on a site with analytics tools: its code is not part of every page's start
// (issue 37, initial JS).
const Banner = lazy(() => import('./consent-banner'));

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

/** The "Gérer les cookies" entry (footer, cookie policy page): reopens the choices; hidden when no tool is configured. */
export function ManageCookiesButton({ className }: { className?: string }) {
  return useConsent().hasTools ? <ManageCookies className={className} /> : null;
}

/** The entry itself, in the page's language. */
function ManageCookies({ className }: { className?: string | undefined }) {
  const consent = useConsent();
  const t = useMessages(consentMessages);
  // The dialog's code and the consent reducer, fetched side by side from the press on (a returning
  // visitor's page has neither): the dialog opens after one fetch, not two in a row.
  const prepare = () => {
    consent.prepare();
    void loadPreferences();
  };
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerDown={prepare}
      onFocus={prepare}
      onClick={() => {
        prepare();
        consent.openPreferences();
      }}
    >
      {t('manage')}
    </button>
  );
}
