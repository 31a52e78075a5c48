/**
 * A service's page (issue 10): picture, text (CMS HTML through SafeHtml), its lengths and prices, and
 * "Réserver", which opens the booking request with this service chosen. A service booked elsewhere
 * (a quote for companies) leads to that page instead.
 */
import { Link, useLoaderData } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { serviceQueryOptions } from '@/api/queries/content';
import { cropText, stripHtml } from '@/lib/crop-text';
import { useBookingWords } from '@/features/booking/messages';
import { sessionOffers } from '@/lib/service-offers';
import { BOOKING_PATH, bookingPath, servicePath } from '@/lib/service-paths';
import { frenchSpacing } from '@/lib/french-typography';
import { buttonClassName } from '@/ui/button';
import { detailPage } from '@/ui/detail-page';
import { Icon } from '@/ui/icon';
import { pageHeading } from '@/ui/page-heading';
import { SafeHtml } from '@/ui/safe-html';
import { canonicalUrl, useDocumentMeta } from './document-meta';
import { isServicePageData } from './service-loader';
import { documentTitle, useSiteMeta } from './use-site-meta';
import './service-page.css';

/** Route component. */
export function Component() {
  const loaded: unknown = useLoaderData();
  if (!isServicePageData(loaded)) throw new Error('Service page rendered without its loader data');
  return <ServicePage key={loaded.serviceId} id={loaded.serviceId} />;
}

function ServicePage({ id }: { id: number }) {
  const api = useApi();
  const site = useSiteMeta();
  const { data: service } = useSuspenseQuery(serviceQueryOptions(api, id));
  const words = useBookingWords();
  const { t } = words;
  const offers = sessionOffers(service);
  const bookedHere = !service.bookingLink || service.bookingLink === BOOKING_PATH;
  useDocumentMeta({
    title: documentTitle(service.title, site.brand),
    description: cropText(service.summary?.trim() || stripHtml(service.content ?? ''), 160),
    canonical: canonicalUrl(site.siteUrl, servicePath(service)),
  });
  return (
    <article className={`container ${detailPage.page}`}>
      <p className="service-page__back">
        <Link to={BOOKING_PATH}>
          <Icon name="chevron-left" size="1em" /> {t('allServices')}
        </Link>
      </p>
      <header>
        <h1 className={pageHeading.title}>{frenchSpacing(service.title)}</h1>
        {service.summary ? <p className={pageHeading.lead}>{frenchSpacing(service.summary)}</p> : null}
      </header>
      <div className={detailPage.grid}>
        <div>
          {service.image ? (
            <img className={pageHeading.cover} src={service.image.url} alt={service.image.alt ?? ''} width={800} height={500} fetchPriority="high" />
          ) : null}
          {service.content ? <SafeHtml html={service.content} className={detailPage.content} /> : null}
        </div>
        <aside className={`${detailPage.side} service-page__side`} aria-labelledby="service-offers">
          <h2 id="service-offers" className="service-page__side-title">
            {t('pricesTitle')}
          </h2>
          {offers.length > 0 ? (
            <ul className="service-page__offers">
              {offers.map((o) => (
                <li key={o.minutes}>{words.offer(o)}</li>
              ))}
            </ul>
          ) : (
            <p>{t('onQuoteSentence')}</p>
          )}
          {bookedHere ? (
            <Link to={bookingPath(service.id)} className={buttonClassName('accent')}>
              <Icon name="calendar-check" size="1.1rem" />
              {t('book')}
              <span className="visually-hidden">{t('bookFor', { what: service.title })}</span>
            </Link>
          ) : service.bookingLink ? (
            <Link to={service.bookingLink} className={buttonClassName('accent')}>
              {t('askQuote')}
            </Link>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
