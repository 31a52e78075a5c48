/**
 * The practical facts of an event-like element (a workshop): when, where, price and places left, as
 * a description list. Shared by the element-list cards and the element page.
 */
import { formatEventDates } from '@/lib/dates';
import { formatEuros } from '@/lib/money';
import './element-facts.css';

/** "Complet", "Plus qu’une place", "3 places restantes"; null when the element does not count places. */
export function placesLeftText(remaining: number | null | undefined): string | null {
  if (remaining === null || remaining === undefined) return null;
  if (remaining <= 0) return 'Complet';
  if (remaining === 1) return 'Plus qu’une place';
  return `${remaining} places restantes`;
}

/** What {@link ElementFacts} shows (the element's fields, all optional). */
export interface ElementFactsProps {
  startDate?: string | null;
  endDate?: string | null;
  location?: string | null;
  price?: number | null;
  remaining?: number | null;
  className?: string;
}

/** Date, place, price and places left; lines without data are left out. */
export function ElementFacts({ startDate, endDate, location, price, remaining, className }: ElementFactsProps) {
  const places = placesLeftText(remaining);
  return (
    <dl className={['element-facts', className].filter(Boolean).join(' ')}>
      {startDate ? (
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={startDate}>{formatEventDates(startDate, endDate)}</time>
          </dd>
        </div>
      ) : null}
      {location ? (
        <div>
          <dt>Lieu</dt>
          <dd>{location}</dd>
        </div>
      ) : null}
      {price !== null && price !== undefined ? (
        <div>
          <dt>Tarif</dt>
          <dd>{price === 0 ? 'Gratuit' : formatEuros(price)}</dd>
        </div>
      ) : null}
      {places ? (
        <div>
          <dt>Places</dt>
          <dd className={remaining !== null && remaining !== undefined && remaining <= 0 ? 'element-facts__full' : undefined}>{places}</dd>
        </div>
      ) : null}
    </dl>
  );
}
