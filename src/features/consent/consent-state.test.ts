// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { consentReducer } from './consent-reducer';
import { canTrack, choiceExpiry, decisionOf, initialConsentState, unreadConsentState, validChoice, type ConsentChoice } from './consent-state';
import type { ToolId } from './tools';

const ALL: ToolId[] = ['matomo', 'gtm', 'plausible', 'pixel'];
const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);
const DAY = 24 * 3600_000;

function fresh(tools: ToolId[] = ALL, exempt: ToolId[] = [], stored: ConsentChoice | null = null, now = NOW) {
  return initialConsentState(tools, exempt, stored, now);
}

describe('consent state: before and after the stored choice is read', () => {
  it('shows nothing and asks nothing until the browser restores the stored choice (the server renders every visitor alike)', () => {
    const unread = unreadConsentState(ALL, []);
    expect(unread).toMatchObject({ view: 'hidden', choice: null, ready: false });
    const none = consentReducer(unread, { type: 'restore', choice: null, at: NOW });
    expect(none).toMatchObject({ view: 'banner', ready: true });
    const stored: ConsentChoice = { at: NOW - DAY, tools: { matomo: true, gtm: false, plausible: false, pixel: false }, embeds: [] };
    const chosen = consentReducer(unread, { type: 'restore', choice: stored, at: NOW });
    expect(chosen).toMatchObject({ view: 'hidden', ready: true, choice: stored });
    expect(canTrack(chosen, 'matomo')).toBe(true);
    // A choice older than its 13 months is asked again, as at any load.
    const old = consentReducer(unread, { type: 'restore', choice: { ...stored, at: NOW - 400 * DAY }, at: NOW });
    expect(old).toMatchObject({ view: 'banner', choice: null });
  });

  it('keeps the choices open when the visitor asked for them before the stored choice was read', () => {
    const asked = consentReducer(unreadConsentState(ALL, []), { type: 'openPreferences' });
    const stored: ConsentChoice = { at: NOW - DAY, tools: { matomo: true, gtm: false, plausible: false, pixel: false }, embeds: [] };
    expect(consentReducer(asked, { type: 'restore', choice: null, at: NOW })).toMatchObject({ view: 'preferences', ready: true, choice: null });
    expect(consentReducer(asked, { type: 'restore', choice: stored, at: NOW })).toMatchObject({ view: 'preferences', ready: true, choice: stored });
  });
});

describe('consent state: asking', () => {
  it('shows the banner when a configured tool needs consent and nothing is stored; nothing runs before a choice', () => {
    const state = fresh();
    expect(state.view).toBe('banner');
    for (const tool of ALL) {
      expect(canTrack(state, tool)).toBe(false);
      expect(decisionOf(state, tool)).toBe('pending');
    }
  });

  it('shows no banner when no tool is configured, or only CNIL-exempt ones', () => {
    expect(fresh([]).view).toBe('hidden');
    const exemptOnly = fresh(['matomo', 'plausible'], ['matomo', 'plausible']);
    expect(exemptOnly.view).toBe('hidden');
    expect(canTrack(exemptOnly, 'matomo')).toBe(true);
    expect(canTrack(exemptOnly, 'gtm')).toBe(false);
  });

  it('never tracks an unconfigured tool, whatever the stored choice says', () => {
    const state = fresh(['matomo'], [], { at: NOW, tools: { matomo: true, pixel: true }, embeds: [] });
    expect(canTrack(state, 'pixel')).toBe(false);
    expect(decisionOf(state, 'pixel')).toBe('denied');
  });
});

describe('consent state: choosing', () => {
  it('"Tout accepter" grants every configured tool, dated, and hides the banner', () => {
    const state = consentReducer(fresh(), { type: 'acceptAll', at: NOW });
    expect(state.view).toBe('hidden');
    expect(state.choice).toEqual({ at: NOW, tools: { matomo: true, gtm: true, plausible: true, pixel: true }, embeds: [] });
    expect(ALL.every((tool) => canTrack(state, tool))).toBe(true);
  });

  it('"Tout refuser" and closing the banner are both a dated refusal of everything, embeds included', () => {
    const withEmbed = fresh(ALL, [], { at: NOW - DAY, tools: {}, embeds: ['youtube'] });
    for (const type of ['refuseAll', 'dismiss'] as const) {
      const state = consentReducer(withEmbed, { type, at: NOW + 1 });
      expect(state.view).toBe('hidden');
      expect(state.choice).toEqual({ at: NOW + 1, tools: { matomo: false, gtm: false, plausible: false, pixel: false }, embeds: [] });
      expect(ALL.map((tool) => decisionOf(state, tool))).toEqual(['denied', 'denied', 'denied', 'denied']);
    }
  });

  it('"Personnaliser" grants only the ticked tools; a tool left out is a no', () => {
    const opened = consentReducer(fresh(), { type: 'openPreferences' });
    expect(opened.view).toBe('preferences');
    const state = consentReducer(opened, { type: 'save', at: NOW, tools: { plausible: true }, embeds: [] });
    expect(state.choice?.tools).toEqual({ matomo: false, gtm: false, plausible: true, pixel: false });
    expect(ALL.filter((tool) => canTrack(state, tool))).toEqual(['plausible']);
    expect(state.view).toBe('hidden');
  });

  it('closing the dialog without saving changes nothing and goes back to the banner while unanswered', () => {
    const closed = consentReducer(consentReducer(fresh(), { type: 'openPreferences' }), { type: 'closePreferences' });
    expect(closed.view).toBe('banner');
    expect(closed.choice).toBeNull();
    const decided = consentReducer(fresh(), { type: 'acceptAll', at: NOW });
    const reopened = consentReducer(consentReducer(decided, { type: 'openPreferences' }), { type: 'closePreferences' });
    expect(reopened.view).toBe('hidden');
    expect(reopened.choice).toBe(decided.choice);
  });

  it('withdrawing after accepting denies the tool at once', () => {
    const accepted = consentReducer(fresh(), { type: 'acceptAll', at: NOW });
    const withdrawn = consentReducer(accepted, { type: 'save', at: NOW + DAY, tools: { matomo: true }, embeds: [] });
    expect(decisionOf(withdrawn, 'gtm')).toBe('denied');
    expect(decisionOf(withdrawn, 'matomo')).toBe('granted');
  });

  it('a CNIL-exempt tool runs without consent until the visitor objects', () => {
    const state = fresh(['matomo', 'pixel'], ['matomo']);
    expect(state.view).toBe('banner'); // the pixel still needs a choice
    expect(decisionOf(state, 'matomo')).toBe('granted');
    const objected = consentReducer(state, { type: 'save', at: NOW, tools: { matomo: false, pixel: false }, embeds: [] });
    expect(canTrack(objected, 'matomo')).toBe(false);
  });
});

describe('consent state: expiry and new tools', () => {
  const accepted: ConsentChoice = { at: NOW, tools: { matomo: true, gtm: true, plausible: true, pixel: true }, embeds: [] };
  const refused: ConsentChoice = { at: NOW, tools: { matomo: false, gtm: false, plausible: false, pixel: false }, embeds: [] };

  it('keeps a consent 13 calendar months, then asks again', () => {
    expect(choiceExpiry(accepted)).toBe(Date.UTC(2027, 11, 23, 10, 0, 0));
    expect(fresh(ALL, [], accepted, Date.UTC(2027, 11, 23, 9, 59, 59)).view).toBe('hidden');
    const expired = fresh(ALL, [], accepted, Date.UTC(2027, 11, 23, 10, 0, 0));
    expect(expired.view).toBe('banner');
    expect(expired.choice).toBeNull();
    expect(canTrack(expired, 'matomo')).toBe(false);
  });

  it('remembers a refusal 6 months', () => {
    expect(choiceExpiry(refused)).toBe(Date.UTC(2027, 4, 23, 10, 0, 0));
    expect(fresh(ALL, [], refused, Date.UTC(2027, 4, 22)).view).toBe('hidden');
    expect(fresh(ALL, [], refused, Date.UTC(2027, 4, 24)).view).toBe('banner');
  });

  it('distrusts a choice dated in the future', () => {
    expect(validChoice({ ...accepted, at: NOW + 2 * DAY }, NOW)).toBeNull();
    expect(validChoice({ ...accepted, at: NOW + 60_000 }, NOW)).not.toBeNull(); // clock skew of a minute is fine
  });

  it('asks again when a tool was configured after the choice, keeping the other answers', () => {
    const old: ConsentChoice = { at: NOW, tools: { matomo: true }, embeds: [] };
    const state = fresh(['matomo', 'pixel'], [], old, NOW + DAY);
    expect(state.view).toBe('banner');
    expect(decisionOf(state, 'matomo')).toBe('granted');
    expect(decisionOf(state, 'pixel')).toBe('pending');
  });
});
