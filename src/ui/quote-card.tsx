import { useState } from 'react';
import { cropText } from '@/lib/crop-text';
import { sayOf, type Say } from '@/lib/message-format';
import { RATING_WORDS, RatingStars } from './rating-stars';
import './quote-card.css';

/** A quote's own words in French (the default, and the French of the page's words), its rating's too. */
export const QUOTE_WORDS = {
  ...RATING_WORDS,
  'quote.text': '« {quote} »',
  'quote.more': 'Lire la suite',
  'quote.moreOf': ' de l’avis de {author}',
} as const;

/** A quote's words in the page's language. */
export type QuoteSay = Say<typeof QUOTE_WORDS>;

const french: QuoteSay = sayOf(QUOTE_WORDS);

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
  /** Its own words (quotation marks, « Lire la suite », the rating) in the page's language (French when absent). */
  say?: QuoteSay | undefined;
  /** The quote's `lang` when it is written in another language than the page's (a review in French on an English page). */
  lang?: string | undefined;
}

/**
 * One quote of a list of quotes, with the list's styles (`quote-card.css`: `vb-testimonials__list`,
 * `__item`, `__title`…): shared by the testimonials and Google reviews blocks.
 */
export function QuoteCard({ quote, author, rating, context, cropAt, say = french, lang }: QuoteCardProps) {
  const [expanded, setExpanded] = useState(false);
  const text = quote?.trim() ?? '';
  const cropped = cropAt !== undefined && !expanded ? cropText(text, cropAt) : text;
  const isCropped = cropped !== text;
  return (
    <li className="vb-card vb-testimonials__item">
      <figure className="vb-testimonials__figure">
        {rating ? <RatingStars rating={rating} className="vb-testimonials__rating" say={say} /> : null}
        {text ? (
          <blockquote className="vb-testimonials__quote" lang={lang}>
            <p>{say('quote.text', { quote: cropped })}</p>
          </blockquote>
        ) : null}
        {isCropped ? (
          <button type="button" className="vb-testimonials__more" aria-expanded="false" onClick={() => setExpanded(true)}>
            {say('quote.more')}
            <span className="vb-visually-hidden">{say('quote.moreOf', { author })}</span>
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
