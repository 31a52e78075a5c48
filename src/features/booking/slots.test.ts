// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { daySlots, monthGrid, parisInstant, parseSchedule, type SlotRules } from './slots';

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
    const week = parseSchedule(DEMO);
    expect(week?.[0]).toEqual([
      { from: 540, to: 750 },
      { from: 810, to: 1140 },
    ]);
    expect(week?.[4]).toEqual(week?.[0]);
    expect(week?.[5]).toEqual([{ from: 540, to: 780 }]);
    expect(week?.[6]).toEqual([]);
    expect(parseSchedule('Mo,We 10:00-12:00')?.map((d) => d.length)).toEqual([1, 0, 1, 0, 0, 0, 0]);
  });

  it('refuses what it cannot read rather than guess', () => {
    for (const bad of ['', 'Lu-Ve 09:00-19:00', 'Mo-Fr 9h-19h', 'Mo-Fr 19:00-09:00', 'Fr-Mo 09:00-12:00', 'Mo 09:00-12:00 extra'])
      expect(parseSchedule(bad)).toBeNull();
  });
});

describe('daySlots', () => {
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
