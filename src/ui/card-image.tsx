/** The picture of a card, as an image object of the API gives it (`url`, optional `alt`). */
export interface CardImageSource {
  url: string;
  /** Empty or absent: a decorative picture (the card's title says what it shows). */
  alt?: string | null;
}

/**
 * The cover picture of a card in a list (workshops, albums, services, news): lazy, decoded off the
 * main thread, and sized 800 × 500 so the browser reserves its 8:5 box before the file arrives (no
 * layout shift; the CSS of `className` crops it to that ratio). Cards are rarely the first screen's
 * largest picture: a page's hero or cover is loaded eagerly by its own markup instead.
 */
export function CardImage({ image, className }: { image: CardImageSource; className: string }) {
  return <img className={className} src={image.url} alt={image.alt ?? ''} width={800} height={500} loading="lazy" decoding="async" />;
}
