import { describe, expect, it } from 'vitest';
import { closedPeriodsOfRule, isClosedOn, monthDay } from './closed-periods';

describe('closed periods', () => {
  it('reads the OpenStreetMap closures of a rule', () => {
    expect(closedPeriodsOfRule('Jan 05-Jan 24 off')).toEqual([{ from: '01-05', to: '01-24' }]);
    expect(closedPeriodsOfRule('Jan 05-24 off')).toEqual([{ from: '01-05', to: '01-24' }]);
    expect(closedPeriodsOfRule('Dec 24-Jan 02,Aug 10-Aug 20 off')).toEqual([
      { from: '12-24', to: '01-02' },
      { from: '08-10', to: '08-20' },
    ]);
  });

  it('is no closure for other rules or unreadable dates', () => {
    for (const rule of ['PH off', 'Tu-Sa 10:00-12:30', 'Jan 32-Feb 02 off', 'Foo 01-Jan 02 off', 'Jan 5-Jan 24 off', 'Jan 05-Jan 24']) {
      expect(closedPeriodsOfRule(rule)).toBeNull();
    }
  });

  it('closes every day of a period, both ends included, any year', () => {
    const january = [{ from: '01-05', to: '01-24' }];
    expect(isClosedOn('2027-01-04', january)).toBe(false);
    expect(isClosedOn('2027-01-05', january)).toBe(true);
    expect(isClosedOn('2028-01-24', january)).toBe(true);
    expect(isClosedOn('2026-01-25', january)).toBe(false);
    expect(isClosedOn('2026-06-10', undefined)).toBe(false);
  });

  it('closes a period across the new year', () => {
    const holidays = [{ from: '12-24', to: '01-02' }];
    expect(['2026-12-23', '2026-12-24', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'].map((d) => isClosedOn(d, holidays))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('knows the days a year has', () => {
    expect(monthDay('02-29')).toBe('02-29');
    expect(monthDay('02-30')).toBeNull();
    expect(monthDay('13-01')).toBeNull();
    expect(monthDay('1-05')).toBeNull();
  });
});
