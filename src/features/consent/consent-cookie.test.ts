// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { choiceFromCookies, CONSENT_COOKIE, consentCookieString, parseConsentValue, serializeConsentValue } from './consent-cookie';
import { PARIS_INSTANTS } from '@tests/support/paris-instants';
import type { ConsentChoice } from './consent-state';

const NOW = Date.UTC(2026, 10, 23);
const choice: ConsentChoice = { at: NOW, tools: { matomo: true, pixel: false }, embeds: ['youtube'] };

describe('consent cookie', () => {
  it('round-trips a choice through a Cookie header', () => {
    const cookie = consentCookieString(choice, NOW, false);
    const pair = cookie.split(';')[0] ?? '';
    expect(choiceFromCookies(`token=abc; ${pair}; idSite=51`)).toEqual(choice);
    expect(parseConsentValue(serializeConsentValue(choice))).toEqual(choice);
  });

  it('lives until the choice expires, host-only, Lax, Secure on https', () => {
    const cookie = consentCookieString(choice, NOW, true);
    expect(cookie.startsWith(`${CONSENT_COOKIE}=`)).toBe(true);
    const days = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]) / 86_400;
    expect(days).toBe(395); // 23 Nov 2026 → 23 Dec 2027: 13 calendar months
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(cookie).not.toContain('Domain=');
    const refusal = consentCookieString({ at: NOW, tools: { matomo: false }, embeds: [] }, NOW, false);
    expect(Number(/Max-Age=(\d+)/.exec(refusal)?.[1]) / 86_400).toBe(181); // 6 months
  });

  it('treats anything unreadable as no choice (the visitor is asked again)', () => {
    for (const value of [
      null,
      '',
      'oui',
      '{"v":2,"at":1,"tools":{}}',
      '{"v":1,"at":"hier","tools":{}}',
      '{"v":1,"at":1,"tools":{"ga4":true}}',
      '{"v":1,"at":1,"tools":{"matomo":"yes"}}',
      '{"v":1,"at":1,"tools":[]}',
      '{"v":1,"at":1,"tools":{},"embeds":["<script>"]}',
    ]) {
      expect(parseConsentValue(value), String(value)).toBeNull();
    }
    expect(choiceFromCookies('vitrine_consent=%7Bbroken')).toBeNull();
    expect(choiceFromCookies('')).toBeNull();
  });
});

describe('at each instant of the calendar, the cookie ends when the choice does: 13 months for a consent, 6 for a refusal, never a day more', () => {
  /** When the consent and the refusal given at the instant end (UTC). */
  const expected: Record<string, [string, string]> = {
    '1 December 10:00': ['2028-01-01T09:00:00.000Z', '2027-06-01T09:00:00.000Z'],
    '28 February 18:30, not a leap year': ['2028-03-28T17:30:00.000Z', '2027-08-28T17:30:00.000Z'],
    '29 February, leap year': ['2029-03-29T08:00:00.000Z', '2028-08-29T08:00:00.000Z'],
    '13 August, the 15th (a public holiday) ahead': ['2027-09-13T07:00:00.000Z', '2027-02-13T07:00:00.000Z'],
    '15 August, a public holiday': ['2027-09-15T08:00:00.000Z', '2027-02-15T08:00:00.000Z'],
    'last Sunday of March 01:30, summer time starts at 02:00': ['2027-04-29T00:30:00.000Z', '2026-09-29T00:30:00.000Z'],
    'last Sunday of October 02:30, the first time (summer)': ['2027-11-25T00:30:00.000Z', '2027-04-25T00:30:00.000Z'],
    'last Sunday of October 02:30, the second time (winter)': ['2027-11-25T01:30:00.000Z', '2027-04-25T01:30:00.000Z'],
    // 31 December + 6 months: 30 June, not 1 July (the day June lacks).
    '31 December 23:30': ['2028-01-31T22:30:00.000Z', '2027-06-30T22:30:00.000Z'],
    '1 January 00:30, still 31 December in UTC': ['2028-01-31T23:30:00.000Z', '2027-06-30T23:30:00.000Z'],
  };

  it.each(PARIS_INSTANTS)('$name', ({ name, iso }) => {
    const now = Date.parse(iso);
    const ends = (granted: boolean) => {
      const cookie = consentCookieString({ at: now, tools: { matomo: granted }, embeds: [] }, now, true);
      return new Date(now + Number(/Max-Age=(\d+)/.exec(cookie)?.[1]) * 1000).toISOString();
    };
    expect([ends(true), ends(false)]).toEqual(expected[name]);
  });
});
