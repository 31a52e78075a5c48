/**
 * The error page (SPEC §2 "Error page", §8): the title is the error message or "Error", the status
 * defaults to 500, a 404 shows "This page could not be found" with a link "Back to the home page",
 * and if the error page itself fails, "An error occurred while showing the error page" with a link
 * "Go back to home". The page speaks the page's language: those are the English pages' words, word
 * for word (the shell's English book); a French page says « Cette page est introuvable » and
 * « Retour à l’accueil », as a French site does. A 404 offers a way on: the home and the site's
 * main pages. The last-resort page stays as the spec gives it (it must not depend on anything).
 */
import { Component as ReactComponent, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { ApiError } from '@/api/api-error';
import { pageTreeQueryOptions } from '@/api/queries/page';
import { useI18n } from '@/features/i18n/use-i18n';
import { buttonClassName } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { buildMenu } from './layouts/menu-model';
import { useDocumentMeta } from './routes/document-meta';
import './styles/error-page.css';
import { reportError } from '@/lib/report-error';

/** Status and message of any thrown value. */
export interface ErrorSummary {
  status: number;
  message: string | null;
}

/** Reads status (default 500) and message from whatever a route threw. */
export function summarizeError(error: unknown): ErrorSummary {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data.trim() ? error.data : error.statusText || null;
    return { status: error.status || 500, message };
  }
  if (error instanceof ApiError) return { status: error.status >= 400 ? error.status : 500, message: error.message || null };
  if (error instanceof Error) return { status: 500, message: error.message || null };
  return { status: 500, message: null };
}

/** Shown when the error page itself fails: plain markup, plain link (a full reload is the safest way out). */
export function FatalErrorFallback() {
  return (
    <main className="error-page error-page--fatal" id="contenu" tabIndex={-1}>
      <h1 className="error-page__title" lang="en">
        An error occurred while showing the error page
      </h1>
      <p>
        <a className="error-page__fatal-link" href="/" lang="en">
          Go back to home
        </a>
      </p>
    </main>
  );
}

class ErrorPageGuard extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, { where: 'error page', componentStack: info.componentStack ?? '' });
  }

  override render() {
    return this.state.failed ? <FatalErrorFallback /> : this.props.children;
  }
}

function Suggestions() {
  const api = useApi();
  const { t } = useI18n();
  const { data: tree } = useQuery(pageTreeQueryOptions(api));
  // The site's main sections (its menu's top level, the booking entry fixed on the right included),
  // not their sub-pages: a visitor who lost a page starts again from a section.
  const menu = tree ? buildMenu(tree) : null;
  const entries = menu ? [...menu.items, ...menu.fixedRight].filter((e) => !e.external && e.href !== '/').slice(0, 8) : [];
  if (entries.length === 0) return null;
  return (
    <nav className="error-page__suggestions" aria-labelledby="error-suggestions">
      <p id="error-suggestions">{t('error.notFoundHint')}</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link to={entry.href}>
              {entry.icon ? <Icon name={entry.icon} /> : null}
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The error page body for a thrown value. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useI18n();
  const { status, message } = summarizeError(error);
  const notFound = status === 404;
  // A 404 is titled in the page's words, whatever the loader or the API said (a loader's is the
  // spec's English sentence, an API's names a record the visitor never asked for by name).
  const title = notFound ? t('error.notFound') : (message ?? t('error.title'));

  const description = t(notFound ? 'error.notFoundHint' : 'error.genericHint');
  // Never indexed, but described: a shared or bookmarked dead link still gets a useful snippet.
  useDocumentMeta({ title, description, canonical: null, robots: 'noindex' });
  useEffect(() => {
    if (!notFound) reportError(error, { where: 'error page shown', status });
  }, [notFound, status, error]);

  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <p className="error-page__eyebrow">{t('error.status', { status })}</p>
      <h1 id="error-title" className="error-page__title" tabIndex={-1}>
        {title}
      </h1>
      {notFound ? null : <p className="error-page__text">{t('error.genericHint')}</p>}
      <div className="error-page__actions">
        <Link className={buttonClassName('primary')} to="/">
          <Icon name="house" size="1.1rem" />
          {t('error.backHome')}
        </Link>
        {!notFound ? (
          <button type="button" className={buttonClassName('secondary')} onClick={() => window.location.reload()}>
            {t('error.retry')}
          </button>
        ) : null}
      </div>
      {notFound ? <Suggestions /> : null}
    </section>
  );
}

/** `errorElement` of the routes: the error page, guarded against its own failure. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <ErrorPageGuard>
      <ErrorPage error={error} />
    </ErrorPageGuard>
  );
}

/** `errorElement` of the root route (no shell around it): the page stands on its own with a landmark. */
export function RootErrorPage() {
  const error = useRouteError();
  return (
    <ErrorPageGuard>
      <main id="contenu" tabIndex={-1} className="error-page-standalone">
        <ErrorPage error={error} />
      </main>
    </ErrorPageGuard>
  );
}
