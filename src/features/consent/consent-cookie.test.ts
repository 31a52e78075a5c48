// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { choiceFromCookies, CONSENT_COOKIE, consentCookieString, parseConsentValue, serializeConsentValue } from './consent-cookie';
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
