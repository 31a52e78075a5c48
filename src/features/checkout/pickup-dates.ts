/**
 * Click-and-collect dates and slots from a place's weekly schedules (pure; dates are YYYY-MM-DD, the
 * business's days in Europe/Paris: "today" is `siteDay(now)` of `@/lib/dates`, not the visitor's).
 */
import type { CompanyAddress, Schedule } from '@/api/generated/types';
import { isClosedOn } from '@/lib/closed-periods';
import { formatClockTime, frenchDateText } from '@/lib/dates';
import { publicHoliday } from '@/lib/public-holidays';

/** ISO weekday (1 = Monday … 7 = Sunday) of a YYYY-MM-DD date. */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** `date` plus `days` days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The next `count` dates with at least one slot, from tomorrow (an order placed today is prepared
 * for the next opening), looking at most `horizonDays` ahead; a place closed on public holidays is
 * never offered one, nor any place a day of its annual closures (`closedPeriods`).
 */
export function pickupDates(
  place: Pick<CompanyAddress, 'schedules' | 'closedOnPublicHolidays' | 'closedPeriods'>,
  today: string,
  count = 10,
  horizonDays = 42,
): string[] {
  const open = new Set((place.schedules ?? []).map((s) => s.day));
  const dates: string[] = [];
  for (let i = 1; i <= horizonDays && dates.length < count; i += 1) {
    const date = addDays(today, i);
    if (open.has(isoWeekday(date)) && !(place.closedOnPublicHolidays && publicHoliday(date)) && !isClosedOn(date, place.closedPeriods)) dates.push(date);
  }
  return dates;
}

/** The slots of a date, by start time. */
export function slotsOn(schedules: readonly Schedule[], date: string): Schedule[] {
  const day = isoWeekday(date);
  return schedules.filter((s) => s.day === day).sort((a, b) => a.start.localeCompare(b.start));
}

// Made on first use, not when the checkout's code loads: building one loads Intl's date data for its
// language (tens of milliseconds on a phone), which the cart step, where the checkout opens, never
// shows. Bounded: one per language a site speaks.
const longDates = new Map<string, Intl.DateTimeFormat>();

/** French "mardi 24 novembre", « mardi 1er décembre », English "Tuesday 24 November" (`language`: `fr`, `en`). */
export function formatDate(date: string, language = 'fr'): string {
  let format = longDates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    longDates.set(language, format);
  }
  const noon = new Date(`${date}T12:00:00Z`);
  return language === 'fr' ? frenchDateText(format, noon) : format.format(noon);
}

/** French "10:00" → « 10 h », "16:30" → « 16 h 30 » (the site's one French time, `@/lib/dates`); English as written, "10:00", "16:30" (the 24-hour clock en-GB uses on timetables). */
export function formatTime(time: string, language = 'fr'): string {
  if (language === 'fr') return formatClockTime(time);
  const [h, m] = time.split(':');
  return `${h}:${m}`;
}
