import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { ListedService } from '@/api/queries/content';
import { servicesQueryOptions } from '@/api/queries/content';
import { bookingMessages } from '@/features/booking/messages';
import { useLocale } from '@/features/i18n/use-locale';
import { useMessages } from '@/features/i18n/use-messages';
import { useUiWords } from '@/features/i18n/use-ui-words';
import { htmlLang } from '@/lib/locale';
import { wordsAcrossLanguages } from '@/lib/values-across-languages';
import { formatOffer, sessionOffers } from '@/lib/service-offers';
import { BOOKING_PATH, bookingPath, servicePath } from '@/lib/service-paths';
import { buttonClassName } from '@/ui/button';
import { CardImage } from '@/ui/card-image';
import { EmptyList, ListError } from '@/ui/list-states';
import type { BlockComponentProps, LanguageParams } from '../block-kit';
import type { ServicesProps } from './props.gen';
import { servicesMessages } from './messages';
import './services.css';

/** The tags chosen in the URL (`?tag=studio,domicile`, the API's own comma-separated form). */
function chosenTags(params: URLSearchParams): string[] {
  return (params.get('tag') ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(t));
}

/** The URL with `tag` toggled (the other search parameters kept). */
function toggledHref(params: URLSearchParams, chosen: readonly string[], tag: string | null): string {
  const next = new URLSearchParams(params);
  const tags = tag === null ? [] : chosen.includes(tag) ? chosen.filter((t) => t !== tag) : [...chosen, tag];
  if (tags.length > 0) next.set('tag', tags.join(','));
  else next.delete('tag');
  const search = next.toString();
  return search ? `?${search}` : '?';
}

/**
 * The language switcher's link keeps the themes chosen (issue 36): a theme is a word of the
 * services' own, which the API gives no id, so each is said as the same services say it in the
 * other language, and one that cannot be told is left out.
 */
export const servicesLanguageParams: LanguageParams = {
  params: ['tag'],
  carry: async (values, read) => {
    const [here, there] = await read((api) => servicesQueryOptions(api));
    const themes = (list: readonly ListedService[]) => list.map(({ id, tags }) => ({ id, words: tags }));
    const tags = wordsAcrossLanguages(chosenTags(values), themes(here.services), themes(there.services));
    return new URLSearchParams(tags.length > 0 ? { tag: tags.join(',') } : {});
  },
};

/** A service is booked here unless its booking link leads elsewhere (a quote form for companies). */
function bookedHere(service: ListedService): boolean {
  return !service.bookingLink || service.bookingLink === BOOKING_PATH;
}

/** The services as cards, filtered by the themes chosen in the URL (any of them, as the API does), in the page's language. */
export function Services({ props }: BlockComponentProps<ServicesProps>) {
  const t = useMessages(servicesMessages);
  const ui = useUiWords();
  // A service's words as its page and the booking say them: prices title, offers, « Réserver ».
  const words = useMessages(bookingMessages);
  const language = htmlLang(useLocale().locale);
  const api = useApi();
  const ids = useId();
  const [params] = useSearchParams();
  const { data: everything } = useSuspenseQuery(servicesQueryOptions(api));
  const present = new Set(everything.services.flatMap((s) => s.tags));
  const filters = (props.tagLabels ?? []).filter((f) => present.has(f.tag));
  const chosen = chosenTags(params).filter((t) => filters.some((f) => f.tag === t));
  const filtered = useQuery({ ...servicesQueryOptions(api, chosen), enabled: chosen.length > 0 });
  const list = chosen.length === 0 ? everything.services : filtered.data?.services;
  const labelOf = (tag: string) => filters.find((f) => f.tag === tag)?.label ?? tag;
  const tags = chosen.map(labelOf).join(t('or'));
  const count = (n: number) =>
    chosen.length > 0 ? (n === 0 ? t('countNoneFor', { tags }) : t('countFor', { count: n, tags })) : n === 0 ? t('countNone') : t('count', { count: n });

  return (
    <section className="vb-services" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="vb-title vb-services__title">
        {props.title}
      </h2>
      {props.intro ? <p className="vb-lead vb-services__intro">{props.intro}</p> : null}
      {filters.length > 1 ? (
        <nav className="vb-services__filters" aria-label={t('filters')}>
          <ul>
            <li>
              <Link
                to={toggledHref(params, chosen, null)}
                className="vb-services__filter"
                aria-current={chosen.length === 0 ? 'true' : undefined}
                preventScrollReset
                replace
              >
                {t('all')}
              </Link>
            </li>
            {filters.map((f) => (
              <li key={f.tag}>
                <Link
                  to={toggledHref(params, chosen, f.tag)}
                  className="vb-services__filter"
                  aria-current={chosen.includes(f.tag) ? 'true' : undefined}
                  preventScrollReset
                  replace
                >
                  {f.label}
                  {chosen.includes(f.tag) ? <span className="visually-hidden">{t('activeFilter')}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div role="status" className="vb-services__count">
        {list ? count(list.length) : t('loading')}
      </div>
      {filtered.isError && chosen.length > 0 ? (
        <ListError message={t('failed')} onRetry={() => void filtered.refetch()} retrying={filtered.isFetching} say={ui} />
      ) : list && list.length === 0 ? (
        <EmptyList>{t('none')}</EmptyList>
      ) : list ? (
        <ul className="vb-services__list">
          {list.map((service) => (
            <li key={service.id} className="vb-card vb-services__card">
              {service.image ? <CardImage className="vb-services__img" image={service.image} /> : null}
              <div className="vb-services__body">
                <h3 className="vb-title vb-services__name">
                  <Link to={servicePath(service)} className="vb-services__link">
                    {service.title}
                  </Link>
                </h3>
                {service.summary ? <p className="vb-services__summary">{service.summary}</p> : null}
                <ul className="vb-services__offers" aria-label={words('pricesTitle')}>
                  {sessionOffers(service).map((o) => (
                    <li key={o.minutes}>{formatOffer(o, words, language)}</li>
                  ))}
                </ul>
                <div className="vb-services__actions">
                  {bookedHere(service) ? (
                    <Link to={bookingPath(service.id)} className={buttonClassName('accent', 'sm')}>
                      {words('book')}
                      <span className="visually-hidden">{words('bookFor', { what: service.title })}</span>
                    </Link>
                  ) : service.bookingLink ? (
                    <Link to={service.bookingLink} className={buttonClassName('secondary', 'sm')}>
                      {words('askQuote')}
                      <span className="visually-hidden">{words('bookFor', { what: service.title })}</span>
                    </Link>
                  ) : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
