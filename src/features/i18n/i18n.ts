import { LOCALE_COOKIE_MAX_AGE_S } from '@/lib/constants';
import { serializeCookie } from '@/lib/cookies';
import { detectLocale, type DetectedLocale } from '@/lib/locale';
import { formatMessage, type MessageValues } from '@/lib/message-format';
import type { MessageKey } from './shell.fr-fr';
import { defineMessages } from './messages';

/** Name of the cookie that remembers the locale the visitor chose (365 days, SPEC §9). */
export const LOCALE_COOKIE = 'locale';

/** A translate function over the shell's strings. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Fills `{name}` slots; an unknown slot is left visible so the mistake shows in review. */
export function format(template: string, values: MessageValues = {}): string {
  return formatMessage(template, values);
}

/**
 * The shell's strings (header, menus, footer, error page, toasts…): one chunk per locale, loaded only
 * by pages in that locale (src/features/i18n/messages.ts).
 */
export const shellMessages = defineMessages('src/features/i18n/shell', { fr_FR: () => import('./shell.fr-fr'), en_GB: () => import('./shell.en-gb') });

/** Locales the interface is written in: each locale of the shell's book (French first). A site offers some of them (its tenant's `locales`). */
export const SUPPORTED_LOCALES: readonly string[] = Object.keys(shellMessages.loaders);

/**
 * The page's locale in the browser when no server rendered it (static mode): its URL prefix, else the
 * site's default. Never the cookie or the browser's languages: a URL shows one language to everyone
 * (the suggestion banner offers the visitor's, src/app/layouts/language-suggestion.tsx).
 */
export function detectInitialLocale(supported: readonly string[] = SUPPORTED_LOCALES): DetectedLocale {
  return detectLocale({ pathname: window.location.pathname, cookieLocale: null, browserLanguages: [], supported });
}

/** Remembers the visitor's choice of language for 365 days (SPEC §9). */
export function persistLocale(locale: string): void {
  document.cookie = serializeCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_S, secure: window.location.protocol === 'https:' });
}
