/**
 * The consent module's public door (SPEC §1, §9; DESIGN.md §5, §6). `ConsentProvider` holds the
 * visitor's choice (pure reducer, consent-state.ts) read from the `vitrine_consent` cookie
 * (docs/decisions/007-consent-storage.md) — in the browser, once the page is hydrated: a page is the
 * same for every visitor (a CDN may share it, docs/decisions/008-tenants-and-caching.md), so the
 * server and hydration render without the choice (no banner, nothing granted, events held) and the
 * banner appears, over the page, only for a visitor who has not chosen. Tools' scripts are only ever
 * added by effects (never in server HTML), and only for tools `canTrack` grants.
 *
 * @example
 *   <ConsentProvider analytics={config.analytics}>…</ConsentProvider>
 *   const consent = useConsent(); consent.canTrack('matomo'); consent.openPreferences();
 */
import { createContext, startTransition, use, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { createAnalyticsBus, type AnalyticsBus, type AnalyticsEvent } from './analytics-bus';
import { choiceFromCookies, writeConsentCookie } from './consent-cookie';
import { canTrack, consentReducer, decisionOf, unreadConsentState, type ConsentChoice, type ConsentState, type ToolDecision } from './consent-state';
import { configuredTools, type AnalyticsConfig, type ToolId } from './tools';
import { reportError } from '@/lib/report-error';
import { nextPaint } from '@/ui/after-next-paint';

export type { ToolId } from './tools';
export type { ConsentState } from './consent-state';

/** Everything the consent hooks give. */
export interface ConsentApi {
  state: ConsentState;
  /** The analytics configuration the tools were configured from. */
  analytics: AnalyticsConfig;
  /** True when at least one tool is configured (the "Gérer les cookies" entry shows only then). */
  hasTools: boolean;
  /** THE gate: may this tool run and send now? (Never before the stored choice is read.) */
  canTrack(tool: ToolId): boolean;
  acceptAll(): void;
  refuseAll(): void;
  /** Close the banner without choosing: a refusal, not consent. */
  dismiss(): void;
  /** Save one answer per configured tool and the embeds kept. */
  save(tools: Partial<Record<ToolId, boolean>>, embeds: string[]): void;
  openPreferences(): void;
  closePreferences(): void;
  /** Record an analytics event: sent, held until the choice is known, or dropped (one bus). */
  track(event: AnalyticsEvent): void;
}

const ConsentContext = createContext<ConsentApi | null>(null);

/** Props of {@link ConsentProvider}. */
export interface ConsentProviderProps {
  /** The app configuration's `analytics` (which tools exist, which are CNIL-exempt). */
  analytics: AnalyticsConfig | undefined;
  children: ReactNode;
}

/** Holds the consent state of the app and runs the tools it grants. */
export function ConsentProvider({ analytics, children }: ConsentProviderProps) {
  const config = useMemo<AnalyticsConfig>(() => analytics ?? {}, [analytics]);
  const [state, dispatch] = useReducer(consentReducer, null, () => {
    const { tools, exempt } = configuredTools(config);
    return unreadConsentState(tools, exempt);
  });
  const [bus] = useState<AnalyticsBus>(() => createAnalyticsBus(state.tools));

  // After hydration: the visitor's stored choice (the banner opens now if a choice is needed).
  useEffect(() => {
    const restore = { type: 'restore', choice: choiceFromCookies(document.cookie), at: Date.now() } as const;
    // A transition, like every update the app makes right after hydration: the new context value
    // reaches the page's blocks while they are still dehydrated Suspense boundaries, and an urgent
    // update would hydrate them one by one in a single long task (issue 23, TBT).
    startTransition(() => dispatch(restore));
  }, []);
  useStoredChoice(state.choice, state.ready);
  useToolRuntimes(state, config, bus);

  const api = useMemo<ConsentApi>(
    () => ({
      state,
      analytics: config,
      hasTools: state.tools.length > 0,
      canTrack: (tool) => state.ready && canTrack(state, tool),
      acceptAll: () => dispatch({ type: 'acceptAll', at: Date.now() }),
      refuseAll: () => dispatch({ type: 'refuseAll', at: Date.now() }),
      dismiss: () => dispatch({ type: 'dismiss', at: Date.now() }),
      save: (tools, embeds) => dispatch({ type: 'save', at: Date.now(), tools, embeds }),
      openPreferences: () => dispatch({ type: 'openPreferences' }),
      closePreferences: () => dispatch({ type: 'closePreferences' }),
      track: (event) => bus.track(event),
    }),
    [state, config, bus],
  );
  return <ConsentContext value={api}>{children}</ConsentContext>;
}

/**
 * Writes the cookie when the visitor changes the choice — not for the choice read at load (writing
 * it again would stretch its lifetime past the 13 months it was given for).
 */
function useStoredChoice(choice: ConsentChoice | null, ready: boolean): void {
  const stored = useRef<ConsentChoice | null | undefined>(undefined);
  useEffect(() => {
    if (!ready) return;
    if (stored.current === undefined) {
      stored.current = choice;
      return;
    }
    if (choice === stored.current || !choice) return;
    stored.current = choice;
    writeConsentCookie(choice);
  }, [choice, ready]);
}

/** A started tool (a script cannot be unloaded: a restart after a withdrawal reuses it). */
type Runtime = { start(): void; stop(): void; send(event: AnalyticsEvent): void };

/**
 * Starts granted tools (their code is a lazy chunk), stops withdrawn ones through their own API and
 * deletes their cookies, and tells the bus each tool's decision. Changes are applied in order (a
 * promise chain), so a quick accept-then-withdraw never leaves a tool running.
 */
function useToolRuntimes(state: ConsentState, config: AnalyticsConfig, bus: AnalyticsBus): void {
  const previous = useRef<Partial<Record<ToolId, ToolDecision>>>({});
  const runtimes = useRef(new Map<ToolId, Runtime>());
  const disconnects = useRef(new Map<ToolId, () => void>());
  const chain = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    // Until the stored choice is read, every event waits and no tool starts (not even an exempt one:
    // the visitor may have objected).
    if (!state.ready) {
      bus.setGate(() => 'pending');
      return;
    }
    const decisions: Partial<Record<ToolId, ToolDecision>> = {};
    for (const tool of state.tools) decisions[tool] = decisionOf(state, tool);
    bus.setGate((tool) => decisions[tool] ?? 'denied');
    const before = previous.current;
    previous.current = decisions;
    const toStart = state.tools.filter((tool) => decisions[tool] === 'granted' && before[tool] !== 'granted');
    // Only a change in this page stops a tool: a refusal read at load has nothing running to stop.
    const toStop = state.tools.filter((tool) => decisions[tool] === 'denied' && before[tool] !== undefined && before[tool] !== 'denied');
    if (toStart.length === 0 && toStop.length === 0) return;
    // After the frame that answers the tap (« Tout accepter » hides the banner): the tools' chunk
    // import and their scripts are nothing the visitor waits for (issue 37, 51-consent).
    chain.current = chain.current
      .then(nextPaint)
      .then(() => import('./tool-loaders'))
      .then(({ toolRuntime, deleteToolCookies }) => {
        for (const tool of toStop) {
          disconnects.current.get(tool)?.();
          disconnects.current.delete(tool);
          if (before[tool] === 'granted') runtimes.current.get(tool)?.stop();
          deleteToolCookies(tool);
        }
        for (const tool of toStart) {
          const runtime = runtimes.current.get(tool) ?? toolRuntime(tool, config);
          if (!runtime) continue;
          runtimes.current.set(tool, runtime);
          runtime.start();
          disconnects.current.set(tool, bus.connect(tool, runtime.send));
        }
      })
      .catch((error: unknown) => {
        reportError(error, { where: 'analytics tools load' });
      });
  }, [state, config, bus]);
}

/** The consent API; throws outside `ConsentProvider` (a wiring bug). */
export function useConsent(): ConsentApi {
  const api = use(ConsentContext);
  if (!api) throw new Error('useConsent() must be used inside <ConsentProvider>');
  return api;
}
