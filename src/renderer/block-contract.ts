/**
 * The renderer's contract (DESIGN.md §2): what a block definition is, what the renderer receives for
 * each registered block, and the registry it is handed by the app. `registry/` implements these
 * types (`registry/block-kit.tsx` seals a typed definition into a `RegisteredBlock`); the renderer
 * never imports `registry/` — `src/app` gives it a {@link BlockRegistry} through
 * `<BlockRegistryProvider>` and the loader context.
 */
import type { ComponentType, ReactNode } from 'react';
import type { ErrorObject } from 'ajv';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';

/** For a block's part with a Suspense boundary of its own (lazy code): see hydrate-when-visible.tsx. */
export { useInnerBoundaryMark } from './hydrate-when-visible';

/** A JSON Schema object as read from `schema.json` (only the parts the kit walks are typed). */
export interface BlockSchema {
  $id?: string;
  title?: string;
  description?: string;
  type?: string;
  properties?: Record<string, BlockSchema>;
  required?: string[];
  items?: BlockSchema;
  default?: unknown;
  [keyword: string]: unknown;
}

/** A validator compiled at build time by `scripts/gen-registry.ts` (ajv standalone, no eval). */
export interface PropsValidator<P> {
  (data: unknown): data is P;
  errors?: ErrorObject[] | null;
}

/** What a block component receives besides its validated props. */
export interface BlockComponentProps<P> {
  /** Props after migration, defaults and validation: exactly the generated type. */
  props: P;
  /** Rendered child blocks (containers only; undefined for leaf blocks). */
  children?: ReactNode;
  /** True for admins and the dev server: blocks may show editor hints (e.g. unknown placeholders). */
  diagnostics: boolean;
}

/**
 * Data a block needs before it renders: one query, by its key (to tell whether it is there or
 * failed) and how to fetch it. The loader runs every need in parallel with the page; the block reads
 * the data again with `useSuspenseQuery` and the same factory. A need whose query failed makes the
 * renderer show the block's failure instead of the block, on the server and in the browser alike.
 * Blocks build it with `needQuery(factory(api, …))` from `registry/block-kit.tsx`.
 */
export interface BlockDataNeed {
  queryKey: QueryKey;
  /** Fetch the data unless the cache has it (`ensureQueryData`); rejects when the call fails. */
  ensure: (queryClient: QueryClient) => Promise<unknown>;
}

/**
 * A secondary query of a block: its key (to tell whether the data is there) and how to start it.
 * Blocks build it with `deferQuery(factory(api, …))` from `registry/block-kit.tsx`.
 */
export interface DeferredQuery {
  queryKey: QueryKey;
  /** Start the query in the background; never rejects. */
  prefetch: (queryClient: QueryClient) => Promise<void>;
}

/**
 * The interface strings a block reads as it renders (its message books), as `registry/block-kit.tsx`'s
 * `wordsOf(…)` wraps them. The route loader loads them with the block's code and data: a block reached
 * by a client navigation renders at once, not its placeholder first (the page grew under the visitor's
 * eyes, and a `#target` below it was scrolled to twice).
 */
export interface BlockWords {
  /** The books' files in `locale` (`bookFile` names): the conformance suite checks a render reads no other. */
  files(locale: string): readonly string[];
  /** Loads them in `locale`; never rejects (a file that fails falls back as `useMessages` does). */
  load(locale: string): Promise<void>;
}

/** A block as its folder declares it (`registry/<name>/definition.ts`). */
export interface BlockDefinition<P> {
  /** The CMS name: the conf's `component` value, equal to the folder name. */
  name: string;
  /** Current props version. Confs carrying an older `version` go through `migrate` first. */
  version: number;
  /** The props schema (`schema.json`): shown in the catalogue, source of the defaults. */
  schema: BlockSchema;
  /** The build-time validator of the props *after* defaults are applied. */
  validate: PropsValidator<P>;
  /** Realistic example props (`example.json`): catalogue, docs and test data. */
  example: unknown;
  Component: ComponentType<BlockComponentProps<P>>;
  /**
   * True when the block acts in the browser after the server rendered it: state, event handlers,
   * browser-only data (`deferredData`), or output that changes with the URL's query. False: its
   * server HTML is all it ever shows, so on a server-rendered page its code never reaches the
   * browser (the renderer keeps its HTML as it is). `registry/index.ts` lists the same blocks in
   * `INTERACTIVE_BLOCKS` (the renderer must know before loading any code); the conformance suite
   * checks both agree.
   */
  interactive: boolean;
  /** True when the block renders the conf's `children` (section, columns…). */
  container?: boolean;
  /**
   * True when these props make the block render the page's h1 (a hero or a heading of level 1). The
   * renderer reads it to tell whether a page still has its h1 when blocks fail: if none of the
   * blocks it will show opens the page, it shows the page's title as h1 itself (`page-title.tsx`).
   * The conformance suite checks it against the example's render. Absent: never.
   */
  opensPage?: (props: P) => boolean;
  /**
   * Upgrade props written for an older version. Receives the raw props and their version; returns
   * props of the current version (validated afterwards like any other props).
   */
  migrate?: (props: unknown, fromVersion: number) => unknown;
  /** Versions `migrate` accepts (the conformance suite checks each one migrates to valid props). */
  migratesFrom?: readonly number[];
  /** Example props for each older version (keyed by version), used by the conformance suite. */
  legacyExamples?: Readonly<Record<number, unknown>>;
  /**
   * Critical data: queries the route loader awaits before the page renders (on the server too),
   * declared with `needQuery(factory(api, …))`. Use it for what the first screen needs.
   */
  data?: (api: ApiClient, props: P) => readonly BlockDataNeed[];
  /**
   * Secondary data (STYLE.md, Hydrogen's "deferred"): query options the loader starts but never
   * awaits. The block renders its loading placeholder until they arrive, behind its own Suspense
   * boundary, so a slow call (e.g. reviews) never holds the HTML nor a navigation. The component
   * reads them with `useSuspenseQuery` and the same factory.
   */
  deferredData?: (api: ApiClient, props: P) => readonly DeferredQuery[];
  /** The strings it reads as it renders, `wordsOf(book, …)` (see {@link BlockWords}). Absent: none. */
  words?: BlockWords;
  /** See {@link LanguageParams}. */
  languageParams?: LanguageParams;
}

/**
 * Reads one query in the page's locale and in another, with the caller's factory (each locale's
 * answer cached apart): `[here, there]`. Rejects when either call fails.
 */
export type ReadInBothLocales = <TData, TKey extends QueryKey>(
  factory: (api: ApiClient) => FetchQueryOptions<TData, Error, TData, TKey>,
) => Promise<readonly [TData, TData]>;

/**
 * For a block whose URL parameters hold words of the page's language (a theme, a declination's
 * option: the records' own words, which the API gives no id): how the language switcher's link
 * says them in another locale (issue 36), so the visitor lands on the same list, never on a value
 * that means nothing there. The address's other parameters are kept as they are.
 */
export interface LanguageParams {
  /** The parameters whose values are words of the page's language. */
  params: readonly string[];
  /**
   * `values` (those parameters of the address, nothing else) as the other locale writes them: a
   * value it has no word for is left out. The loader drops them all when this rejects.
   */
  carry: (values: URLSearchParams, read: ReadInBothLocales) => Promise<URLSearchParams>;
}

/** Why props were refused. */
export interface PropsRejection {
  ok: false;
  kind: 'invalid-props' | 'unsupported-version' | 'migration-failed';
  message: string;
  errors: ErrorObject[];
}

/** Props accepted: a render function closes over the typed value. */
export interface PropsAcceptance {
  ok: true;
  /** The props as the component receives them (migrated, with defaults). */
  props: unknown;
  render: (children: ReactNode, diagnostics: boolean) => ReactNode;
  data: (api: ApiClient) => readonly BlockDataNeed[];
  /** The secondary queries of these props (see {@link BlockDefinition.deferredData}). */
  deferred: (api: ApiClient) => readonly DeferredQuery[];
  /** True when these props render the page's h1 (see {@link BlockDefinition.opensPage}). */
  opensPage: boolean;
}

/** A block as the registry hands it to the renderer, catalogue and tests: no props type left. */
export interface RegisteredBlock {
  name: string;
  version: number;
  schema: BlockSchema;
  example: unknown;
  /** See {@link BlockDefinition.interactive}. */
  interactive: boolean;
  container: boolean;
  migratesFrom: readonly number[];
  legacyExamples: Readonly<Record<number, unknown>>;
  /** See {@link LanguageParams}; null for a block whose URL parameters are no words. */
  languageParams: LanguageParams | null;
  /** See {@link BlockWords}; null for a block that reads no interface string. */
  words: BlockWords | null;
  /** Migrate (when `version` is older), apply schema defaults, validate. Never throws. */
  check: (props: unknown, version?: number) => PropsAcceptance | PropsRejection;
}

/**
 * The registry as the renderer sees it: lookup by the conf's `component` name, lazily loaded
 * definitions. `src/app` builds it from `registry/index.ts` and hands it down.
 */
export interface BlockRegistry {
  /** Every registered name, alphabetical. */
  readonly names: readonly string[];
  /** True when `name` is registered. */
  has(name: string): boolean;
  /** True when the block acts in the browser (known without loading its code; see {@link BlockDefinition.interactive}). */
  interactive(name: string): boolean;
  /**
   * Called while rendering for every block the browser will hydrate (an interactive block, or a
   * container holding one): the server records them to send their code with the page. Optional;
   * the browser's registry has none.
   */
  recordHydrated?(name: string): void;
  /**
   * True when the interactive block `name` hydrates as a React root of its own, apart from the page
   * (src/renderer/block-island.tsx): it needs neither the router nor the app's shell, only the API,
   * the query cache and the page's language. Optional: none is, without it.
   */
  standalone?(name: string): boolean;
  /** The definition when its code has already loaded (no suspense), else undefined. */
  peek(name: string): RegisteredBlock | undefined;
  /**
   * Load a definition (memoized: one promise per name, as React's `use()` needs). Null for an
   * unknown name; rejects only when the chunk fails to load.
   */
  load(name: string): Promise<RegisteredBlock | null>;
}
