import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { googleReviewsQueryOptions } from '@/api/queries/content';
import { parametersQueryOptions } from '@/api/queries/site';
import { useLocale } from '@/features/i18n/use-locale';
import { useTextLang } from '@/features/i18n/use-i18n';
import { useMessages } from '@/features/i18n/use-messages';
import { formatDayIn } from '@/lib/dates-in';
import { htmlLang } from '@/lib/locale';
import { reviewsSince } from './since';
import { indexParameters, parameterString } from '@/lib/parameters';
import { frenchSpacing } from '@/lib/french-typography';
import { RatingStars } from '@/ui/rating-stars';
import type { BlockComponentProps } from '../block-kit';
import { QuoteCard } from '@/ui/quote-card';
import { useUiWords } from '@/features/i18n/use-ui-words';
import type { GoogleReviewsProps } from './props.gen';
import { googleReviewsMessages } from './messages';
import './google-reviews.css';

/** The average as the page's language writes it (« 4,9 », "4.9"), one format per language made on first use. Bounded: one per language a site speaks. */
const ratingFormats = new Map<string, Intl.NumberFormat>();
function formatRating(language: string, rating: number): string {
  let format = ratingFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    ratingFormats.set(language, format);
  }
  return format.format(rating);
}

/** Only http(s) links are followed (the parameter is free text in the admin). */
function safeLink(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/**
 * Latest customer reviews from the maps service, best first, with the average rating. The reviews
 * are secondary data: the page never waits for them; while they load the block keeps their room,
 * and when they fail it says so quietly and still offers the link to Google. No review structured
 * data (Google does not allow it for reviews a business shows about itself). With `maxAgeMonths`
 * the API sends only the reviews written since then (`?from=`), so old praise does not crowd out recent ones.
 */
export function GoogleReviews({ props }: BlockComponentProps<GoogleReviewsProps>) {
  const titleId = useId();
  const api = useApi();
  const reviews = useQuery(googleReviewsQueryOptions(api, reviewsSince(props)));
  const ui = useUiWords();
  const t = useMessages(googleReviewsMessages);
  const { locale, defaultLocale } = useLocale();
  const language = htmlLang(locale);
  // A review stays as its author wrote it, marked with its language when not the page's (the API's, else the site's).
  const textLang = useTextLang();
  const { data: parameters } = useQuery(parametersQueryOptions(api));
  const reviewUrl = safeLink(parameterString(indexParameters(parameters ?? []), 'GOOGLE_REVIEW_URL')) ?? safeLink(reviews.data?.url);
  const data = reviews.data;
  const shown = data ? data.reviews.filter((r) => r.rating >= props.minRating && r.text).slice(0, props.maxReviews) : [];
  return (
    <section className="vb-testimonials vb-reviews" aria-labelledby={titleId} aria-busy={reviews.isPending}>
      <h2 id={titleId} className="vb-title vb-testimonials__title">
        {props.title ?? t('title')}
      </h2>
      {reviews.isPending ? (
        <ul className="vb-testimonials__list" aria-hidden="true">
          {Array.from({ length: props.maxReviews }, (_, i) => (
            <li key={i} className="vb-card vb-testimonials__item vb-reviews__placeholder" />
          ))}
        </ul>
      ) : !data ? (
        <p className="vb-reviews__empty">{t('unavailable')}</p>
      ) : (
        <>
          {props.showSummary && data.total > 0 ? (
            <p className="vb-reviews__summary">
              <span className="vb-reviews__score" aria-hidden="true">
                {formatRating(language, data.rating)}
              </span>
              <RatingStars rating={data.rating} size="lg" say={ui} />
              <span>{t('summary', { count: data.total })}</span>
            </p>
          ) : null}
          {shown.length > 0 ? (
            <ul className="vb-testimonials__list">
              {shown.map((review, index) => (
                <QuoteCard
                  key={`${review.author}-${index}`}
                  quote={review.text && frenchSpacing(review.text)}
                  lang={textLang(review.language ?? defaultLocale)}
                  author={review.author}
                  rating={review.rating}
                  context={review.relativeTime ?? formatDayIn(language, review.date)}
                  cropAt={props.excerptLength}
                  say={ui}
                />
              ))}
            </ul>
          ) : (
            <p className="vb-reviews__empty">{t('none')}</p>
          )}
        </>
      )}
      {reviewUrl ? (
        <p className="vb-reviews__more">
          <a href={reviewUrl} target="_blank" rel="noopener noreferrer">
            {t('more')}
            <span className="vb-visually-hidden">{t('newTab')}</span>
          </a>
        </p>
      ) : null}
    </section>
  );
}
