/**
 * Dates in the page's language (issue 36): a day and an event's dates, French (`fr`) or British
 * English (`en`), in the site's time zone like every date (dates.ts). A module of its own: only the
 * parts that show such dates load it (a workshop's facts, the Google reviews), not every page.
 */
import { FRENCH_FORMATS, formatTime, lazyFormat, parseDate, type DayText } from './dates';
import { sayOf, type Say } from './message-format';

interface Formats {
  day: DayText;
  weekday: DayText;
}

const englishDay = lazyFormat({ day: 'numeric', month: 'long', year: 'numeric' }, 'en-GB');
const englishWeekday = lazyFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, 'en-GB');

/** The formats of a language other than French (British English), each made on first use. */
const ENGLISH_FORMATS: Formats = {
  day: (date) => englishDay().format(date),
  weekday: (date) => englishWeekday().format(date),
};

function formatsIn(language: string): Formats {
  return language === 'fr' ? FRENCH_FORMATS : ENGLISH_FORMATS;
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
 * When an event takes place: "samedi 14 mars 2026, 10 h 30 – 12 h 30" on one day, "du 14 mars 2026
 * au 15 mars 2026" over several; the start alone when there is no end. With English words and
 * `language` `en`: "Saturday, 14 March 2026, 10:30 – 12:30", "from 14 March 2026 to 15 March 2026".
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
  return say('dates.span', { start: f.day(start), end: f.day(end) });
}
