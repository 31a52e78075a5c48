/** The five legal routes (SPEC §1, §2): the legal-text block of their kind. */
import { useLoaderData } from 'react-router';
import { isLegalKind, LEGAL_ROUTES, legalConf } from '@/app/routes/legal-routes';
import { PageRenderer } from '@/renderer/page-renderer';
import { buttonClassName } from '@/ui/button';
import { ManageCookiesButton } from '../layouts/consent-mount';
import { canonicalUrl, useDocumentMeta } from './document-meta';
import { documentTitle, useSiteMeta } from './use-site-meta';

/** Route component of a legal text. */
export function Component() {
  const loaded: unknown = useLoaderData();
  const kind =
    typeof loaded === 'object' && loaded !== null && 'kind' in loaded && typeof loaded.kind === 'string' && isLegalKind(loaded.kind) ? loaded.kind : null;
  const site = useSiteMeta();
  const title = LEGAL_ROUTES.find((r) => r.kind === kind)?.title ?? '';
  useDocumentMeta({
    title: documentTitle(title, site.brand),
    description: `${title} du site ${site.brand}.`,
    canonical: canonicalUrl(site.siteUrl, `/${kind ?? ''}`),
  });
  if (!kind) throw new Error('Legal page rendered without its kind');
  return (
    <>
      <PageRenderer key={kind} conf={legalConf(kind)} diagnostics={site.diagnostics} />
      {kind === 'cookie-policy' ? (
        <div className="container legal-page__consent">
          <ManageCookiesButton className={buttonClassName('secondary')} />
        </div>
      ) : null}
    </>
  );
}
