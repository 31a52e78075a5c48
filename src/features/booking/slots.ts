/**
 * Booking days and times, always in the business's time zone (Europe/Paris) whatever the visitor's:
 * the opening schedule is read from the booking app's config, slots are cut on its grid, and the
 * minimum notice and the horizon decide which days can be chosen. Pure functions (the current time is
 * an argument), so the calendar and the tests agree.
 *
 * Dates are `YYYY-MM-DD` calendar days in Paris; times are minutes since midnight, Paris local time.
 * Summer-time changes are handled: on the spring-forward Sunday, 02:00–02:59 does not exist (no slot);
 * on the fall-back Sunday, 02:00–02:59 happens twice (the first one is offered). A schedule with
 * `PH off` has no slot on French public holidays, nor on the days of its annual closures (`Jan 05-Jan 24 off`).
 */
import { closedPeriodsOfRule, isClosedOn, type ClosedPeriod } from '@/lib/closed-periods';
import { SITE_TIME_ZONE } from '@/lib/dates';
import { publicHoliday } from '@/lib/public-holidays';

/** One opening range of a day, in minutes since midnight: `[from, to)`. */
export interface OpeningRange {
  from: number;
  to: number;
}

/** Opening ranges per ISO weekday: index 0 = Monday … 6 = Sunday (an empty list = closed). */
export type WeekSchedule = readonly (readonly OpeningRange[])[];

/** A business's opening schedule: its week, whether it closes on public holidays, its annual closures. */
export interface OpeningSchedule {
  week: WeekSchedule;
  closedOnPublicHolidays: boolean;
  closedPeriods: readonly ClosedPeriod[];
}

/** What the slot computation needs from the booking settings. */
export interface SlotRules {
  /** Grid of start times, e.g. every 30 minutes from the opening. */
  slotMinutes: number;
  /** No start sooner than this many hours from now. */
  minNoticeHours: number;
  /** Days ahead that can be booked (from today, Paris). */
  horizonDays: number;
  schedule: OpeningSchedule;
}

/** A time that can be booked. */
export interface Slot {
  /** "14:30", Paris local time. */
  time: string;
  /** The instant (ms since epoch). */
  instant: number;
  /** What is sent: "2026-11-25T14:30:00+01:00" (Paris local time with that day's offset). */
  start: string;
}

const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const DAY_MS = 86_400_000;

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function parseTime(text: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Reads an opening schedule written in the OpenStreetMap `opening_hours` style (the subset a booking
 * config needs): rules separated by `;`, each a list of days or day ranges then time ranges, e.g.
 * `"Mo-Fr 09:00-12:30,13:30-19:00; Sa 09:00-13:00; PH off; Jan 05-Jan 24 off"`. Days not named are
 * closed; `PH off` closes the French public holidays whatever their weekday; a rule of month-day
 * ranges then `off` (`Jan 05-Jan 24 off`, `Dec 24-Jan 02 off`) closes those days every year. Null when
 * anything is unreadable (a wrong schedule must not offer wrong times).
 */
export function parseSchedule(text: string): OpeningSchedule | null {
  const week: OpeningRange[][] = [[], [], [], [], [], [], []];
  const all = text
    .split(';')
    .map((r) => r.trim())
    .filter(Boolean);
  const closedPeriods: ClosedPeriod[] = [];
  const rules = all.filter((rule) => {
    const periods = closedPeriodsOfRule(rule);
    if (periods) closedPeriods.push(...periods);
    return rule !== 'PH off' && !periods;
  });
  if (rules.length === 0) return null;
  for (const rule of rules) {
    const [days = '', times = '', ...rest] = rule.split(/\s+/);
    if (rest.length > 0) return null;
    const ranges: OpeningRange[] = [];
    for (const range of times.split(',')) {
      const [a = '', b = ''] = range.split('-');
      const from = parseTime(a);
      const to = parseTime(b);
      if (from === null || to === null || to <= from) return null;
      ranges.push({ from, to });
    }
    for (const span of days.split(',')) {
      const [a = '', b = a] = span.split('-');
      const first = DAY_CODES.indexOf(a as (typeof DAY_CODES)[number]);
      const last = DAY_CODES.indexOf(b as (typeof DAY_CODES)[number]);
      if (first < 0 || last < first) return null;
      for (let d = first; d <= last; d += 1) week[d]?.push(...ranges);
    }
  }
  return { week: week.map((ranges) => ranges.sort((x, y) => x.from - y.from)), closedOnPublicHolidays: all.includes('PH off'), closedPeriods };
}

/** ISO weekday index of a date, 0 = Monday … 6 = Sunday. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const offsetFormat = new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longOffset' });

/** Paris local date and time of an instant: `{ date: '2026-11-25', minutes: 870 }`. */
export function parisLocal(instant: number): { date: string; minutes: number } {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Paris's UTC offset at an instant, in minutes (60 in winter, 120 in summer). */
function offsetMinutes(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/**
 * The instant of a Paris local date and time, with its offset; null for a time that does not exist
 * (the hour skipped when summer time starts). A time that happens twice gives the first.
 */
export function parisInstant(date: string, minutes: number): { instant: number; offset: number } | null {
  const asUtc = Date.parse(`${date}T${hhmm(minutes)}:00Z`);
  // The offsets around that day (they differ only across a change) give every candidate instant.
  const offsets = new Set([offsetMinutes(asUtc - DAY_MS), offsetMinutes(asUtc + DAY_MS)]);
  const found = [...offsets]
    .map((offset) => ({ instant: asUtc - offset * 60_000, offset }))
    .filter(({ instant }) => {
      const local = parisLocal(instant);
      return local.date === date && local.minutes === minutes;
    })
    .sort((x, y) => x.instant - y.instant);
  return found[0] ?? null;
}

function offsetText(offset: number): string {
  const sign = offset < 0 ? '-' : '+';
  return `${sign}${hhmm(Math.abs(offset))}`;
}

/** The slots of a day for a session of `duration` minutes: on the grid, inside an opening range, after the notice. */
export function daySlots(rules: SlotRules, date: string, duration: number, now: number): Slot[] {
  const earliest = now + rules.minNoticeHours * 3_600_000;
  const today = parisLocal(now).date;
  if (date < today || date > addDays(today, rules.horizonDays)) return [];
  if (rules.schedule.closedOnPublicHolidays && publicHoliday(date)) return [];
  if (isClosedOn(date, rules.schedule.closedPeriods)) return [];
  const slots: Slot[] = [];
  for (const range of rules.schedule.week[weekdayIndex(date)] ?? []) {
    const first = Math.ceil(range.from / rules.slotMinutes) * rules.slotMinutes;
    for (let t = first; t + duration <= range.to; t += rules.slotMinutes) {
      const at = parisInstant(date, t);
      if (!at || at.instant < earliest) continue;
      slots.push({ time: hhmm(t), instant: at.instant, start: `${date}T${hhmm(t)}:00${offsetText(at.offset)}` });
    }
  }
  return slots;
}

/** The first and last days that may be chosen (Paris): today and today + horizon. */
export function bookingWindow(rules: SlotRules, now: number): { first: string; last: string } {
  const today = parisLocal(now).date;
  return { first: today, last: addDays(today, rules.horizonDays) };
}

/** The days of a month view, Monday first: `null` pads the first week. `month` is `YYYY-MM`. */
export function monthGrid(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const days: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let date = first; date.startsWith(month); date = addDays(date, 1)) days.push(date);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
}

/** `YYYY-MM` plus `count` months. */
export function addMonths(month: string, count: number): string {
  const d = new Date(`${month}-15T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + count);
  return d.toISOString().slice(0, 7);
}
