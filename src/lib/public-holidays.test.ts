// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { easterSunday, publicHoliday } from './public-holidays';

describe('French public holidays', () => {
  it('knows Easter Sunday (Gregorian computus), early and late', () => {
    expect(['2024', '2025', '2026', '2027', '2028', '2038', '2285'].map((y) => easterSunday(Number(y)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
      '2038-04-25',
      '2285-03-22',
    ]);
  });

  it('names the eleven days of 2026, and nothing else', () => {
    const named: string[] = [];
    for (let t = Date.parse('2026-01-01T12:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      const name = publicHoliday(date);
      if (name) named.push(`${date} ${name}`);
    }
    expect(named).toEqual([
      '2026-01-01 Jour de l’an',
      '2026-04-06 Lundi de Pâques',
      '2026-05-01 Fête du Travail',
      '2026-05-08 Victoire 1945',
      '2026-05-14 Ascension',
      '2026-05-25 Lundi de Pentecôte',
      '2026-07-14 Fête nationale',
      '2026-08-15 Assomption',
      '2026-11-01 Toussaint',
      '2026-11-11 Armistice 1918',
      '2026-12-25 Noël',
    ]);
  });

  it('moves the Easter days with Easter, across a leap day', () => {
    expect(publicHoliday('2028-04-17')).toBe('Lundi de Pâques');
    expect(publicHoliday('2028-05-25')).toBe('Ascension');
    expect(publicHoliday('2028-06-05')).toBe('Lundi de Pentecôte');
    expect(publicHoliday('2028-02-29')).toBeNull();
  });
});
