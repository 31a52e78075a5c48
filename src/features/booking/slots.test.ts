// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { PARIS_INSTANTS } from '@tests/support/paris-instants';
import { addDays, addMonths, bookingWindow, daySlots, monthGrid, parisInstant, parisLocal, parseSchedule, weekdayIndex, type SlotRules } from './slots';

const DEMO = 'Mo-Fr 09:00-12:30,13:30-19:00; Sa 09:00-13:00';

function rules(schedule: string, overrides: Partial<SlotRules> = {}): SlotRules {
  const parsed = parseSchedule(schedule);
  if (!parsed) throw new Error(`unreadable schedule ${schedule}`);
  return { slotMinutes: 30, minNoticeHours: 24, horizonDays: 60, schedule: parsed, ...overrides };
}

/** A Monday long before the dates below (no notice in the way). */
const EARLY = Date.parse('2026-03-02T08:00:00Z');

describe('parseSchedule', () => {
  it('reads days, day ranges and several time ranges; unnamed days are closed', () => {
    const week = parseSchedule(DEMO)?.week;
    expect(week?.[0]).toEqual([
      { from: 540, to: 750 },
      { from: 810, to: 1140 },
    ]);
    expect(week?.[4]).toEqual(week?.[0]);
    expect(week?.[5]).toEqual([{ from: 540, to: 780 }]);
    expect(week?.[6]).toEqual([]);
    expect(parseSchedule('Mo,We 10:00-12:00')?.week.map((d) => d.length)).toEqual([1, 0, 1, 0, 0, 0, 0]);
    expect(parseSchedule(DEMO)?.closedOnPublicHolidays).toBe(false);
    expect(parseSchedule(`${DEMO}; PH off`)).toEqual({ week: parseSchedule(DEMO)?.week, closedOnPublicHolidays: true, closedPeriods: [] });
  });

  it('reads annual closures (month-day ranges then `off`)', () => {
    expect(parseSchedule(`${DEMO}; PH off; Jan 05-Jan 24 off`)).toEqual({
      week: parseSchedule(DEMO)?.week,
      closedOnPublicHolidays: true,
      closedPeriods: [{ from: '01-05', to: '01-24' }],
    });
    expect(parseSchedule(`Dec 24-Jan 02 off; ${DEMO}`)?.closedPeriods).toEqual([{ from: '12-24', to: '01-02' }]);
    expect(parseSchedule(`${DEMO}; Jan 05-Jan 32 off`)).toBeNull();
  });

  it('refuses what it cannot read rather than guess', () => {
    for (const bad of [
      '',
      'PH off',
      'Lu-Ve 09:00-19:00',
      'Mo-Fr 9h-19h',
      'Mo-Fr 19:00-09:00',
      'Fr-Mo 09:00-12:00',
      'Mo 09:00-12:00 extra',
      'Mo-Fr 09:00-12:00; PH',
    ])
      expect(parseSchedule(bad)).toBeNull();
  });
});

describe('daySlots', () => {
  it('offers no time on the days of an annual closure, both ends included, whatever the year', () => {
    const caveau = rules('Tu-Sa 10:00-12:30,14:30-18:30; PH off; Jan 05-Jan 24 off', { horizonDays: 400 });
    const now = Date.parse('2026-12-01T09:00:00Z');
    const open = (date: string) => daySlots(caveau, date, 60, now).length > 0;
    // Saturday 2 January is open, Tuesday 5 to Saturday 23 January closed, Tuesday 26 January open again.
    expect(['2027-01-02', '2027-01-05', '2027-01-16', '2027-01-23', '2027-01-26'].map(open)).toEqual([true, false, false, false, true]);
    expect(daySlots(caveau, '2027-01-26', 60, now)[0]?.time).toBe('10:00');
  });

  it('cuts the opening ranges on the slot grid, the session ending before closing time', () => {
    const slots = daySlots(rules(DEMO, { horizonDays: 400 }), '2026-11-24', 60, EARLY);
    expect(slots.map((s) => s.time)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
    ]);
    expect(
      daySlots(rules(DEMO, { horizonDays: 400 }), '2026-11-28', 90, EARLY)
        .map((s) => s.time)
        .at(-1),
    ).toBe('11:30');
  });

  it('sends Paris time with the offset of that day (winter +01:00, summer +02:00)', () => {
    expect(daySlots(rules(DEMO, { horizonDays: 400 }), '2026-11-24', 60, EARLY)[0]).toEqual({
      time: '09:00',
      start: '2026-11-24T09:00:00+01:00',
      instant: Date.parse('2026-11-24T08:00:00Z'),
    });
    expect(daySlots(rules(DEMO), '2026-04-14', 60, EARLY)[0]?.start).toBe('2026-04-14T09:00:00+02:00');
  });

  it('has nothing on closed days', () => {
    expect(daySlots(rules(DEMO), '2026-03-08', 60, EARLY)).toEqual([]);
  });

  it('keeps the minimum notice: nothing today, tomorrow only from the same time on', () => {
    const now = Date.parse('2026-11-23T09:15:00Z'); // Monday 10:15 in Paris
    expect(daySlots(rules(DEMO, { horizonDays: 400 }), '2026-11-23', 60, now)).toEqual([]);
    expect(daySlots(rules(DEMO, { horizonDays: 400 }), '2026-11-24', 60, now)[0]?.time).toBe('10:30');
    expect(daySlots(rules(DEMO, { horizonDays: 400, minNoticeHours: 0 }), '2026-11-23', 60, now)[0]?.time).toBe('10:30');
  });

  it('offers nothing past the horizon', () => {
    expect(daySlots(rules(DEMO, { horizonDays: 10 }), '2026-03-12', 60, EARLY)).not.toEqual([]);
    expect(daySlots(rules(DEMO, { horizonDays: 10 }), '2026-03-13', 60, EARLY)).toEqual([]);
  });

  it('skips the hour that does not exist when summer time starts (29 March 2026)', () => {
    const slots = daySlots(rules('Su 01:00-04:00', { minNoticeHours: 0 }), '2026-03-29', 30, EARLY);
    expect(slots.map((s) => s.start)).toEqual([
      '2026-03-29T01:00:00+01:00',
      '2026-03-29T01:30:00+01:00',
      '2026-03-29T03:00:00+02:00',
      '2026-03-29T03:30:00+02:00',
    ]);
    expect(slots[2]?.instant).toBe(Date.parse('2026-03-29T01:00:00Z'));
  });

  it('offers the hour that happens twice once, the first time, when summer time ends (25 October 2026)', () => {
    const slots = daySlots(rules('Su 01:00-04:00', { minNoticeHours: 0, horizonDays: 400 }), '2026-10-25', 30, EARLY);
    expect(slots.map((s) => s.start)).toEqual([
      '2026-10-25T01:00:00+02:00',
      '2026-10-25T01:30:00+02:00',
      '2026-10-25T02:00:00+02:00',
      '2026-10-25T02:30:00+02:00',
      '2026-10-25T03:00:00+01:00',
      '2026-10-25T03:30:00+01:00',
    ]);
    expect(slots.map((s) => s.instant - Date.parse('2026-10-24T23:00:00Z'))).toEqual([0, 30, 60, 90, 180, 210].map((m) => m * 60_000));
  });
});

describe('in another time zone', () => {
  const saved = process.env.TZ;
  afterEach(() => {
    process.env.TZ = saved;
  });

  it('gives the same Paris days and times whatever the zone the code runs in', () => {
    const inParis = daySlots(rules(DEMO, { horizonDays: 400 }), '2026-11-24', 60, EARLY);
    process.env.TZ = 'America/New_York';
    expect(new Date(Date.parse('2026-11-24T08:00:00Z')).getHours()).toBe(3); // the zone really changed
    expect(daySlots(rules(DEMO, { horizonDays: 400 }), '2026-11-24', 60, EARLY)).toEqual(inParis);
    expect(parisInstant('2026-11-24', 9 * 60)).toEqual({ instant: Date.parse('2026-11-24T08:00:00Z'), offset: 60 });
  });
});

describe('monthGrid', () => {
  it('lays out a month Monday first, padded to whole weeks', () => {
    const grid = monthGrid('2026-11'); // 1 November 2026 is a Sunday
    expect(grid[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(grid).toHaveLength(6);
    expect(grid.at(-1)?.[0]).toBe('2026-11-30');
  });
});

describe('at each instant of the calendar (Europe/Paris)', () => {
  // Site 51's booking config: 30-minute grid, 24 h notice, 60 days ahead, closed on Sundays and public holidays.
  const site51 = rules(`${DEMO}; PH off`);
  /** The first time that can be booked, the last day of the window, and days of the window that are closed (holidays). */
  const expected: Record<string, { first: string; last: string; closed: string[] }> = {
    '1 December 10:00': { first: '2026-12-02T10:00:00+01:00', last: '2027-01-30', closed: ['2026-12-25', '2027-01-01'] },
    '28 February 18:30, not a leap year': { first: '2027-03-02T09:00:00+01:00', last: '2027-04-29', closed: ['2027-03-29'] },
    '29 February, leap year': { first: '2028-03-01T09:00:00+01:00', last: '2028-04-29', closed: ['2028-04-17'] },
    '13 August, the 15th (a public holiday) ahead': { first: '2026-08-14T09:00:00+02:00', last: '2026-10-12', closed: ['2026-08-15'] },
    '15 August, a public holiday': { first: '2026-08-17T09:00:00+02:00', last: '2026-10-14', closed: ['2026-08-15'] },
    'last Sunday of March 01:30, summer time starts at 02:00': {
      first: '2026-03-30T09:00:00+02:00',
      last: '2026-05-28',
      closed: ['2026-04-06', '2026-05-01', '2026-05-08', '2026-05-14', '2026-05-25'],
    },
    'last Sunday of October 02:30, the first time (summer)': { first: '2026-10-26T09:00:00+01:00', last: '2026-12-24', closed: ['2026-11-11'] },
    'last Sunday of October 02:30, the second time (winter)': { first: '2026-10-26T09:00:00+01:00', last: '2026-12-24', closed: ['2026-11-11'] },
    '31 December 23:30': { first: '2027-01-02T09:00:00+01:00', last: '2027-03-01', closed: ['2027-01-01'] },
    '1 January 00:30, still 31 December in UTC': { first: '2027-01-02T09:00:00+01:00', last: '2027-03-02', closed: ['2027-01-01'] },
  };

  it.each(PARIS_INSTANTS)('$name', ({ name, iso }) => {
    const now = Date.parse(iso);
    const want = expected[name];
    if (!want) throw new Error(`no expectation for ${name}`);
    const window = bookingWindow(site51, now);
    expect(window).toEqual({ first: iso.slice(0, 10), last: want.last });
    const days: string[] = [];
    for (let d = window.first; d <= window.last; d = addDays(d, 1)) days.push(d);
    const slots = days.flatMap((d) => daySlots(site51, d, 60, now).map((slot) => ({ ...slot, date: d })));
    expect(slots[0]?.start).toBe(want.first);
    for (const day of want.closed) expect(daySlots(site51, day, 60, now), day).toEqual([]);
    for (const slot of slots) {
      // Never inside the notice, never on a Sunday, and what is sent is the very instant offered, on the day and at the time shown.
      expect(slot.instant).toBeGreaterThanOrEqual(now + 24 * 3_600_000);
      expect(weekdayIndex(slot.date)).not.toBe(6);
      expect(Date.parse(slot.start)).toBe(slot.instant);
      expect(parisLocal(slot.instant)).toEqual({ date: slot.date, minutes: Number(slot.time.slice(0, 2)) * 60 + Number(slot.time.slice(3)) });
    }
    // The months the calendar can show, Monday first, across a year's end.
    for (let month = window.first.slice(0, 7); month <= window.last.slice(0, 7); month = addMonths(month, 1))
      expect(monthGrid(month).flat().filter(Boolean)[0]).toBe(`${month}-01`);
  });
});
