/**
 * An element's page (a workshop): picture, facts (date, place, price, places left), the CMS text
 * through SafeHtml, and the registration form when registrations are open.
 */
import { Link, useLoaderData } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { elementQueryOptions } from '@/api/queries/content';
import { cropText, stripHtml } from '@/lib/crop-text';
import { frenchSpacing } from '@/lib/french-typography';
import { htmlLang } from '@/lib/locale';
import { useLocale } from '@/features/i18n/use-locale';
import { useMessages } from '@/features/i18n/use-messages';
import { useUiWords } from '@/features/i18n/use-ui-words';
import { detailPage } from '@/ui/detail-page';
import { ElementFacts } from '@/ui/element-facts';
import { pageHeading } from '@/ui/page-heading';
import { SafeHtml } from '@/ui/safe-html';
import { canonicalUrl, useDocumentMeta } from './document-meta';
import { elementMessages } from './element-messages';
import { ElementRegistration } from './element-registration';
import { isElementRouteData, type ElementRouteData } from './element-loader';
import { documentTitle, useSiteMeta } from './use-site-meta';
import './element-page.css';

/** Route component. */
export function Component() {
  const loaded: unknown = useLoaderData();
  if (!isElementRouteData(loaded)) throw new Error('Element page rendered without its loader data');
  return <ElementPage key={`${loaded.route}-${loaded.id}`} data={loaded} />;
}

function ElementPage({ data }: { data: ElementRouteData }) {
  const api = useApi();
  const site = useSiteMeta();
  const { data: element } = useSuspenseQuery(elementQueryOptions(api, data.route, data.id));
  const ui = useUiWords();
  const t = useMessages(elementMessages);
  const language = htmlLang(useLocale().locale);
  useDocumentMeta({
    title: documentTitle(element.name, site.brand),
    description: cropText(element.summary?.trim() || stripHtml(element.content ?? ''), 160),
    canonical: canonicalUrl(site.siteUrl, data.canonicalPath),
    image: element.image?.url ?? null,
  });
  return (
    <article className={`container ${detailPage.page}`}>
      <header className="element-page__header">
        <h1 className={pageHeading.title}>{frenchSpacing(element.name)}</h1>
        {element.summary ? <p className={pageHeading.lead}>{frenchSpacing(element.summary)}</p> : null}
      </header>
      <div className={detailPage.grid}>
        <div className="element-page__main">
          {element.image ? (
            <img className={pageHeading.cover} src={element.image.url} alt={element.image.alt ?? ''} width={800} height={500} fetchPriority="high" />
          ) : null}
          {element.content ? <SafeHtml html={element.content} className={detailPage.content} /> : null}
        </div>
        <aside className={`${detailPage.side} element-page__side`} aria-label={t('practical')}>
          <ElementFacts
            className="element-page__facts"
            startDate={element.startDate}
            endDate={element.endDate}
            location={element.location}
            price={element.price}
            remaining={element.remaining}
            say={ui}
            language={language}
          />
          {data.past ? (
            <p className="element-page__notice">{t('past')}</p>
          ) : element.registrationOpen && (element.remaining === null || element.remaining === undefined || element.remaining > 0) ? (
            <ElementRegistration route={data.route} element={element} />
          ) : (
            <p className="element-page__notice">
              {t(element.remaining === 0 ? 'full' : 'notOpen')} {data.contactPath ? <Link to={data.contactPath}>{t('nextDate')}</Link> : t('nextDate')}
            </p>
          )}
        </aside>
      </div>
    </article>
  );
}
