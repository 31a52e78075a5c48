/**
 * The root route's component: the shell in the page's language, with the session (login cookies'
 * domain). Its frame comes with the root loader's data (`RootData`: the request context's locale and
 * the tenant's settings), so the route table, built once, holds nothing of a request.
 */
import { useLoaderData } from 'react-router';
import { I18nProvider } from '@/features/i18n/use-i18n';
import { SessionProvider } from '@/features/session/use-session';
import { isRootData } from '@/app/routes/loaders';
import { SiteShell } from './site-shell';

/** The root route's component. */
export function RootFrame() {
  const root: unknown = useLoaderData();
  if (!isRootData(root)) throw new Error('The root route has no frame (RootData) in its loader data');
  return (
    <I18nProvider locale={root.locale} locales={root.locales}>
      <SessionProvider cookieDomain={root.cookieDomain}>
        <SiteShell />
      </SessionProvider>
    </I18nProvider>
  );
}
