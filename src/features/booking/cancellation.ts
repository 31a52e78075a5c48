/**
 * The free-cancellation terms of a booking (the booking config's `cancellationHours`), said with the
 * real date in Paris time, after the one label « Annulation : » of the summary and the confirmation. A deadline already past when the visitor books (a session less than
 * `cancellationHours` ahead) is never shown as a date: the visitor is told there is no free
 * cancellation left, rather than "until yesterday".
 */
import type { BookingWords } from './messages';
import { parisLocal } from './slots';

/** What applies to a session starting at `start` (ms), booked at `now`. */
export type CancellationTerms = { kind: 'free-until'; deadline: number } | { kind: 'none-left' };

/** The terms: free until `start − hours`, or none left when that moment is not after `now`. */
export function cancellationTerms(start: number, hours: number, now: number): CancellationTerms {
  const deadline = start - hours * 3_600_000;
  return deadline > now ? { kind: 'free-until', deadline } : { kind: 'none-left' };
}

/**
 * The terms as they follow the label « Annulation : » (the summary and the confirmation show that
 * label once, then this), in the page's language, e.g. "sans frais jusqu’au lundi 30 novembre 2026 à
 * 10 h 30 (heure de Paris), 48 heures avant le rendez-vous ; passé ce délai, la séance est due (sauf
 * cas de force majeure)."
 */
export function cancellationTermsText(start: number, hours: number, now: number, { t, day, time }: Pick<BookingWords, 't' | 'day' | 'time'>): string {
  const terms = cancellationTerms(start, hours, now);
  const count = t('cancelHours', { count: hours });
  if (terms.kind === 'none-left') return t('cancelNoneLeft', { hours: count });
  if (hours === 0) return t('cancelFreeToStart');
  return t('cancelFreeUntil', { when: t('at', { day: day(parisLocal(terms.deadline).date), time: time(terms.deadline) }), hours: count });
}
