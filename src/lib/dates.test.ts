// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDay, formatDayAndTime, formatTime, frenchClock, siteDay, siteMonthStart } from './dates';
import { EVENT_DATES_WORDS, formatEventDates } from './dates-in';
import { sayOf } from './message-format';

/** The English words of src/features/i18n/ui-words.en-gb.ts. */
const english = sayOf({ ...EVENT_DATES_WORDS, 'dates.span': 'from {start} to {end}' });

describe('dates', () => {
  it('prints French days in the site time zone', () => {
    expect(formatDay('2025-02-03T07:30:00Z')).toBe('3 février 2025');
    // 23:30 UTC on 31 December is already the new year in Paris.
    expect(formatDay('2025-12-31T23:30:00Z')).toBe('1er janvier 2026');
    expect(formatDay('pas une date')).toBe('');
  });

  it('prints an event on one day with its hours, over several days as a range', () => {
    expect(formatEventDates('2026-03-14T09:30:00Z', '2026-03-14T11:30:00Z')).toBe('samedi 14 mars 2026, 10\u00a0h\u00a030 – 12\u00a0h\u00a030');
    // The month and year once, each day with its weekday (it said « du 14 mars 2026 au 15 mars 2026 »).
    expect(formatEventDates('2026-03-14T09:30:00Z', '2026-03-15T16:00:00Z')).toBe('du samedi 14 au dimanche 15 mars 2026');
    expect(formatEventDates('2026-10-31T09:30:00Z', '2026-11-01T16:00:00Z')).toBe('du samedi 31 octobre au dimanche 1er novembre 2026');
    expect(formatEventDates('2026-12-31T09:30:00Z', '2027-01-02T16:00:00Z')).toBe('du jeudi 31 décembre 2026 au samedi 2 janvier 2027');
    // Paris days: 23:30 UTC on 31 January is 1 February in Paris, the same month as the end.
    expect(formatEventDates('2027-01-31T23:30:00Z', '2027-02-02T16:00:00Z')).toBe('du lundi 1er au mardi 2 février 2027');
    expect(formatEventDates('2027-01-16T08:00:00Z', '2027-01-17T17:00:00Z', english, 'en')).toBe('from Saturday 16 to Sunday 17 January 2027');
    expect(formatEventDates('2026-10-31T09:30:00Z', '2026-11-01T16:00:00Z', english, 'en')).toBe('from Saturday 31 October to Sunday 1 November 2026');
    expect(formatEventDates('2026-03-14T09:30:00Z')).toBe('samedi 14 mars 2026, 10\u00a0h\u00a030');
    // On the hour: « 10 h – 11 h 30 », not « 10 h 00 »; English keeps its 24-hour « 10:00 ».
    expect(formatEventDates('2026-12-26T09:00:00Z', '2026-12-26T10:30:00Z')).toBe('samedi 26 décembre 2026, 10\u00a0h – 11\u00a0h\u00a030');
    expect(formatEventDates('2026-12-26T09:00:00Z', '2026-12-26T10:30:00Z', undefined, 'en')).toBe('Saturday, 26 December 2026, 10:00 – 11:30');
  });

  it('writes the first of the month « 1er », as French typography does, in every French date; English keeps « 1 »', () => {
    expect(formatDay('2026-12-01T10:00:00Z')).toBe('1er décembre 2026');
    expect(formatDay('2026-12-11T10:00:00Z')).toBe('11 décembre 2026');
    expect(formatDay('2026-12-21T10:00:00Z')).toBe('21 décembre 2026');
    expect(formatEventDates('2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z')).toBe('mardi 1er décembre 2026, 10\u00a0h – 11\u00a0h');
    expect(formatEventDates('2026-11-30T09:00:00Z', '2026-12-01T10:00:00Z')).toBe('du lundi 30 novembre au mardi 1er décembre 2026');
    expect(formatDayAndTime('2026-03-01T09:30:00Z')).toBe('1er mars 2026 à 10\u00a0h\u00a030');
    expect(formatEventDates('2026-12-01T09:00:00Z', undefined, undefined, 'en')).toBe('Tuesday, 1 December 2026, 10:00');
  });

  it('writes every French time of day one way: no leading zero, no « 00 » on the hour, no-break spaces', () => {
    expect([frenchClock(9, 0), frenchClock(9, 30), frenchClock(14, 5), frenchClock(0, 0)]).toEqual([
      '9\u00a0h',
      '9\u00a0h\u00a030',
      '14\u00a0h\u00a005',
      '0\u00a0h',
    ]);
    // Paris time whatever the machine's zone: 08:00 UTC in winter is 9 h, 07:30 UTC in summer 9 h 30.
    expect(formatTime(new Date('2026-12-01T08:00:00Z'))).toBe('9\u00a0h');
    expect(formatTime(new Date('2026-07-01T07:30:00Z'))).toBe('9\u00a0h\u00a030');
    expect(formatTime(new Date('2026-12-31T23:05:00Z'))).toBe('0\u00a0h\u00a005');
    expect([formatClockTime('09:00'), formatClockTime('16:30'), formatClockTime('midi')]).toEqual(['9\u00a0h', '16\u00a0h\u00a030', 'midi']);
    expect(formatDayAndTime('2026-11-29T13:05:00Z')).toBe('29 novembre 2026 à 14\u00a0h\u00a005');
    expect(formatDayAndTime('pas une date')).toBe('');
  });

  it('gives the day in the site time zone for date filters', () => {
    expect(siteDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });

  it('gives the start of the Paris month some months back, across a year and at a Paris month edge', () => {
    expect(siteMonthStart(new Date('2026-03-15T10:00:00Z'), 3)).toBe('2025-12-01');
    expect(siteMonthStart(new Date('2026-01-31T12:00:00Z'), 13)).toBe('2024-12-01');
    // 23:30 UTC on 31 May is already 1 June in Paris.
    expect(siteMonthStart(new Date('2026-05-31T23:30:00Z'), 0)).toBe('2026-06-01');
  });
});
