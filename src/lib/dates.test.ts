// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDay, siteDay, siteMonthStart } from './dates';
import { formatEventDates } from './dates-in';

describe('dates', () => {
  it('prints French days in the site time zone', () => {
    expect(formatDay('2025-02-03T07:30:00Z')).toBe('3 février 2025');
    // 23:30 UTC on 31 December is already the new year in Paris.
    expect(formatDay('2025-12-31T23:30:00Z')).toBe('1 janvier 2026');
    expect(formatDay('pas une date')).toBe('');
  });

  it('prints an event on one day with its hours, over several days as a range', () => {
    expect(formatEventDates('2026-03-14T09:30:00Z', '2026-03-14T11:30:00Z')).toBe('samedi 14 mars 2026, 10 h 30 – 12 h 30');
    expect(formatEventDates('2026-03-14T09:30:00Z', '2026-03-15T16:00:00Z')).toBe('du 14 mars 2026 au 15 mars 2026');
    expect(formatEventDates('2026-03-14T09:30:00Z')).toBe('samedi 14 mars 2026, 10 h 30');
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
