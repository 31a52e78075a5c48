/**
 * Dates in the page's language (issue 36): a day and an event's dates, French (`fr`) or British
 * English (`en`), in the site's time zone like every date (dates.ts). A module of its own: only the
 * parts that show such dates load it (a workshop's facts, the Google reviews), not every page.
 */
import { FRENCH_FORMATS, formatTime, frenchDateText, lazyFormat, parseDate, siteDay, type DayText } from './dates';
import { sayOf, type Say } from './message-format';

interface Formats {
  day: DayText;
  weekday: DayText;
  /** The start of a range within one month: "samedi 16", "Saturday 16". */
  weekdayOfMonth: DayText;
  /** The start of a range within one year: "samedi 16 janvier", "Saturday 16 January". */
  weekdayOfYear: DayText;
}

const englishDay = lazyFormat({ day: 'numeric', month: 'long', year: 'numeric' }, 'en-GB');
const englishWeekday = lazyFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, 'en-GB');
const englishWeekdayOfMonth = lazyFormat({ weekday: 'long', day: 'numeric' }, 'en-GB');
const englishWeekdayOfYear = lazyFormat({ weekday: 'long', day: 'numeric', month: 'long' }, 'en-GB');
const frenchWeekdayOfMonth = lazyFormat({ weekday: 'long', day: 'numeric' });
const frenchWeekdayOfYear = lazyFormat({ weekday: 'long', day: 'numeric', month: 'long' });

/** The formats of a language other than French (British English), each made on first use. */
const ENGLISH_FORMATS: Formats = {
  day: (date) => englishDay().format(date),
  weekday: (date) => englishWeekday().format(date),
  weekdayOfMonth: (date) => englishWeekdayOfMonth().format(date),
  weekdayOfYear: (date) => englishWeekdayOfYear().format(date),
};

const FRENCH_RANGE_FORMATS: Formats = {
  ...FRENCH_FORMATS,
  weekdayOfMonth: (date) => frenchDateText(frenchWeekdayOfMonth(), date),
  weekdayOfYear: (date) => frenchDateText(frenchWeekdayOfYear(), date),
};

function formatsIn(language: string): Formats {
  return language === 'fr' ? FRENCH_RANGE_FORMATS : ENGLISH_FORMATS;
}

/**
 * A range's days: the first says only what the last does not (same month: weekday and day; same
 * year: and the month). Each day's year is added by hand: some ICU versions write the English
 * weekday with a comma (“Sunday, 17 January 2027”) that the start's shorter form has not.
 */
function rangeDays(f: Formats, start: Date, end: Date): { start: string; end: string } {
  const [from, to] = [siteDay(start), siteDay(end)];
  const last = `${f.weekdayOfYear(end)} ${to.slice(0, 4)}`;
  if (from.slice(0, 7) === to.slice(0, 7)) return { start: f.weekdayOfMonth(start), end: last };
  if (from.slice(0, 4) === to.slice(0, 4)) return { start: f.weekdayOfYear(start), end: last };
  return { start: `${f.weekdayOfYear(start)} ${from.slice(0, 4)}`, end: last };
}

const englishTime = lazyFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'en-GB');

/** "14 h 30" in French, "14:30" otherwise. */
function timeIn(language: string, date: Date): string {
  return language === 'fr' ? formatTime(date) : englishTime().format(date);
}

/** "3 février 2025", "3 February 2025"; empty for an unreadable date. */
export function formatDayIn(language: string, iso: string): string {
  const date = parseDate(iso);
  return date ? formatsIn(language).day(date) : '';
}

/** The words around an event's dates in French (the default; src/ui/element-facts.tsx passes the page's). */
export const EVENT_DATES_WORDS = {
  'dates.at': '{day}, {time}',
  'dates.between': '{day}, {start} – {end}',
  'dates.span': 'du {start} au {end}',
} as const;

/** The words around an event's dates in the page's language. */
export type EventDatesSay = Say<typeof EVENT_DATES_WORDS>;

const french: EventDatesSay = sayOf(EVENT_DATES_WORDS);

/**
 * When an event takes place: "samedi 14 mars 2026, 10 h 30 – 12 h 30" on one day, "du samedi 14 au
 * dimanche 15 mars 2026" over several (the month and year said once when both days share them:
 * "du samedi 31 octobre au dimanche 1er novembre 2026"); the start alone when there is no end. With
 * English words and `language` `en`: "Saturday, 14 March 2026, 10:30 – 12:30", "from Saturday 14 to
 * Sunday 15 March 2026".
 */
export function formatEventDates(startIso: string, endIso?: string | null, say: EventDatesSay = french, language = 'fr'): string {
  const start = parseDate(startIso);
  if (!start) return '';
  const end = endIso ? parseDate(endIso) : null;
  const f = formatsIn(language);
  if (!end) return say('dates.at', { day: f.weekday(start), time: timeIn(language, start) });
  if (f.day(start) === f.day(end)) {
    return say('dates.between', { day: f.weekday(start), start: timeIn(language, start), end: timeIn(language, end) });
  }
  return say('dates.span', rangeDays(f, start, end));
}
