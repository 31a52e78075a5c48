import { useState } from 'react';
import { cropText } from '@/lib/crop-text';
import { RatingStars } from './rating-stars';
import './quote-card.css';

/** One customer quote as a list item: optional star rating, the quote, its author and context. */
export interface QuoteCardProps {
  /** The words; a star-only review (no text) shows its rating and author alone. */
  quote?: string | null;
  author: string;
  /** Rating out of 5; no stars when absent. */
  rating?: number | null;
  /** A line under the author (e.g. "il y a 2 semaines", "coureuse, marathon de La Rochelle"). */
  context?: string | null;
  /** Crop a longer quote at this many characters, on a word, with a "Lire la suite" button. */
  cropAt?: number;
}

/**
 * One quote of a list of quotes, with the list's styles (`quote-card.css`: `vb-testimonials__list`,
 * `__item`, `__title`…): shared by the testimonials and Google reviews blocks.
 */
export function QuoteCard({ quote, author, rating, context, cropAt }: QuoteCardProps) {
  const [expanded, setExpanded] = useState(false);
  const text = quote?.trim() ?? '';
  const cropped = cropAt !== undefined && !expanded ? cropText(text, cropAt) : text;
  const isCropped = cropped !== text;
  return (
    <li className="vb-card vb-testimonials__item">
      <figure className="vb-testimonials__figure">
        {rating ? <RatingStars rating={rating} className="vb-testimonials__rating" /> : null}
        {text ? (
          <blockquote className="vb-testimonials__quote">
            <p>« {cropped} »</p>
          </blockquote>
        ) : null}
        {isCropped ? (
          <button type="button" className="vb-testimonials__more" aria-expanded="false" onClick={() => setExpanded(true)}>
            Lire la suite<span className="vb-visually-hidden"> de l’avis de {author}</span>
          </button>
        ) : null}
        <figcaption className="vb-testimonials__author">
          <strong>{author}</strong>
          {context ? <span className="vb-testimonials__context">{context}</span> : null}
        </figcaption>
      </figure>
    </li>
  );
}
