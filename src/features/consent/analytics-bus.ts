/**
 * The one analytics event bus. Features and the shell `track()` events (a page view per route
 * change); the bus asks the consent gate, per tool, what to do with each event:
 * - granted: hand it to the tool once the tool is connected (its code loads lazily after consent);
 * - pending (the visitor has not chosen yet): hold it, then send or drop it when the choice is known;
 * - denied: drop it. Nothing is ever sent to a tool the gate does not grant.
 */
import type { ToolDecision } from './consent-state';
import type { ToolId } from './tools';

/** A page view (one per client-side route change). */
export interface PageViewEvent {
  type: 'pageview';
  /** Absolute URL of the page as tools may know it (page-view-path.ts: no token, no personal data). */
  url: string;
  /** Path + query as tools may know it, e.g. "/qui-suis-je", "/password" for a reset link. */
  path: string;
  /**
   * True when `path` is the page's whole address inside the app (its path without the language's
   * prefix, and its query): nothing was left out. A tool that reads the address bar itself (the Meta
   * pixel) hears only of such a page.
   */
  whole: boolean;
  title: string;
  /** URL of the previous page of the visit ('' for the first). */
  referrer: string;
}

/** What the bus carries. */
export type AnalyticsEvent = PageViewEvent;

/** Delivers one event to one loaded tool. */
export type ToolSender = (event: AnalyticsEvent) => void;

/** The bus of one app. */
export interface AnalyticsBus {
  /** Record an event: sent, held or dropped per tool according to the gate. */
  track(event: AnalyticsEvent): void;
  /** New consent decisions: held events are sent to granted tools (once connected) and dropped for denied ones. */
  setGate(decide: (tool: ToolId) => ToolDecision): void;
  /** A tool's code is ready: it receives what was held for it, then every granted event. Returns the disconnect. */
  connect(tool: ToolId, send: ToolSender): () => void;
}

/** Held events per tool are capped: a visitor who never answers must not grow memory without end. */
export const MAX_HELD_EVENTS = 50;

/** A new bus for `tools`; everything is pending until the first `setGate`. */
export function createAnalyticsBus(tools: readonly ToolId[]): AnalyticsBus {
  let decide: (tool: ToolId) => ToolDecision = () => 'pending';
  const held = new Map<ToolId, AnalyticsEvent[]>();
  const senders = new Map<ToolId, ToolSender>();

  const hold = (tool: ToolId, event: AnalyticsEvent) => {
    const queue = held.get(tool) ?? [];
    queue.push(event);
    if (queue.length > MAX_HELD_EVENTS) queue.shift();
    held.set(tool, queue);
  };

  const flush = (tool: ToolId) => {
    const send = senders.get(tool);
    const queue = held.get(tool);
    if (!send || !queue || decide(tool) !== 'granted') return;
    held.delete(tool);
    for (const event of queue) send(event);
  };

  return {
    track(event) {
      for (const tool of tools) {
        const decision = decide(tool);
        if (decision === 'denied') continue;
        const send = senders.get(tool);
        if (decision === 'granted' && send) send(event);
        else hold(tool, event);
      }
    },
    setGate(next) {
      decide = next;
      for (const tool of tools) {
        if (decide(tool) === 'denied') held.delete(tool);
        else flush(tool);
      }
    },
    connect(tool, send) {
      senders.set(tool, send);
      flush(tool);
      return () => {
        if (senders.get(tool) === send) senders.delete(tool);
      };
    },
  };
}
