/**
 * French dates for content (articles, news, reviews, workshops). Always in the site's time zone
 * (Europe/Paris), so the server and the browser print the same text whatever their own zone. Dates
 * in another language (an event's, a review's on an English page) are dates-in.ts, a module of its
 * own so that the pages' initial code does not carry them.
 */

/** The site's time zone (the practitioner is in Vendée). */
export const SITE_TIME_ZONE = 'Europe/Paris';

/**
 * A formatter made on first use: building one loads the locale's and the time zone's data, tens of
 * milliseconds on a phone — too much to spend while a page's code loads, for dates it may not show.
 */
export function lazyFormat(options: Intl.DateTimeFormatOptions, locale = 'fr-FR'): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: SITE_TIME_ZONE }));
}

const dayFormat = lazyFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const weekdayFormat = lazyFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = lazyFormat({ hour: 'numeric', minute: '2-digit', hourCycle: 'h23' });

/**
 * A French date as French typography writes it: the first of the month is « 1er » (« mardi 1er
 * décembre 2026 »), not the « 1 » Intl gives; other days keep their number. Every French date with a
 * day of the month goes through here (content dates, events, the booking, the pickup dates).
 */
export function frenchDateText(format: Intl.DateTimeFormat, date: Date | number): string {
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** A day as text: "3 février 2025". */
export type DayText = (date: Date) => string;

/** The French day and weekday texts (dates-in.ts shares them rather than making its own). */
export const FRENCH_FORMATS: { day: DayText; weekday: DayText } = {
  day: (date) => frenchDateText(dayFormat(), date),
  weekday: (date) => frenchDateText(weekdayFormat(), date),
};
const isoDayFormat = lazyFormat({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');

/** The date of an ISO string; null when it is unreadable. */
export function parseDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "3 février 2025", « 1er mars 2025 »; empty for an unreadable date. */
export function formatDay(iso: string): string {
  const date = parseDate(iso);
  return date ? FRENCH_FORMATS.day(date) : '';
}

/**
 * The one French time of day (every French time the site prints comes from here: booking, events,
 * pickup slots, opening hours, the editor): « 9 h », « 9 h 30 », « 14 h 05 », as French typography
 * writes it (no leading zero, no « 00 » on the hour), with no-break spaces so that a narrow line never
 * ends on « 9 » and starts on « h 30 ». Other languages keep their own style (dates-in.ts, the booking's
 * and the checkout's English).
 */
export function frenchClock(hours: number, minutes: number): string {
  return minutes === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(minutes).padStart(2, '0')}`;
}

/** « 14 h 30 », « 9 h » ({@link frenchClock}) of an instant, in the site's time zone. */
export function formatTime(date: Date): string {
  const parts = timeFormat().formatToParts(date);
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return frenchClock(part('hour'), part('minute'));
}

/** « 16 h 30 », « 10 h » ({@link frenchClock}) of a wall-clock `HH:MM` (a pickup slot's bounds); the text itself when unreadable. */
export function formatClockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  return match ? frenchClock(Number(match[1]), Number(match[2])) : time;
}

/** « 29 novembre 2026 à 14 h 05 » (site time zone); empty for an unreadable date. */
export function formatDayAndTime(iso: string): string {
  const date = parseDate(iso);
  return date ? `${FRENCH_FORMATS.day(date)} à ${formatTime(date)}` : '';
}

/** "2026-03-14": the day part of a date in the site's time zone (for `gte:` filters on start dates). */
export function siteDay(date: Date): string {
  return isoDayFormat().format(date);
}

/**
 * "2025-11-01": the first day of the site-time-zone month `monthsBack` months before `date`'s. A
 * month start rather than the exact day keeps a "since" filter (and the query key holding it) the
 * same for a whole month, on the server and in the browser alike.
 */
export function siteMonthStart(date: Date, monthsBack: number): string {
  const day = siteDay(date);
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 - monthsBack;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
