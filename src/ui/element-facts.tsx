/**
 * The practical facts of an event-like element (a workshop): when, where, price and places left, as
 * a description list. Shared by the element-list cards and the element page. Its words are the
 * page's language when the caller passes them (`say`, and `language` for its dates and prices), French otherwise.
 */
import { EVENT_DATES_WORDS, formatEventDates } from '@/lib/dates-in';
import { sayOf, type Say } from '@/lib/message-format';
import { formatEurosIn } from '@/lib/money';
import './element-facts.css';

/** The facts' own words in French (the default, and the French of the page's words). */
export const ELEMENT_FACTS_WORDS = {
  ...EVENT_DATES_WORDS,
  'facts.date': 'Date',
  'facts.place': 'Lieu',
  'facts.price': 'Tarif',
  'facts.free': 'Gratuit',
  'facts.places': 'Places',
  'facts.full': 'Complet',
  'facts.placesLeft': { one: 'Plus qu’une', other: '{count} restantes' },
} as const;

/** The facts' words in the page's language. */
export type ElementFactsSay = Say<typeof ELEMENT_FACTS_WORDS>;

const french: ElementFactsSay = sayOf(ELEMENT_FACTS_WORDS);

/** What is left, under « Places » (so the word is not said twice): "Complet", "Plus qu’une", "3 restantes"; null when the element does not count places. */
export function placesLeftText(remaining: number | null | undefined, say: ElementFactsSay = french): string | null {
  if (remaining === null || remaining === undefined) return null;
  if (remaining <= 0) return say('facts.full');
  return say('facts.placesLeft', { count: remaining });
}

/** What {@link ElementFacts} shows (the element's fields, all optional). */
export interface ElementFactsProps {
  startDate?: string | null;
  endDate?: string | null;
  location?: string | null;
  price?: number | null;
  remaining?: number | null;
  className?: string;
  /** The words in the page's language (French when absent). */
  say?: ElementFactsSay | undefined;
  /** The page's language (`fr`, `en`: `htmlLang` of its locale), for its dates and prices (French when absent). */
  language?: string | undefined;
}

/** Date, place, price and places left; lines without data are left out. */
export function ElementFacts({ startDate, endDate, location, price, remaining, className, say = french, language = 'fr' }: ElementFactsProps) {
  const places = placesLeftText(remaining, say);
  return (
    <dl className={['element-facts', className].filter(Boolean).join(' ')}>
      {startDate ? (
        <div>
          <dt>{say('facts.date')}</dt>
          <dd>
            <time dateTime={startDate}>{formatEventDates(startDate, endDate, say, language)}</time>
          </dd>
        </div>
      ) : null}
      {location ? (
        <div>
          <dt>{say('facts.place')}</dt>
          <dd>{location}</dd>
        </div>
      ) : null}
      {price !== null && price !== undefined ? (
        <div>
          <dt>{say('facts.price')}</dt>
          <dd>{price === 0 ? say('facts.free') : formatEurosIn(language, price)}</dd>
        </div>
      ) : null}
      {places ? (
        <div>
          <dt>{say('facts.places')}</dt>
          <dd className={remaining !== null && remaining !== undefined && remaining <= 0 ? 'element-facts__full' : undefined}>{places}</dd>
        </div>
      ) : null}
    </dl>
  );
}
