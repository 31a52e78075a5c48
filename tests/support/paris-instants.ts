/**
 * The instants (Europe/Paris) at which every date-dependent behaviour is checked (issue 32): booking
 * days and times, the cancellation deadline, click-and-collect days, order dates, the consent cookie's
 * life, the footer's year. Unit tests run over all of them (`it.each(PARIS_INSTANTS)`); the browser
 * journeys run at one by default and at each with `npm run test:dates` (scripts/test-dates.ts).
 *
 * Written with their offset: the same instant on any machine, whatever its zone (this one is UTC).
 */

/** One instant to test at. */
export interface ParisInstant {
  /** Its name in test titles and in `E2E_NOW`. */
  name: string;
  /** ISO 8601 with the Paris offset of that moment. */
  iso: string;
}

export const PARIS_INSTANTS: readonly ParisInstant[] = [
  { name: '1 December 10:00', iso: '2026-12-01T10:00:00+01:00' },
  { name: '28 February 18:30, not a leap year', iso: '2027-02-28T18:30:00+01:00' },
  { name: '29 February, leap year', iso: '2028-02-29T09:00:00+01:00' },
  { name: '13 August, the 15th (a public holiday) ahead', iso: '2026-08-13T09:00:00+02:00' },
  { name: '15 August, a public holiday', iso: '2026-08-15T10:00:00+02:00' },
  { name: 'last Sunday of March 01:30, summer time starts at 02:00', iso: '2026-03-29T01:30:00+01:00' },
  { name: 'last Sunday of October 02:30, the first time (summer)', iso: '2026-10-25T02:30:00+02:00' },
  { name: 'last Sunday of October 02:30, the second time (winter)', iso: '2026-10-25T02:30:00+01:00' },
  { name: '31 December 23:30', iso: '2026-12-31T23:30:00+01:00' },
  { name: '1 January 00:30, still 31 December in UTC', iso: '2027-01-01T00:30:00+01:00' },
];

/** An instant of {@link PARIS_INSTANTS} by its name (throws on a name that is not there). */
export function instantNamed(name: string): ParisInstant {
  const found = PARIS_INSTANTS.find((instant) => instant.name === name);
  if (!found) throw new Error(`no instant named « ${name} » (tests/support/paris-instants.ts)`);
  return found;
}
