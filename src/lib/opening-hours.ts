/**
 * Reads opening hours written in French by the business (the COMPANY_HOURS setting, one line per
 * rule) into schema.org `OpeningHoursSpecification`s, for the home page's structured data.
 *
 * Understood: "du lundi au vendredi, de 9h à 17h", "Mardi et jeudi : de 10h à 12h et de 16h à 18h",
 * "lun.-ven. 9h00-12h30 / 14h-18h", "samedi 10:00 – 12:00", "tous les jours de 9h à midi",
 * "Fermé le dimanche…" (closed: no rule). A leading label ("Accueil téléphonique : …") is kept, so
 * phone hours can be told from the hours the place is open. A line with days but no readable hours
 * (or the reverse) makes the whole text unreadable: `null`, because wrong hours are worse than none.
 * A line for part of the year (« En juillet et août : du lundi au samedi, de 10h à 19h », « Hors saison : … »)
 * is not the week's hours all year round: it gives no rule (schema.org would read it as every week's).
 * And shows such a text as French typography writes it (`frenchHours`), or as an English page does (`hoursText`).
 */
import { frenchClock } from './dates';
import { frenchSpacing } from './french-typography';

/** schema.org day names, Monday first. */
export const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A schema.org day name. */
export type SchemaDay = (typeof SCHEMA_DAYS)[number];

/** One rule: these days, from `opens` to `closes` (24-hour `HH:MM`). */
export interface OpeningRule {
  dayOfWeek: SchemaDay[];
  opens: string;
  closes: string;
}

/** One line of the text that gave rules, with its label ("Accueil téléphonique"), if any. */
export interface OpeningLine {
  label: string | null;
  rules: OpeningRule[];
}

/** Day words (full names and the usual abbreviations), index into {@link SCHEMA_DAYS}. */
const DAY_WORDS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^lun(?:di)?$/, 0],
  [/^mar(?:di)?$/, 1],
  [/^mer(?:credi)?$/, 2],
  [/^jeu(?:di)?$/, 3],
  [/^ven(?:dredi)?$/, 4],
  [/^sam(?:edi)?$/, 5],
  [/^dim(?:anche)?$/, 6],
];

// Word edges are letters of any alphabet, not `\b` (ASCII): « mar » must not be read in « marées ».
const DAY_TOKEN = /(?<![\p{L}\p{N}])(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lun|mar|mer|jeu|ven|sam|dim)(?![\p{L}\p{N}])\.?/gu;
const EVERY_DAY = /(?<![\p{L}\p{N}])tous les jours(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])7\s*j(?:ours)?\s*(?:\/|sur)\s*7(?![\p{L}\p{N}])/u;
/** A month, a season or the holidays named in a line: its hours hold for part of the year only. */
const PART_OF_YEAR =
  /(?<![\p{L}\p{N}])(janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre|été|ete|hiver|printemps|automne|vacances|saisons?)(?![\p{L}\p{N}])/u;
/** `9h`, `9 h`, `09h30`, `9:00`, `midi`, `minuit`. */
const TIME_TOKEN = /(?<![\p{L}\p{N}])(\d{1,2})\s*(?:h|:)(\d{2})?(?!\d)|(?<![\p{L}\p{N}])(midi|minuit)(?![\p{L}\p{N}])/gu;

function dayIndex(word: string): number | null {
  const found = DAY_WORDS.find(([pattern]) => pattern.test(word));
  return found ? found[1] : null;
}

/** Days named by a line: ranges ("du lundi au vendredi", "lun-ven") and lists ("mardi et jeudi"). */
function daysOf(text: string): number[] {
  if (EVERY_DAY.test(text)) return [0, 1, 2, 3, 4, 5, 6];
  const tokens = [...text.matchAll(DAY_TOKEN)].map((m) => ({ day: dayIndex(m[1] ?? ''), start: m.index, end: m.index + m[0].length }));
  const days = new Set<number>();
  for (let i = 0; i < tokens.length; i += 1) {
    const current = tokens[i];
    if (!current || current.day === null) continue;
    const next = tokens[i + 1];
    const between = next ? text.slice(current.end, next.start) : '';
    if (next && next.day !== null && /^\s*(?:au|à|-|–|—)\s*$/.test(between)) {
      // A range, which may wrap around the week ("du samedi au lundi").
      for (let d = current.day; ; d = (d + 1) % 7) {
        days.add(d);
        if (d === next.day) break;
      }
      i += 1;
    } else {
      days.add(current.day);
    }
  }
  return [...days].sort((a, b) => a - b);
}

/** Times of a line as `HH:MM`, in order; null when one is not a time of day. */
function timesOf(text: string): string[] | null {
  const times: string[] = [];
  for (const match of text.matchAll(TIME_TOKEN)) {
    if (match[3]) {
      times.push(match[3] === 'midi' ? '12:00' : '24:00');
      continue;
    }
    const hours = Number(match[1]);
    const minutes = match[2] === undefined ? 0 : Number(match[2]);
    if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
    times.push(`${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);
  }
  return times;
}

/** Rules of one line's body, `[]` for a line that says nothing about hours, null when unreadable. */
function rulesOf(body: string): OpeningRule[] | null {
  const text = body.toLowerCase();
  if (/^\s*ferm[ée]/.test(text)) return [];
  const days = daysOf(text);
  const times = timesOf(text);
  if (times === null) return null;
  if (days.length === 0 && times.length === 0) return [];
  if (days.length === 0 || times.length === 0 || times.length % 2 !== 0) return null;
  const dayOfWeek = days.map((d) => SCHEMA_DAYS[d] ?? 'Monday');
  const rules: OpeningRule[] = [];
  for (let i = 0; i < times.length; i += 2) {
    const opens = times[i] ?? '';
    const closes = times[i + 1] ?? '';
    if (opens >= closes) return null;
    rules.push({ dayOfWeek, opens, closes });
  }
  return rules;
}

/**
 * The lines of an hours text that give rules (closed days and notes give none), or null when a
 * line cannot be read with certainty. Lines may be separated by new lines, `;` or HTML breaks.
 */
export function parseOpeningHours(lines: readonly string[]): OpeningLine[] | null {
  const parsed: OpeningLine[] = [];
  for (const raw of lines.flatMap((line) => line.split(';'))) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line || PART_OF_YEAR.test(line.toLowerCase())) continue;
    // "Label : body", where the label holds no digit (so "9:00" is never taken for one).
    const labelled = /^([^:\d]+?)\s*:\s+(.+)$/.exec(line);
    const label = labelled && daysOf(labelled[1]?.toLowerCase() ?? '').length === 0 ? (labelled[1] ?? null) : null;
    const rules = rulesOf(label !== null ? (labelled?.[2] ?? '') : line);
    if (rules === null) return null;
    if (rules.length > 0) parsed.push({ label, rules });
  }
  return parsed;
}

/** A time as a business types it, « 9h », « 09h30 », « 9 h 30 », « 9:00 » (not « 2 heures », « 24h/24 »'s « 24 » is one). */
const TYPED_TIME = /(?<![\p{L}\p{N}:])(\d{1,2})(?:[ \u00a0]?h(?:[ \u00a0]?([0-5]\d))?|:([0-5]\d))(?![\p{L}\p{N}:])/gu;

/**
 * An hours text (a line of COMPANY_HOURS, CLICK_AND_COLLECT_HOURS, the booking's opening hours) as
 * shown to visitors: every time in the site's one French style, « 9 h », « 12 h 30 » (`frenchClock`:
 * the booking's times, the footer's and the pickup slots' say them alike), then `frenchSpacing`.
 * @example frenchHours('Accueil : de 9h à 12h30') // 'Accueil\u00a0: de 9\u00a0h à 12\u00a0h\u00a030'
 */
export function frenchHours(text: string): string {
  const typeset = text.replace(TYPED_TIME, (whole: string, hours: string, afterH?: string, afterColon?: string) => {
    const h = Number(hours);
    const m = Number(afterH ?? afterColon ?? 0);
    return h > 24 || (h === 24 && m > 0) ? whole : frenchClock(h, m);
  });
  // The footer calls this on every line of COMPANY_HOURS, English ones too (src/app/layouts/site-footer.tsx).
  return frenchSpacing(wholeEnglishClocks(typeset));
}

/** A time written the English way, « 10 am », « 12.30 pm », « 9:15 pm »: its space before « am » or « pm ». */
const ENGLISH_CLOCK = /(?<![\p{L}\p{N}.:])(\d{1,2}(?:[.:][0-5]\d)?) (am|pm)(?![\p{L}\p{N}])/gu;

/** « 10 am » never split over two lines (it did, at the end of a footer line at 390 px): a no-break space. */
function wholeEnglishClocks(text: string): string {
  return text.replace(ENGLISH_CLOCK, '$1\u00a0$2');
}

/**
 * An hours text as shown on a page in `language` (`fr`, `en`): French typography on a French page
 * (`frenchHours`); on an English one the business's words as written, each « 10 am » kept whole.
 * @example hoursText('Tuesday to Saturday, 10 am to 6.30 pm', 'en') // 'Tuesday to Saturday, 10\u00a0am to 6.30\u00a0pm'
 */
export function hoursText(text: string, language: string): string {
  return language === 'fr' ? frenchHours(text) : wholeEnglishClocks(text);
}
