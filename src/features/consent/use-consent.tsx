/**
 * The consent module's public door (SPEC §1, §9; DESIGN.md §5, §6). The visitor's choice (pure
 * reducer, consent-reducer.ts, on consent-state.ts) lives in the page's consent store (consent-store.ts), outside React, so
 * that every React root of the page reads the same one; `ConsentProvider` only says which analytics
 * configuration a tree's store is for. The choice is read from the `vitrine_consent` cookie
 * (docs/decisions/007-consent-storage.md) in the browser, once the page is hydrated: a page is the
 * same for every visitor (a CDN may share it, docs/decisions/008-tenants-and-caching.md), so the
 * server and hydration render without the choice (no banner, nothing granted, events held) and the
 * banner appears, over the page, only for a visitor who has not chosen. Tools' scripts are only ever
 * added by the store once the page runs (never in server HTML), and only for tools `canTrack` grants.
 *
 * @example
 *   <ConsentProvider analytics={config.analytics}>…</ConsentProvider>
 *   const consent = useConsent(); consent.canTrack('matomo'); consent.openPreferences();
 */
import { createContext, use, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AnalyticsEvent } from './analytics-bus';
import { canTrack, type ConsentState } from './consent-state';
import { consentStore, type ConsentStore } from './consent-store';
import type { AnalyticsConfig, ToolId } from './tools';

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
  /** Load what the actions need (a control about to be pressed: pointer down, focus); they work without. */
  prepare(): void;
  /** Record an analytics event: sent, held until the choice is known, or dropped (one bus). */
  track(event: AnalyticsEvent): void;
}

const ConsentContext = createContext<ConsentStore | null>(null);

/** Props of {@link ConsentProvider}. */
export interface ConsentProviderProps {
  /** The app configuration's `analytics` (which tools exist, which are CNIL-exempt). */
  analytics: AnalyticsConfig | undefined;
  children: ReactNode;
}

/**
 * Gives its tree the page's consent store (each React root of a page has one; they all share the
 * store) and, after hydration, has it read the visitor's stored choice.
 */
export function ConsentProvider({ analytics, children }: ConsentProviderProps) {
  const store = useMemo(() => consentStore(analytics), [analytics]);
  // After hydration: the visitor's stored choice (the banner opens now if a choice is needed). Not a
  // transition: a store's update is always urgent for React (useSyncExternalStore), and it needs none
  // here — it renders again only the components that read the consent (the banner's place, the
  // « Gérer les cookies » buttons), not the page's blocks. (A context's new value, before, reached the
  // page's still dehydrated Suspense boundaries and, urgent, hydrated them one by one in a single long
  // task: issue 23, TBT.)
  useEffect(() => store.start(), [store]);
  return <ConsentContext value={store}>{children}</ConsentContext>;
}

function useConsentStore(): ConsentStore {
  const store = use(ConsentContext);
  if (!store) throw new Error('useConsent() must be used inside <ConsentProvider>');
  return store;
}

/** The consent API; throws outside `ConsentProvider` (a wiring bug). */
export function useConsent(): ConsentApi {
  const store = useConsentStore();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return useMemo<ConsentApi>(
    () => ({
      state,
      analytics: store.analytics,
      hasTools: state.tools.length > 0,
      canTrack: (tool) => state.ready && canTrack(state, tool),
      acceptAll: () => store.dispatch({ type: 'acceptAll', at: Date.now() }),
      refuseAll: () => store.dispatch({ type: 'refuseAll', at: Date.now() }),
      dismiss: () => store.dispatch({ type: 'dismiss', at: Date.now() }),
      save: (tools, embeds) => store.dispatch({ type: 'save', at: Date.now(), tools, embeds }),
      openPreferences: () => store.dispatch({ type: 'openPreferences' }),
      closePreferences: () => store.dispatch({ type: 'closePreferences' }),
      prepare: store.prepare,
      track: store.track,
    }),
    [state, store],
  );
}

/**
 * `useConsent().track` alone, for a component that must not render again when the choice changes
 * (the shell, which sends the page views: a choice would render the whole shell inside the tap).
 */
export function useTrack(): (event: AnalyticsEvent) => void {
  return useConsentStore().track;
}
