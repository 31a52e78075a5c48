// @vitest-environment node
import { describe, expect, it } from 'vitest';
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
    expect(pickupDates(schedules, '2026-11-24', 4)).toEqual(['2026-11-28', '2026-12-01', '2026-12-05', '2026-12-08']);
    expect(pickupDates([], '2026-11-24')).toEqual([]);
  });

  it('lists a date’s slots by start time and says them the French way', () => {
    expect(slotsOn(schedules, '2026-12-01').map((s) => s.id)).toEqual([2, 1]);
    expect(slotsOn(schedules, '2026-12-02')).toEqual([]);
    expect(formatDate('2026-12-01')).toBe('mardi 1 décembre');
    expect([formatTime('10:00'), formatTime('16:30')]).toEqual(['10h', '16h30']);
  });
});
