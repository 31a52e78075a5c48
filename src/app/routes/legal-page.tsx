/** The five legal routes (SPEC §1, §2): the legal-text block of their kind. */
import { useQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { useApi } from '@/api/api-context';
import { legalTextsQueryOptions } from '@/api/queries/site';
import { ListError } from '@/ui/list-states';
import { useI18n } from '@/features/i18n/use-i18n';
import { useUiWords } from '@/features/i18n/use-ui-words';
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
  // The texts are asked when a legal page needs them (no other page carries them): after a client
  // navigation the call may have failed, and the visitor gets a message and a retry rather
  // than an empty page (the block alone would be hidden).
  const texts = useQuery(legalTextsQueryOptions(useApi()));
  const { t } = useI18n();
  const ui = useUiWords();
  const titleKey = LEGAL_ROUTES.find((r) => r.kind === kind)?.titleKey;
  const title = titleKey ? t(titleKey) : '';
  useDocumentMeta({
    title: documentTitle(title, site.brand),
    description: t('legal.description', { title, site: site.brand }),
    canonical: canonicalUrl(site.siteUrl, `/${kind ?? ''}`),
  });
  if (!kind) throw new Error('Legal page rendered without its kind');
  return (
    <>
      {texts.data === undefined && texts.isError ? (
        <div className="container legal-page__failed">
          <h1>{title}</h1>
          <ListError message={t('legal.failed')} onRetry={() => void texts.refetch()} retrying={texts.isFetching} say={ui} />
        </div>
      ) : (
        <PageRenderer key={kind} conf={legalConf(kind)} diagnostics={site.diagnostics} />
      )}
      {kind === 'cookie-policy' ? (
        <div className="container legal-page__consent">
          <ManageCookiesButton className={buttonClassName('secondary')} />
        </div>
      ) : null}
    </>
  );
}
