/**
 * A star rating out of 5 as one image with a spoken text ("Note : 4,9 sur 5"). Filled and empty
 * stars differ by shape (solid / outline), not only by colour, and both colours reach 3:1 on white
 * (WCAG 1.4.11 for graphics): the filled star uses the theme's accent *text* colour, which the theme
 * already darkens to 4.5:1, never the raw accent (#F49E4D is 2.3:1 on white).
 */
import { sayOf, type Say } from '@/lib/message-format';
import { formatDecimal } from '@/lib/money';
import './rating-stars.css';

/** The rating's spoken words in French (the default, and the French of the page's words). */
export const RATING_WORDS = {
  'rating.label': 'Note : {rating} sur 5',
} as const;

/** The rating's words in the page's language. */
export type RatingSay = Say<typeof RATING_WORDS>;

const french: RatingSay = sayOf(RATING_WORDS);

/** "Note : 4,9 sur 5" ("Rated 4.9 out of 5" with English words): the accessible name of a rating. */
export function ratingLabel(rating: number, say: RatingSay = french): string {
  // One decimal, rounded as formatDecimal rounds; the words write it as their language does. Not
  // Intl.NumberFormat: building one loads ICU's data, ≈ 20 ms when this block's code loads on a
  // phone (issue 23; src/lib/money.ts).
  return say('rating.label', { rating: Number(formatDecimal(rating, 1).replace(',', '.')) });
}

/** Props of {@link RatingStars}. */
export interface RatingStarsProps {
  /** 0–5, decimals allowed (an average); stars are rounded to the nearest whole star. */
  rating: number;
  /** Larger stars for a summary. */
  size?: 'sm' | 'lg';
  className?: string;
  /** The spoken words in the page's language (French when absent). */
  say?: RatingSay | undefined;
}

/** Five stars, `Math.round(rating)` of them filled. */
export function RatingStars({ rating, size = 'sm', className, say }: RatingStarsProps) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={['rating-stars', `rating-stars--${size}`, className].filter(Boolean).join(' ')} role="img" aria-label={ratingLabel(rating, say)}>
      {Array.from({ length: 5 }, (_, i) => (
        <svg
          key={i}
          className={i < filled ? 'rating-stars__star rating-stars__star--on' : 'rating-stars__star'}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
        </svg>
      ))}
    </span>
  );
}
