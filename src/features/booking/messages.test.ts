// @vitest-environment node
/** The booking's words and formats in each language: lengths, days, times (Paris), prices. */
import { describe, expect, it } from 'vitest';
import { loadMessages, translatorOf } from '@/features/i18n/messages';
import { bookingMessages, bookingWords, type bookingFr } from './messages';

const wordsIn = async (locale: string, language: string) =>
  bookingWords(translatorOf<typeof bookingFr>(await loadMessages(bookingMessages, locale), locale), language);

describe('booking words', () => {
  it('write lengths, days and times as a French page does', async () => {
    const fr = await wordsIn('fr_FR', 'fr');
    expect([20, 45, 60, 75, 90, 120].map(fr.duration)).toEqual(['20\u00a0min', '45\u00a0min', '1\u00a0h', '1\u00a0h\u00a015', '1\u00a0h\u00a030', '2\u00a0h']);
    // Each number with its unit, joined by a no-break space (« 1 » ended a line at 390 px, « heure 30 minutes » on the next).
    expect([45, 60, 90, 120].map(fr.spokenDuration)).toEqual(['45\u00a0minutes', '1\u00a0heure', '1\u00a0heure 30\u00a0minutes', '2\u00a0heures']);
    expect(fr.day('2026-12-01')).toBe('mardi 1er décembre 2026');
    expect(fr.time(Date.parse('2026-12-01T10:30:00+01:00'))).toBe('10\u00a0h\u00a030');
    expect(fr.time(Date.parse('2026-12-01T09:00:00+01:00'))).toBe('9\u00a0h');
    expect(fr.weekdays[0]).toEqual(['lun.', 'lundi']);
    expect(fr.offer({ minutes: 90, price: 15 }).replace(/\s/g, ' ')).toBe('1 h 30 · 15 €');
    expect(fr.offer({ minutes: 75, price: 14.5 }).replace(/\s/g, ' ')).toBe('1 h 15 · 14,50 €');
    expect(fr.offer({ minutes: 20, price: null })).toBe('20\u00a0min · sur devis');
  });

  it('and as an English one', async () => {
    const en = await wordsIn('en_GB', 'en');
    expect([45, 60, 90, 120].map(en.duration)).toEqual(['45\u00a0min', '1\u00a0hr', '1\u00a0hr\u00a030', '2\u00a0hr']);
    expect([45, 60, 90, 120].map(en.spokenDuration)).toEqual(['45\u00a0minutes', '1\u00a0hour', '1\u00a0hour 30\u00a0minutes', '2\u00a0hours']);
    expect(en.day('2026-12-01')).toBe('Tuesday, 1 December 2026');
    expect(en.month('2026-12')).toBe('December 2026');
    expect(en.time(Date.parse('2026-12-01T10:30:00+01:00'))).toBe('10:30');
    expect(en.time(Date.parse('2026-12-01T09:00:00+01:00'))).toBe('09:00');
    expect(en.weekdays[0]).toEqual(['Mon', 'Monday']);
    expect(en.offer({ minutes: 45, price: null })).toBe('45\u00a0min · on quote');
    expect(en.offer({ minutes: 75, price: 14.5 })).toBe('1\u00a0hr\u00a015 · €14.50');
    expect(en.t('stepOf', { n: 2, total: 4, title: 'Which day, at what time?' })).toBe('Step 2 of 4: Which day, at what time?');
  });
});
