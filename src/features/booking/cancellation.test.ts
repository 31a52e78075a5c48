// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cancellationSentence, cancellationTerms } from './cancellation';

const at = (iso: string) => Date.parse(iso);

describe('free-cancellation terms (Europe/Paris)', () => {
  it('never gives a deadline in the past: a session less than 48 h ahead has no free cancellation left', () => {
    // Booked on Wednesday 25 November at 16:00 for Thursday 26 at 10:00: the deadline would be Tuesday 24.
    const now = at('2026-11-25T16:00:00+01:00');
    const start = at('2026-11-26T10:00:00+01:00');
    expect(cancellationTerms(start, 48, now)).toEqual({ kind: 'none-left' });
    const sentence = cancellationSentence(start, 48, now);
    expect(sentence).toBe(
      'Ce rendez-vous a lieu dans moins de 48 heures : il ne peut plus être annulé sans frais ; en cas d’empêchement, la séance est due (sauf cas de force majeure).',
    );
    expect(sentence).not.toMatch(/novembre/);
  });
  it('says until when, in Paris time, whatever the machine’s zone', () => {
    const now = at('2026-11-25T16:00:00+01:00');
    const start = at('2026-11-30T10:30:00+01:00');
    expect(cancellationTerms(start, 48, now)).toEqual({ kind: 'free-until', deadline: at('2026-11-28T10:30:00+01:00') });
    expect(cancellationSentence(start, 48, now)).toBe(
      'Annulation sans frais jusqu’au samedi 28 novembre 2026 à 10 h 30 (heure de Paris), 48 heures avant le rendez-vous ; passé ce délai, la séance est due (sauf cas de force majeure).',
    );
  });
  it('treats a deadline equal to now as past', () => {
    const start = at('2026-11-27T16:00:00+01:00');
    expect(cancellationTerms(start, 48, at('2026-11-25T16:00:00+01:00'))).toEqual({ kind: 'none-left' });
  });
  it('counts real hours across the summer-time change in Paris', () => {
    // Summer time starts on Sunday 29 March 2026 at 02:00: 48 hours before Tuesday 31 at 10:00 (+02:00) is Sunday 29 at 10:00 (+02:00).
    const start = at('2026-03-31T10:00:00+02:00');
    expect(cancellationSentence(start, 48, at('2026-03-20T10:00:00+01:00'))).toContain('dimanche 29 mars 2026 à 10 h 00 (heure de Paris)');
  });
});
