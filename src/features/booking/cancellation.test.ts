// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PARIS_INSTANTS } from '@tests/support/paris-instants';
import { loadMessages, translatorOf } from '@/features/i18n/messages';
import { cancellationTerms, cancellationTermsText } from './cancellation';
import { bookingMessages, bookingWords, type bookingFr } from './messages';

/** The booking's words as a French page reads them. */
const french = bookingWords(translatorOf<typeof bookingFr>(await loadMessages(bookingMessages, 'fr_FR'), 'fr_FR'), 'fr');

const at = (iso: string) => Date.parse(iso);
const DUE = 'la séance est due (sauf cas de force majeure).';

describe('free-cancellation terms (Europe/Paris)', () => {
  it('never gives a deadline in the past: a session less than 48 h ahead has no free cancellation left', () => {
    // Booked on Wednesday 25 November at 16:00 for Thursday 26 at 10:00: the deadline would be Tuesday 24.
    const now = at('2026-11-25T16:00:00+01:00');
    const start = at('2026-11-26T10:00:00+01:00');
    expect(cancellationTerms(start, 48, now)).toEqual({ kind: 'none-left' });
    const text = cancellationTermsText(start, 48, now, french);
    expect(text).toBe(`plus possible sans frais, ce rendez-vous ayant lieu dans moins de 48\u00a0heures ; en cas d’empêchement, ${DUE}`);
    expect(text).not.toMatch(/novembre/);
  });

  it('says until when, in Paris time, whatever the machine’s zone, without repeating the label « Annulation »', () => {
    const now = at('2026-11-25T16:00:00+01:00');
    const start = at('2026-11-30T10:30:00+01:00');
    expect(cancellationTerms(start, 48, now)).toEqual({ kind: 'free-until', deadline: at('2026-11-28T10:30:00+01:00') });
    const text = cancellationTermsText(start, 48, now, french);
    expect(text).toBe(
      `sans frais jusqu’au samedi 28 novembre 2026 à 10\u00a0h\u00a030 (heure de Paris), 48\u00a0heures avant le rendez-vous ; passé ce délai, ${DUE}`,
    );
    expect(text).not.toMatch(/annulation/i);
  });

  it('treats a deadline equal to now as past', () => {
    const start = at('2026-11-27T16:00:00+01:00');
    expect(cancellationTerms(start, 48, at('2026-11-25T16:00:00+01:00'))).toEqual({ kind: 'none-left' });
  });

  it('counts real hours across the summer-time change in Paris', () => {
    // Summer time starts on Sunday 29 March 2026 at 02:00: 48 hours before Tuesday 31 at 10:00 (+02:00) is Sunday 29 at 10:00 (+02:00).
    const start = at('2026-03-31T10:00:00+02:00');
    expect(cancellationTermsText(start, 48, at('2026-03-20T10:00:00+01:00'), french)).toContain('dimanche 29 mars 2026 à 10\u00a0h (heure de Paris)');
  });

  it('says one hour and no delay the French way', () => {
    const now = at('2026-11-25T16:00:00+01:00');
    expect(cancellationTermsText(at('2026-11-30T10:30:00+01:00'), 1, now, french)).toContain(
      'à 9\u00a0h\u00a030 (heure de Paris), 1\u00a0heure avant le rendez-vous',
    );
    expect(cancellationTermsText(at('2026-11-30T10:30:00+01:00'), 0, now, french)).toBe('sans frais jusqu’à l’heure du rendez-vous.');
  });
});

describe('at each instant of the calendar: a session a day ahead, and one three days ahead', () => {
  /** The terms of a session 24 h after the instant ("none" left), and the deadline said for one 72 h 30 after it. */
  const expected: Record<string, [string, string]> = {
    '1 December 10:00': ['none', 'mercredi 2 décembre 2026 à 10\u00a0h\u00a030'],
    '28 February 18:30, not a leap year': ['none', 'lundi 1er mars 2027 à 19\u00a0h'],
    '29 February, leap year': ['none', 'mercredi 1er mars 2028 à 9\u00a0h\u00a030'],
    '13 August, the 15th (a public holiday) ahead': ['none', 'vendredi 14 août 2026 à 9\u00a0h\u00a030'],
    '15 August, a public holiday': ['none', 'dimanche 16 août 2026 à 10\u00a0h\u00a030'],
    // Summer time starts at 02:00: 24\u00a0h\u00a030 after 01:30 (+01:00) is Monday 30 March at 03:00 (+02:00).
    'last Sunday of March 01:30, summer time starts at 02:00': ['none', 'lundi 30 mars 2026 à 3\u00a0h'],
    // Summer time ends at 03:00: 02:30 happens twice; 24\u00a0h\u00a030 after each is 02:00 or 03:00 (+01:00) the next day.
    'last Sunday of October 02:30, the first time (summer)': ['none', 'lundi 26 octobre 2026 à 2\u00a0h'],
    'last Sunday of October 02:30, the second time (winter)': ['none', 'lundi 26 octobre 2026 à 3\u00a0h'],
    '31 December 23:30': ['none', 'samedi 2 janvier 2027 à 0\u00a0h'],
    '1 January 00:30, still 31 December in UTC': ['none', 'samedi 2 janvier 2027 à 1\u00a0h'],
  };

  it.each(PARIS_INSTANTS)('$name', ({ name, iso }) => {
    const now = at(iso);
    const [soon, later] = expected[name] ?? [];
    const say = (hoursAhead: number) => {
      const terms = cancellationTerms(now + hoursAhead * 3_600_000, 48, now);
      return terms.kind === 'none-left' ? 'none' : cancellationTermsText(now + hoursAhead * 3_600_000, 48, now, french);
    };
    expect(say(24)).toBe(soon);
    expect(say(72.5)).toBe(`sans frais jusqu’au ${later} (heure de Paris), 48\u00a0heures avant le rendez-vous ; passé ce délai, ${DUE}`);
    // The deadline is exactly 48 real hours before the session, never in the past.
    const terms = cancellationTerms(now + 72.5 * 3_600_000, 48, now);
    expect(terms).toEqual({ kind: 'free-until', deadline: now + 24.5 * 3_600_000 });
  });
});
