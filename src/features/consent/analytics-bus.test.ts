// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createAnalyticsBus, MAX_HELD_EVENTS, type AnalyticsEvent } from './analytics-bus';
import type { ToolDecision } from './consent-state';
import type { ToolId } from './tools';

const view = (path: string): AnalyticsEvent => ({ type: 'pageview', url: `https://exemple.fr${path}`, path, whole: true, title: path, referrer: '' });

function recorder() {
  const sent: Record<string, string[]> = {};
  return { sent, sender: (tool: ToolId) => (event: AnalyticsEvent) => (sent[tool] ??= []).push(event.path) };
}

describe('analytics bus', () => {
  it('holds events until the choice is known, then sends them to granted tools and drops them for denied ones', () => {
    const bus = createAnalyticsBus(['matomo', 'pixel']);
    const { sent, sender } = recorder();
    bus.connect('matomo', sender('matomo'));
    bus.connect('pixel', sender('pixel'));
    bus.track(view('/'));
    bus.track(view('/qui-suis-je'));
    expect(sent).toEqual({});
    const decisions: Record<ToolId, ToolDecision> = { matomo: 'granted', pixel: 'denied', gtm: 'denied', plausible: 'denied' };
    bus.setGate((tool) => decisions[tool]);
    expect(sent).toEqual({ matomo: ['/', '/qui-suis-je'] });
    bus.track(view('/me-contacter'));
    expect(sent).toEqual({ matomo: ['/', '/qui-suis-je', '/me-contacter'] });
    // The pixel's held events were dropped, not kept for a later "yes".
    decisions.pixel = 'granted';
    bus.setGate((tool) => decisions[tool]);
    expect(sent.pixel).toBeUndefined();
  });

  it("keeps a granted tool's events until its code is connected, each sent once", () => {
    const bus = createAnalyticsBus(['gtm']);
    const { sent, sender } = recorder();
    bus.setGate(() => 'granted');
    bus.track(view('/'));
    expect(sent).toEqual({});
    bus.connect('gtm', sender('gtm'));
    bus.setGate(() => 'granted');
    bus.track(view('/blog'));
    expect(sent).toEqual({ gtm: ['/', '/blog'] });
  });

  it('sends nothing after a withdrawal, and nothing to a disconnected tool', () => {
    const bus = createAnalyticsBus(['plausible']);
    const { sent, sender } = recorder();
    bus.setGate(() => 'granted');
    const disconnect = bus.connect('plausible', sender('plausible'));
    bus.track(view('/'));
    bus.setGate(() => 'denied');
    disconnect();
    bus.track(view('/apres-retrait'));
    bus.setGate(() => 'granted');
    expect(sent).toEqual({ plausible: ['/'] });
  });

  it('caps what it holds for a visitor who never answers', () => {
    const bus = createAnalyticsBus(['matomo']);
    const { sent, sender } = recorder();
    for (let i = 0; i < MAX_HELD_EVENTS + 10; i += 1) bus.track(view(`/${i}`));
    bus.connect('matomo', sender('matomo'));
    bus.setGate(() => 'granted');
    expect(sent.matomo).toHaveLength(MAX_HELD_EVENTS);
    expect(sent.matomo?.[0]).toBe('/10');
  });
});
