/**
 * The browser entry of a page with nothing to hydrate but the shell and block islands (decision 011,
 * steps 3 and 4): an article, a CMS page whose blocks are static or need no router (Google reviews,
 * the newsletter: src/renderer/block-island.tsx). The server says so in the page's data block
 * (`islands`: the shell's parts' props, src/app/islands/recorder.ts) and the boot script starts this
 * entry instead of the app (src/app/boot.ts) for a visitor who is not logged in.
 *
 * Each part a visitor can touch — the header, the footer, the bottom bar, the phone's menu, the
 * consent banner, the language suggestion, the offline status (src/app/layouts/shell-parts.tsx) — is
 * hydrated as a React root of its own, with the same components as the app's shell, around the
 * page's stores (consent, cart count) and a navigation of plain links: neither React Router nor
 * TanStack Query is loaded, nor the API client (the first part that calls the API brings it: the
 * footer's newsletter form, src/app/layouts/newsletter-signup.tsx). The page's content stays the server's HTML; a link leads to the next
 * page, which the server renders. Each block island is a root of its own too, hydrated when seen or
 * touched: its code, TanStack Query and the API client load then (./block-island-root.tsx). What the
 * app's shell does for the whole page is done here too:
 * a page view (after the visitor's consent), the blocks rising into view as they are scrolled to,
 * the first visit's intro; and, once every part has hydrated, the boot script's held tap is
 * replayed (`SHELL_READY_EVENT`) and `<html data-hydrated>` is set.
 */
import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ConsentProvider } from '@/features/consent/use-consent';
import { usePageViews } from '@/features/consent/use-page-views';
import { I18nProvider } from '@/features/i18n/use-i18n';
import { reportError } from '@/lib/report-error';
import { KeepServerHtml, PendingIslands } from '@/renderer/static-block';
import { embeddedAppConfig } from '@/app/embedded-config';
import { recoverableErrorHandler } from '@/app/hydration-errors';
import { installChunkReloadGuard } from '@/app/routes/chunk-reload-guard';
import { plainShellNavigation, ShellNavigationProvider } from '@/app/layouts/shell-navigation';
import { isShellPartName, SHELL_PART_ATTRIBUTE, SHELL_READY_EVENT, ShellPartContent, type ShellPage } from '@/app/layouts/shell-parts';
import { browserStorage, takeTransitionIntro } from '@/app/layouts/transition-intro';
import { useScrollReveal } from '@/app/layouts/use-scroll-reveal';
import { readServerState } from '@/app/server/state';
import { BLOCK_ISLAND_ATTRIBUTE } from '@/renderer/block-island';
import { Hydrated } from './block-island-root';
import { hydrateBlockIsland } from './hydrate-block-island';

/** The page's main element (the shell's `<main id="contenu">`). */
const MAIN_ID = 'contenu';

/**
 * What the app's shell does for the whole page (site-shell.tsx), for a page that does not change:
 * one page view, the scroll reveal of the blocks below the fold, the first visit's intro. Renders
 * nothing; it sits in the offline status's root.
 */
function PageDuties({ page }: { page: ShellPage }) {
  usePageViews(page.location);
  useScrollReveal({ current: document.getElementById(MAIN_ID) }, page.location.pathname, page.repeatScrollAnimations);
  useEffect(() => {
    const shell = document.querySelector<HTMLElement>('.shell');
    if (shell && takeTransitionIntro(browserStorage())) shell.dataset.intro = 'true';
  }, []);
  return null;
}

/** For a root: an error a part throws is reported (the part stays as the server rendered it). */
function caughtErrorHandler(error: unknown, info: { componentStack?: string }): void {
  reportError(error, { where: 'render (islands)', componentStack: info.componentStack ?? '' });
}

function start(): void {
  const state = readServerState(document);
  const page = state?.islands;
  if (!state || !page) throw new Error('The islands entry started on a page without its islands (src/app/boot.ts)');
  const config = embeddedAppConfig();
  if (!config) throw new Error('The islands entry started on a page without its embedded configuration');
  installChunkReloadGuard();
  const navigation = plainShellNavigation({ location: page.location, basename: state.basename ?? '', languageLinks: page.languageLinks });
  // The parts' lazy pieces (the footer's newsletter form) hydrate when seen, each counted here.
  const islands = new PendingIslands();
  const parts = [...document.querySelectorAll<HTMLElement>(`[${SHELL_PART_ATTRIBUTE}]`)];
  let waiting = parts.length;
  const hydrated = () => {
    waiting -= 1;
    if (waiting > 0) return;
    document.dispatchEvent(new Event(SHELL_READY_EVENT));
    islands.whenSettled(() => {
      document.documentElement.dataset.hydrated = '';
    });
  };
  // Hydration as a transition, as the app's: React works in slices and yields between them.
  startTransition(() => {
    for (const element of parts) {
      const name = element.getAttribute(SHELL_PART_ATTRIBUTE) ?? '';
      if (!isShellPartName(name)) {
        reportError(new Error(`unknown shell part "${name}"`), { where: 'islands' });
        hydrated();
        continue;
      }
      hydrateRoot(
        element,
        <StrictMode>
          <ConsentProvider analytics={config.analytics}>
            <I18nProvider locale={state.locale} locales={page.locales}>
              <ShellNavigationProvider value={navigation}>
                <KeepServerHtml islands={islands}>
                  <Hydrated onHydrated={hydrated}>
                    <ShellPartContent name={name} parts={page.parts} />
                    {name === 'status' ? <PageDuties page={page} /> : null}
                  </Hydrated>
                </KeepServerHtml>
              </ShellNavigationProvider>
            </I18nProvider>
          </ConsentProvider>
        </StrictMode>,
        { identifierPrefix: `${name}-`, onCaughtError: caughtErrorHandler, onRecoverableError: recoverableErrorHandler },
      );
    }
    // The page's interactive blocks that need no router (src/renderer/block-island.tsx): each a root of
    // its own, hydrated when seen or touched, its code and query cache loaded then.
    for (const element of document.querySelectorAll<HTMLElement>(`[${BLOCK_ISLAND_ATTRIBUTE}]`)) {
      const key = element.getAttribute(BLOCK_ISLAND_ATTRIBUTE) ?? '';
      const island = state.blockIslands?.[key];
      if (!island) {
        reportError(new Error(`block island "${key}" is not in the page's data block`), { where: 'islands' });
        continue;
      }
      hydrateBlockIsland(element, key, island, {
        locale: state.locale,
        locales: page.locales,
        links: { root: state.basename ?? '/', navigate: null },
        islands,
      });
    }
  });
}

try {
  start();
} catch (error) {
  reportError(error, { where: 'islands start-up' });
}
