/**
 * The root route's component: the shell in the page's language, with the session (login cookies'
 * domain). Its frame comes with the root loader's data (`RootData`: the request context's locale and
 * the tenant's settings), so the route table, built once, holds nothing of a request. A route in the
 * default language only (`handle.defaultLanguageOnly`: the admin) has that one language: the shell
 * then offers no other (no switcher, no suggestion).
 */
import { useMemo } from 'react';
import { useLoaderData, useMatches } from 'react-router';
import { I18nProvider } from '@/features/i18n/use-i18n';
import { SessionProvider } from '@/features/session/use-session';
import { isRootData, type RootData } from '@/app/routes/loaders';
import { SiteShell } from './site-shell';

function defaultLanguageOnly(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'defaultLanguageOnly' in handle && handle.defaultLanguageOnly === true;
}

function rootDataOf(value: unknown): RootData {
  if (!isRootData(value)) throw new Error('The root route has no frame (RootData) in its loader data');
  return value;
}

/** The root route's component. */
export function RootFrame() {
  const root = rootDataOf(useLoaderData());
  const oneLanguage = useMatches().some((match) => defaultLanguageOnly(match.handle));
  // The same array while the route kind stays: a new one would change the i18n context on every render.
  const locales = useMemo(() => (oneLanguage ? [root.locale] : root.locales), [oneLanguage, root.locale, root.locales]);
  return (
    <I18nProvider locale={root.locale} locales={locales}>
      <SessionProvider cookieDomain={root.cookieDomain}>
        <SiteShell />
      </SessionProvider>
    </I18nProvider>
  );
}
