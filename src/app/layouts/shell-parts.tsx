/**
 * The shell's parts a visitor can touch first — the consent banner, the header, the footer, the
 * bottom bar, the phone's menu, the language suggestion — and the page's live regions — the toasts,
 * the offline status — each in an element
 * of its own (`<div class="shell-part" data-shell-part="…">`, `display: contents`: shell.css sees the
 * same boxes), rendered here from their props, the one place both ways of starting a page render them
 * (decision 011, step 3):
 *
 * - the app (`SiteShell`), which renders the whole page and hydrates it as one root;
 * - the islands entry (src/app/islands/main.tsx), which hydrates each part as a root of its own, on a
 *   page with nothing else to hydrate, without React Router or TanStack Query. The server writes the
 *   parts' props in the page's data block for it (src/app/islands/recorder.ts): the entry reads them
 *   instead of deriving them again from the API's answers.
 */
import { lazy, memo, Suspense, type ReactNode } from 'react';
import { useI18n } from '@/features/i18n/use-i18n';
import { useOnlineStatus } from '@/features/ui/use-online-status';
import { OfflineBanner } from '@/ui/offline-banner';
import type { LanguageLink } from '@/app/routes/alternates';
import { ShellBooksRecorder } from '@/app/islands/recorder';
import { BottomBar, type BottomBarProps } from './bottom-bar';
import { ConsentMount } from './consent-mount';
import { MobileMenu, type MobileMenuProps } from './mobile-menu';
import { SiteFooter, type SiteFooterProps } from './site-footer';
import { SiteHeader, type SiteHeaderProps } from './site-header';
import { Toasts } from './toasts';

/**
 * Sent on `document` once the shell has hydrated (or mounted) — the app's after every effect of the
 * page below it, the islands' once every part has — : the boot script (src/app/boot.ts) then
 * replays a tap it held while the page was starting.
 */
export const SHELL_READY_EVENT = 'vitrine:shell-ready';

/** The parts, by the name their element carries (`data-shell-part`). */
export type ShellPartName = 'consent' | 'header' | 'footer' | 'bottom-bar' | 'mobile-menu' | 'language-suggestion' | 'toasts' | 'status';

/** The parts' props (those with none are not listed). JSON: the server writes them in the page. */
export interface ShellPartsProps {
  header: SiteHeaderProps;
  footer: SiteFooterProps;
  bottomBar: BottomBarProps;
  mobileMenu: MobileMenuProps;
}

/**
 * What the islands entry needs to render the parts as the server did: their props, the page's
 * languages (the i18n provider's), and what the shell's navigation says of the page
 * (shell-navigation.tsx) — its address inside the app and its other languages.
 */
export interface ShellPage {
  parts: ShellPartsProps;
  locales: readonly string[];
  location: { pathname: string; search: string; hash: string };
  languageLinks: Readonly<Record<string, LanguageLink>>;
  /** REPEAT_SCROLL_ANIMATIONS: the blocks below the fold rise again each time they are scrolled to. */
  repeatScrollAnimations: boolean;
}

/**
 * The bars, rendered again only when what they show changes: the app's shell renders on every change
 * of the router's state (a client navigation's start and end), and rendering the header, the footer
 * and the bottom bar with it ran inside the tap that started the navigation (issue 37).
 */
const Header = memo(SiteHeader);
const Footer = memo(SiteFooter);
const Bar = memo(BottomBar);

/** The offline status (SPEC §2): a polite status, empty while the browser is online. */
function OnlineStatus() {
  const online = useOnlineStatus();
  const { t } = useI18n();
  return <OfflineBanner offline={!online} title={t('status.offlineTitle')} message={t('status.offlineText')} />;
}

/**
 * The language suggestion renders nothing on the server (it depends on the visitor's browser) and
 * nothing on a one-language site: its code is a chunk of its own, asked for as the part hydrates.
 */
const LanguageSuggestion = lazy(() => import('./language-suggestion').then((module) => ({ default: module.LanguageSuggestion })));

/** Each part's content, from the parts' props. */
const CONTENT: Readonly<Record<ShellPartName, (parts: ShellPartsProps) => ReactNode>> = {
  'consent': () => <ConsentMount />,
  'header': (parts) => <Header {...parts.header} />,
  'footer': (parts) => <Footer {...parts.footer} />,
  'bottom-bar': (parts) => <Bar {...parts.bottomBar} />,
  'mobile-menu': (parts) => <MobileMenu {...parts.mobileMenu} />,
  'language-suggestion': () => (
    <Suspense fallback={null}>
      <LanguageSuggestion />
    </Suspense>
  ),
  'toasts': () => <Toasts />,
  'status': () => <OnlineStatus />,
};

/** True for a part's name (the islands entry reads them from the page's elements). */
export function isShellPartName(name: string): name is ShellPartName {
  return Object.hasOwn(CONTENT, name);
}

/** The attribute naming a part on its element. */
export const SHELL_PART_ATTRIBUTE = 'data-shell-part';

/** What the part `name` renders, without its element (the islands entry hydrates that element's content). */
export function ShellPartContent({ name, parts }: { name: ShellPartName; parts: ShellPartsProps }) {
  return CONTENT[name](parts);
}

/** The part `name` in its element. */
export function ShellPart({ name, parts }: { name: ShellPartName; parts: ShellPartsProps }) {
  return (
    <div className="shell-part" {...{ [SHELL_PART_ATTRIBUTE]: name }}>
      <ShellBooksRecorder>
        <ShellPartContent name={name} parts={parts} />
      </ShellBooksRecorder>
    </div>
  );
}
