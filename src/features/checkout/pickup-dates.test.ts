// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteDay } from '@/lib/dates';
import { PARIS_INSTANTS } from '@tests/support/paris-instants';
import { formatDate, formatTime, isoWeekday, pickupDates, slotsOn } from './pickup-dates';

const schedules = [
  { id: 1, day: 2, start: '16:00', end: '18:00' },
  { id: 2, day: 2, start: '10:00', end: '12:00' },
  { id: 5, day: 6, start: '10:00', end: '12:00' },
];

describe('click-and-collect dates', () => {
  it('offers the next open days from tomorrow, across months', () => {
    // 2026-11-24 is a Tuesday: not offered the same day.
    expect(isoWeekday('2026-11-24')).toBe(2);
    expect(pickupDates({ schedules }, '2026-11-24', 4)).toEqual(['2026-11-28', '2026-12-01', '2026-12-05', '2026-12-08']);
    expect(pickupDates({ schedules: [] }, '2026-11-24')).toEqual([]);
    expect(pickupDates({}, '2026-11-24')).toEqual([]);
  });

  it('skips public holidays at a place closed on them, and only there', () => {
    // Tuesday 14 July and Saturday 15 August 2026 (Fête nationale, Assomption); Easter Monday 2027 is 29 March.
    expect(pickupDates({ schedules, closedOnPublicHolidays: true }, '2026-07-10', 3)).toEqual(['2026-07-11', '2026-07-18', '2026-07-21']);
    expect(pickupDates({ schedules, closedOnPublicHolidays: false }, '2026-07-10', 3)).toEqual(['2026-07-11', '2026-07-14', '2026-07-18']);
    expect(pickupDates({ schedules, closedOnPublicHolidays: true }, '2026-08-10', 2)).toEqual(['2026-08-11', '2026-08-18']);
  });

  it('lists a date’s slots by start time and says them the French way', () => {
    expect(slotsOn(schedules, '2026-12-01').map((s) => s.id)).toEqual([2, 1]);
    expect(slotsOn(schedules, '2026-12-02')).toEqual([]);
    expect(formatDate('2026-12-01')).toBe('mardi 1er décembre');
    expect([formatTime('10:00'), formatTime('16:30')]).toEqual(['10\u00a0h', '16\u00a0h\u00a030']);
    expect([formatDate('2026-12-01', 'en'), formatTime('16:30', 'en')]).toEqual(['Tuesday 1 December', '16:30']);
  });
});

describe('at each instant of the calendar, the caveau of site 52 (Tuesday to Saturday, closed on public holidays)', () => {
  const caveau = { schedules: [2, 3, 4, 5, 6].map((day) => ({ id: day, day, start: '10:00', end: '12:30' })), closedOnPublicHolidays: true };
  /** The first three dates offered, as the select says them. */
  const expected: Record<string, string[]> = {
    '1 December 10:00': ['mercredi 2 décembre', 'jeudi 3 décembre', 'vendredi 4 décembre'],
    '28 February 18:30, not a leap year': ['mardi 2 mars', 'mercredi 3 mars', 'jeudi 4 mars'],
    '29 February, leap year': ['mercredi 1er mars', 'jeudi 2 mars', 'vendredi 3 mars'],
    '13 August, the 15th (a public holiday) ahead': ['vendredi 14 août', 'mardi 18 août', 'mercredi 19 août'],
    '15 August, a public holiday': ['mardi 18 août', 'mercredi 19 août', 'jeudi 20 août'],
    'last Sunday of March 01:30, summer time starts at 02:00': ['mardi 31 mars', 'mercredi 1er avril', 'jeudi 2 avril'],
    'last Sunday of October 02:30, the first time (summer)': ['mardi 27 octobre', 'mercredi 28 octobre', 'jeudi 29 octobre'],
    'last Sunday of October 02:30, the second time (winter)': ['mardi 27 octobre', 'mercredi 28 octobre', 'jeudi 29 octobre'],
    '31 December 23:30': ['samedi 2 janvier', 'mardi 5 janvier', 'mercredi 6 janvier'],
    // Paris is already in 2027 while UTC still says 31 December: the day the order is placed is Paris's.
    '1 January 00:30, still 31 December in UTC': ['samedi 2 janvier', 'mardi 5 janvier', 'mercredi 6 janvier'],
  };

  it.each(PARIS_INSTANTS)('$name', ({ name, iso }) => {
    const today = siteDay(new Date(iso));
    expect(today).toBe(iso.slice(0, 10));
    const dates = pickupDates(caveau, today, 3);
    expect(dates.map((d) => formatDate(d))).toEqual(expected[name]);
    for (const date of dates) expect(date > today).toBe(true);
  });
});
