/** Breadcrumb of the page layout ("Fil d'Ariane"), from the page tree; labels in French typography, as the titles they repeat. */
import { Link } from 'react-router';
import type { Crumb } from '@/app/routes/blog-loaders';
import { useI18n } from '@/features/i18n/use-i18n';
import { frenchSpacing } from '@/lib/french-typography';

/** The trail; the last crumb is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useI18n();
  if (crumbs.length < 2) return null;
  return (
    <nav className="breadcrumb container" aria-label={t('nav.breadcrumb')}>
      <ol>
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <li key={crumb.href} aria-current="page" lang={crumb.lang}>
              {frenchSpacing(crumb.label)}
            </li>
          ) : (
            <li key={crumb.href} lang={crumb.lang}>
              <Link to={crumb.href}>{frenchSpacing(crumb.label)}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
