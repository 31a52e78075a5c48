import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { BlockComponentProps } from '../block-kit';
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
            <li key={`${review.author}-${index}`} className="vb-card vb-testimonials__item">
              <figure className="vb-testimonials__figure">
                <p className="vb-testimonials__rating" role="img" aria-label={`Note : ${review.rating} sur 5`}>
                  {'★'.repeat(review.rating)}
                  <span className="vb-testimonials__rating-off">{'★'.repeat(Math.max(0, 5 - review.rating))}</span>
                </p>
                <blockquote className="vb-testimonials__quote">
                  <p>« {review.text} »</p>
                </blockquote>
                <figcaption className="vb-testimonials__author">
                  <strong>{review.author}</strong>
                  {review.relativeTime ? <span className="vb-testimonials__context">{review.relativeTime}</span> : null}
                </figcaption>
              </figure>
            </li>
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
