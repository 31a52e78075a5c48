/**
 * The consent store: one page's consent state outside React, so that any number of React roots (the
 * islands of docs/decisions/011-first-screen-javascript.md, and the full app) read the same choice —
 * one made through one root shows in every other at once. It holds the reducer's state
 * (consent-state.ts), the one analytics bus, the cookie write and the tools' runtimes; components read
 * it through `useConsent()` (`useSyncExternalStore`).
 *
 * In the browser there is one store per page, created for the tenant's analytics configuration by the
 * first `consentStore()` call; `start()` then reads the stored choice, once, after hydration. The
 * server renders many tenants: there, every call makes a store of its own that nothing keeps (nothing
 * tenant-specific at module scope) and that never starts. Server and hydration render its server
 * snapshot, the unread state: no choice, no banner, nothing granted, events held.
 */
import { createAnalyticsBus, type AnalyticsBus, type AnalyticsEvent } from './analytics-bus';
import { choiceFromCookies, writeConsentCookie } from './consent-cookie';
import { decisionOf, restoredState, unreadConsentState, type ConsentAction, type ConsentState, type ToolDecision } from './consent-state';
import type { consentReducer } from './consent-reducer';
import { configuredTools, type AnalyticsConfig, type ToolId } from './tools';
import { reportError } from '@/lib/report-error';
import { nextPaint } from '@/ui/after-next-paint';

/** One page's consent: its state, its actions and its analytics bus. */
export interface ConsentStore {
  /** The analytics configuration the store was made for (which tools exist, which are CNIL-exempt). */
  readonly analytics: AnalyticsConfig;
  /** Subscribes to state changes (useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
  /** The current state (the same object until it changes). */
  getSnapshot(): ConsentState;
  /** The state of the server's HTML and of hydration: the unread state. */
  getServerSnapshot(): ConsentState;
  /**
   * Reads the visitor's stored choice (the banner opens now if a choice is needed); once, later
   * calls do nothing. Browser only, after hydration (an effect).
   */
  start(): void;
  /**
   * Applies a visitor's action: the reducer, then the cookie and the tools, then the subscribers. The
   * reducer is a chunk of its own (consent-reducer.ts, with immer), loaded as soon as the banner shows
   * or by `prepare()`: an action before it is there is applied once it is, in order.
   */
  dispatch(action: ConsentAction): void;
  /** Loads the reducer now (a « Gérer les cookies » about to be pressed): its action then needs no fetch. */
  prepare(): void;
  /** Records an analytics event: sent, held until the choice is known, or dropped (the one bus). */
  track(event: AnalyticsEvent): void;
}

/** A started tool (a script cannot be unloaded: a restart after a withdrawal reuses it). */
type Runtime = { start(): void; stop(): void; send(event: AnalyticsEvent): void };

/**
 * What follows each new state for the tools: starts granted tools (their code is a lazy chunk), stops
 * withdrawn ones through their own API and deletes their cookies, and tells the bus each tool's
 * decision. Changes are applied in order (a promise chain), so a quick accept-then-withdraw never
 * leaves a tool running.
 */
function toolRuntimes(config: AnalyticsConfig, bus: AnalyticsBus): (state: ConsentState) => void {
  let previous: Partial<Record<ToolId, ToolDecision>> = {};
  const runtimes = new Map<ToolId, Runtime>();
  const disconnects = new Map<ToolId, () => void>();
  let chain: Promise<void> = Promise.resolve();
  return (state) => {
    // Until the stored choice is read, every event waits and no tool starts (not even an exempt one:
    // the visitor may have objected).
    if (!state.ready) {
      bus.setGate(() => 'pending');
      return;
    }
    const decisions: Partial<Record<ToolId, ToolDecision>> = {};
    for (const tool of state.tools) decisions[tool] = decisionOf(state, tool);
    bus.setGate((tool) => decisions[tool] ?? 'denied');
    const before = previous;
    previous = decisions;
    const toStart = state.tools.filter((tool) => decisions[tool] === 'granted' && before[tool] !== 'granted');
    // Only a change in this page stops a tool: a refusal read at load has nothing running to stop.
    const toStop = state.tools.filter((tool) => decisions[tool] === 'denied' && before[tool] !== undefined && before[tool] !== 'denied');
    if (toStart.length === 0 && toStop.length === 0) return;
    // After the frame that answers the tap (« Tout accepter » hides the banner): the tools' chunk
    // import and their scripts are nothing the visitor waits for (issue 37, 51-consent).
    chain = chain
      .then(nextPaint)
      .then(() => import('./tool-loaders'))
      .then(({ toolRuntime, deleteToolCookies }) => {
        for (const tool of toStop) {
          disconnects.get(tool)?.();
          disconnects.delete(tool);
          if (before[tool] === 'granted') runtimes.get(tool)?.stop();
          deleteToolCookies(tool);
        }
        for (const tool of toStart) {
          const runtime = runtimes.get(tool) ?? toolRuntime(tool, config);
          if (!runtime) continue;
          runtimes.set(tool, runtime);
          runtime.start();
          disconnects.set(tool, bus.connect(tool, runtime.send));
        }
      })
      .catch((error: unknown) => {
        reportError(error, { where: 'analytics tools load' });
      });
  };
}

function createConsentStore(analytics: AnalyticsConfig): ConsentStore {
  const { tools, exempt } = configuredTools(analytics);
  const unread = unreadConsentState(tools, exempt);
  const bus = createAnalyticsBus(tools);
  const applyToTools = toolRuntimes(analytics, bus);
  const listeners = new Set<() => void>();
  let state = unread;
  let reducer: typeof consentReducer | null = null;
  let reducerLoad: Promise<void> | null = null;
  const prepare = () => {
    reducerLoad ??= import('./consent-reducer').then(
      (module) => {
        reducer = module.consentReducer;
      },
      (error: unknown) => {
        reducerLoad = null; // a later action tries again (a network hiccup)
        reportError(error, { where: 'consent reducer load' });
      },
    );
    return reducerLoad;
  };

  const dispatch = (action: ConsentAction) => {
    // Reading the stored choice needs no reducer: a returning visitor's page never loads it.
    if (action.type === 'restore') return apply(action, restoredState(state, action.choice, action.at));
    if (reducer) return apply(action, reducer(state, action));
    void prepare().then(() => reducer && dispatch(action));
  };

  const apply = (action: ConsentAction, next: ConsentState) => {
    if (next === state) return;
    // The cookie is written when the visitor changes the choice — not for the choice read at load
    // (writing it again would stretch its lifetime past the 13 months it was given for).
    if (action.type !== 'restore' && next.ready && next.choice && next.choice !== state.choice) writeConsentCookie(next.choice);
    state = next;
    // A choice to make: the banner's buttons will need the reducer.
    if (state.view !== 'hidden') void prepare();
    applyToTools(state);
    listeners.forEach((listener) => listener());
  };

  return {
    analytics,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    getServerSnapshot: () => unread,
    start() {
      if (state.ready) return;
      dispatch({ type: 'restore', choice: choiceFromCookies(document.cookie), at: Date.now() });
    },
    dispatch,
    prepare: () => void prepare(),
    track: (event) => bus.track(event),
  };
}

/** The page's store, in the browser only (see consentStore). */
let pageStore: ConsentStore | null = null;

/**
 * The consent store for `analytics` (the app configuration's `analytics`). In the browser: the page's
 * one store, made by the first call (later calls return it: a page has one configuration). On the
 * server: a new store each call, kept by nothing (memoize it per render).
 */
export function consentStore(analytics: AnalyticsConfig | undefined): ConsentStore {
  if (typeof window === 'undefined') return createConsentStore(analytics ?? {});
  pageStore ??= createConsentStore(analytics ?? {});
  return pageStore;
}
