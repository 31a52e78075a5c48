/**
 * Dates for content (articles, news, reviews, workshops), French unless told (an event's dates also
 * in English: {@link formatEventDates}). Always in the site's time zone (Europe/Paris), so the
 * server and the browser print the same text whatever their own zone.
 */
import { sayOf, type Say } from './message-format';

/** The site's time zone (the practitioner is in Vendée). */
export const SITE_TIME_ZONE = 'Europe/Paris';

/**
 * A formatter made on first use: building one loads the locale's and the time zone's data, tens of
 * milliseconds on a phone — too much to spend while a page's code loads, for dates it may not show.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions, locale = 'fr-FR'): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: SITE_TIME_ZONE }));
}

const dayFormat = lazyFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const weekdayFormat = lazyFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = lazyFormat({ hour: '2-digit', minute: '2-digit' });
const isoDayFormat = lazyFormat({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The day, weekday and time formats of a language (`fr`, `en`), made on first use. Bounded: one per language a site speaks. */
const formatsByLanguage = new Map<string, { day: () => Intl.DateTimeFormat; weekday: () => Intl.DateTimeFormat; time: () => Intl.DateTimeFormat }>([
  ['fr', { day: dayFormat, weekday: weekdayFormat, time: timeFormat }],
]);

function formatsIn(language: string) {
  let found = formatsByLanguage.get(language);
  if (!found) {
    found = {
      day: lazyFormat({ day: 'numeric', month: 'long', year: 'numeric' }, 'en-GB'),
      weekday: lazyFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, 'en-GB'),
      time: lazyFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'en-GB'),
    };
    formatsByLanguage.set(language, found);
  }
  return found;
}

/** "3 février 2025"; empty for an unreadable date. */
export function formatDay(iso: string): string {
  const date = parse(iso);
  return date ? dayFormat().format(date) : '';
}

/** "14 h 30" (French typography). */
export function formatTime(date: Date): string {
  return timeFormat().format(date).replace(':', ' h ');
}

/** The words around an event's dates in French (the default; src/ui/element-facts.tsx passes the page's). */
export const EVENT_DATES_WORDS = {
  'dates.at': '{day}, {time}',
  'dates.between': '{day}, {start} – {end}',
  'dates.span': 'du {start} au {end}',
} as const;

/** The words around an event's dates in the page's language. */
export type EventDatesSay = Say<typeof EVENT_DATES_WORDS>;

const frenchDates: EventDatesSay = sayOf(EVENT_DATES_WORDS);

/**
 * When an event takes place: "samedi 14 mars 2026, 10 h 30 – 12 h 30" on one day, "du 14 mars 2026
 * au 15 mars 2026" over several; the start alone when there is no end. With English words and
 * `language` `en`: "Saturday, 14 March 2026, 10:30 – 12:30", "from 14 March 2026 to 15 March 2026".
 */
export function formatEventDates(startIso: string, endIso?: string | null, say: EventDatesSay = frenchDates, language = 'fr'): string {
  const start = parse(startIso);
  if (!start) return '';
  const end = endIso ? parse(endIso) : null;
  const f = formatsIn(language);
  const time = (date: Date) => (language === 'fr' ? formatTime(date) : f.time().format(date));
  if (!end) return say('dates.at', { day: f.weekday().format(start), time: time(start) });
  if (f.day().format(start) === f.day().format(end)) return say('dates.between', { day: f.weekday().format(start), start: time(start), end: time(end) });
  return say('dates.span', { start: f.day().format(start), end: f.day().format(end) });
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
