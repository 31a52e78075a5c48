import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { googleReviewsQueryOptions } from '@/api/queries/content';
import { parametersQueryOptions } from '@/api/queries/site';
import { formatDay } from '@/lib/dates';
import { reviewsSince } from './since';
import { indexParameters, parameterString } from '@/lib/parameters';
import { RatingStars } from '@/ui/rating-stars';
import type { BlockComponentProps } from '../block-kit';
import { QuoteCard } from '@/ui/quote-card';
import { useUiWords } from '@/features/i18n/use-ui-words';
import type { GoogleReviewsProps } from './props.gen';
import './google-reviews.css';

const ratingFormat = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

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
  const { data: parameters } = useQuery(parametersQueryOptions(api));
  const reviewUrl = safeLink(parameterString(indexParameters(parameters ?? []), 'GOOGLE_REVIEW_URL')) ?? safeLink(reviews.data?.url);
  const data = reviews.data;
  const shown = data ? data.reviews.filter((r) => r.rating >= props.minRating && r.text).slice(0, props.maxReviews) : [];
  return (
    <section className="vb-testimonials vb-reviews" aria-labelledby={titleId} aria-busy={reviews.isPending}>
      <h2 id={titleId} className="vb-title vb-testimonials__title">
        {props.title}
      </h2>
      {reviews.isPending ? (
        <ul className="vb-testimonials__list" aria-hidden="true">
          {Array.from({ length: props.maxReviews }, (_, i) => (
            <li key={i} className="vb-card vb-testimonials__item vb-reviews__placeholder" />
          ))}
        </ul>
      ) : !data ? (
        <p className="vb-reviews__empty">Les avis Google ne peuvent pas s’afficher pour le moment.</p>
      ) : (
        <>
          {props.showSummary && data.total > 0 ? (
            <p className="vb-reviews__summary">
              <span className="vb-reviews__score" aria-hidden="true">
                {ratingFormat.format(data.rating)}
              </span>
              <RatingStars rating={data.rating} size="lg" say={ui} />
              <span>sur 5, d’après {data.total} avis Google</span>
            </p>
          ) : null}
          {shown.length > 0 ? (
            <ul className="vb-testimonials__list">
              {shown.map((review, index) => (
                <QuoteCard
                  key={`${review.author}-${index}`}
                  quote={review.text}
                  author={review.author}
                  rating={review.rating}
                  context={review.relativeTime ?? formatDay(review.date)}
                  cropAt={props.excerptLength}
                  say={ui}
                />
              ))}
            </ul>
          ) : (
            <p className="vb-reviews__empty">Aucun avis à afficher pour le moment.</p>
          )}
        </>
      )}
      {reviewUrl ? (
        <p className="vb-reviews__more">
          <a href={reviewUrl} target="_blank" rel="noopener noreferrer">
            Voir tous les avis ou laisser le vôtre sur Google<span className="vb-visually-hidden"> (nouvel onglet)</span>
          </a>
        </p>
      ) : null}
    </section>
  );
}
