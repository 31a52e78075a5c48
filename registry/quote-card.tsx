/** One customer quote as a list item: optional star rating, the quote, its author and context. */
export interface QuoteCardProps {
  /** The words; a star-only review (no text) shows its rating and author alone. */
  quote?: string | null;
  author: string;
  /** Rating out of 5; no stars when absent. */
  rating?: number | null;
  /** A line under the author (e.g. "il y a 2 semaines", "coureuse, marathon de La Rochelle"). */
  context?: string | null;
}

/** Shared by the testimonials and Google reviews blocks (styles in testimonials.css). */
export function QuoteCard({ quote, author, rating, context }: QuoteCardProps) {
  return (
    <li className="vb-card vb-testimonials__item">
      <figure className="vb-testimonials__figure">
        {rating ? (
          <p className="vb-testimonials__rating" role="img" aria-label={`Note : ${rating} sur 5`}>
            {'★'.repeat(rating)}
            <span className="vb-testimonials__rating-off">{'★'.repeat(Math.max(0, 5 - rating))}</span>
          </p>
        ) : null}
        {quote ? (
          <blockquote className="vb-testimonials__quote">
            <p>« {quote} »</p>
          </blockquote>
        ) : null}
        <figcaption className="vb-testimonials__author">
          <strong>{author}</strong>
          {context ? <span className="vb-testimonials__context">{context}</span> : null}
        </figcaption>
      </figure>
    </li>
  );
}
