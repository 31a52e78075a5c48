/**
 * The free-cancellation terms of a booking (the booking config's `cancellationHours`), said with the
 * real date in Paris time. A deadline already past when the visitor books (a session less than
 * `cancellationHours` ahead) is never shown as a date: the visitor is told there is no free
 * cancellation left, rather than "until yesterday".
 */
import { formatTime } from '@/lib/dates';
import { formatLongDay } from './booking-calendar';
import { parisLocal } from './slots';

/** What applies to a session starting at `start` (ms), booked at `now`. */
export type CancellationTerms = { kind: 'free-until'; deadline: number } | { kind: 'none-left' };

/** The terms: free until `start − hours`, or none left when that moment is not after `now`. */
export function cancellationTerms(start: number, hours: number, now: number): CancellationTerms {
  const deadline = start - hours * 3_600_000;
  return deadline > now ? { kind: 'free-until', deadline } : { kind: 'none-left' };
}

/**
 * The sentence for the summary and the confirmation, e.g. "Annulation sans frais jusqu’au lundi
 * 30 novembre 2026 à 10 h 30 (heure de Paris), 48 heures avant le rendez-vous ; passé ce délai, la
 * séance est due (sauf cas de force majeure)."
 */
export function cancellationSentence(start: number, hours: number, now: number): string {
  const terms = cancellationTerms(start, hours, now);
  const due = 'la séance est due (sauf cas de force majeure).';
  if (terms.kind === 'none-left')
    return `Ce rendez-vous a lieu dans moins de ${hours} heures : il ne peut plus être annulé sans frais ; en cas d’empêchement, ${due}`;
  const when = `${formatLongDay(parisLocal(terms.deadline).date)} à ${formatTime(new Date(terms.deadline))}`;
  return `Annulation sans frais jusqu’au ${when} (heure de Paris), ${hours} heures avant le rendez-vous ; passé ce délai, ${due}`;
}
