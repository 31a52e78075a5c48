import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { BlockComponentProps } from '../block-kit';
import { QuoteCard } from '../quote-card';
import { googleReviewsQueryOptions } from '@/api/queries/content';
import type { GoogleReviewsProps } from './props.gen';
import '../testimonials/testimonials.css';
import './google-reviews.css';

const ratingFormat = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Latest customer reviews from the maps service, best first, with the average rating. */
export function GoogleReviews({ props }: BlockComponentProps<GoogleReviewsProps>) {
  const titleId = useId();
  const { data } = useSuspenseQuery(googleReviewsQueryOptions(useApi()));
  const reviews = data.reviews.filter((r) => r.rating >= props.minRating && r.text).slice(0, props.maxReviews);
  return (
    <section className="vb-testimonials vb-reviews" aria-labelledby={titleId}>
      <h2 id={titleId} className="vb-title vb-testimonials__title">
        {props.title}
      </h2>
      {props.showSummary ? (
        <p className="vb-reviews__summary">
          <span className="vb-reviews__score">{ratingFormat.format(data.rating)}</span>
          <span className="vb-reviews__stars" aria-hidden="true">
            ★★★★★
          </span>
          <span>
            sur 5, d’après {data.total} avis Google
          </span>
        </p>
      ) : null}
      {reviews.length > 0 ? (
        <ul className="vb-testimonials__list">
          {reviews.map((review, index) => (
            <QuoteCard key={`${review.author}-${index}`} quote={review.text} author={review.author} rating={review.rating} context={review.relativeTime} />
          ))}
        </ul>
      ) : (
        <p className="vb-reviews__empty">Les avis arrivent bientôt.</p>
      )}
      {data.url ? (
        <p className="vb-reviews__more">
          <a href={data.url} target="_blank" rel="noopener noreferrer">
            Voir tous les avis ou laisser le vôtre
          </a>
        </p>
      ) : null}
    </section>
  );
}
