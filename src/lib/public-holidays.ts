/**
 * French public holidays (jours fériés): the eleven days of metropolitan France (Code du travail
 * L3133-1). Days are calendar days (`YYYY-MM-DD`, the business's own, Europe/Paris): no time zone.
 * Easter by the Gregorian computus (Meeus/Jones/Butcher); Ascension Day is 39 days after Easter,
 * Whit Monday 50.
 */

const FIXED: Readonly<Record<string, string>> = {
  '01-01': 'Jour de l’an',
  '05-01': 'Fête du Travail',
  '05-08': 'Victoire 1945',
  '07-14': 'Fête nationale',
  '08-15': 'Assomption',
  '11-01': 'Toussaint',
  '11-11': 'Armistice 1918',
  '12-25': 'Noël',
};

const AFTER_EASTER: readonly (readonly [number, string])[] = [
  [1, 'Lundi de Pâques'],
  [39, 'Ascension'],
  [50, 'Lundi de Pentecôte'],
];

/** Easter Sunday of a year, `YYYY-MM-DD`. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The French name of the public holiday on `date` ("Assomption"), or null on a working day. */
export function publicHoliday(date: string): string | null {
  const fixed = FIXED[date.slice(5)];
  if (fixed) return fixed;
  const easter = Date.parse(`${easterSunday(Number(date.slice(0, 4)))}T12:00:00Z`);
  const days = Math.round((Date.parse(`${date}T12:00:00Z`) - easter) / 86_400_000);
  return AFTER_EASTER.find(([after]) => after === days)?.[1] ?? null;
}
