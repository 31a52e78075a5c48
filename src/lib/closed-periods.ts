/**
 * A place's closures that come back every year (a tasting room shut for the pruning from 5 to 24
 * January, a shop's summer break): periods of days written by month and day, `from` and `to` both
 * closed, a period may span the new year (`12-24` to `01-02`). Read by both opening schedules: the
 * booking's (its OpenStreetMap-style `Jan 05-Jan 24 off`, src/features/booking/slots.ts) and a
 * click-and-collect place's (`closedPeriods`, src/features/checkout/pickup-dates.ts).
 */

/** An annual closure: `MM-DD` to `MM-DD`, both days closed. */
export interface ClosedPeriod {
  from: string;
  to: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `"01-05"` when it is a day some year has (29 February included), else null. */
export function monthDay(text: string): string | null {
  const match = /^(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= (DAYS_IN_MONTH[month - 1] ?? 0) ? `${match[1]}-${match[2]}` : null;
}

/**
 * The closures of an OpenStreetMap `opening_hours` rule such as `Jan 05-Jan 24 off`, `Jan 05-24 off`
 * or `Dec 24-Jan 02,Aug 10-Aug 20 off`; null when the rule is not one (or not readable).
 */
export function closedPeriodsOfRule(rule: string): ClosedPeriod[] | null {
  const match = /^(.+?)\s+off$/.exec(rule.trim());
  if (!match?.[1]) return null;
  const periods: ClosedPeriod[] = [];
  for (const range of match[1].split(',')) {
    const parts = /^([A-Z][a-z]{2}) (\d{2})-(?:([A-Z][a-z]{2}) )?(\d{2})$/.exec(range.trim());
    if (!parts) return null;
    const first = MONTHS.indexOf(parts[1] as (typeof MONTHS)[number]);
    const last = MONTHS.indexOf((parts[3] ?? parts[1]) as (typeof MONTHS)[number]);
    if (first < 0 || last < 0) return null;
    const from = monthDay(`${String(first + 1).padStart(2, '0')}-${parts[2]}`);
    const to = monthDay(`${String(last + 1).padStart(2, '0')}-${parts[4]}`);
    if (!from || !to) return null;
    periods.push({ from, to });
  }
  return periods;
}

/** True when the day `date` (`YYYY-MM-DD`) falls in one of `periods` (whatever the year). */
export function isClosedOn(date: string, periods: readonly ClosedPeriod[] | null | undefined): boolean {
  const day = date.slice(5, 10);
  return (periods ?? []).some(({ from, to }) => (from <= to ? day >= from && day <= to : day >= from || day <= to));
}
