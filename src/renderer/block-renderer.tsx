/**
 * One block of a page: lookup in the registry, props check (migrate → defaults → build-time
 * validator), its own error boundary and Suspense. Whatever goes wrong stays inside the block.
 */
import { Component, createContext, lazy, Suspense, use, useContext, useEffect, useMemo, type ErrorInfo, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { ApiClient } from '@/api/client';
import type { Block } from '@/api/generated/types';
import type { BlockDataNeed, BlockRegistry, DeferredQuery, RegisteredBlock } from './block-contract';
import { dataFailure, failedNeed, failureFor, unknownFailure } from './block-failures';
import { frenchSpacingDeep } from '@/lib/french-typography';
import { BlockReportsContext, reportBlockFailure, type BlockFailure, type BlockFailureReporter } from './failure-reporter';
import { useBlockRegistry } from './registry-context';
import { HydrateWhenVisible, Island } from './hydrate-when-visible';
import { hydratesBlock, STATIC_BLOCK_CLASS, useKeepsServerHtml } from './static-block';
import { KeptServerHtml } from './kept-server-html';
import { useHydrated, useMountedHydrating } from '@/ui/use-hydrated';
import { StaticPart } from '@/ui/static-part';
import { useBlockIslandElement } from './block-island';
import { BLOCK_BOUNDARY } from './caught-errors';

/** Props shared by the block renderers. */
export interface BlockRenderProps {
  /** Show diagnostic boxes in place of failed blocks (admins, dev server). */
  diagnostics: boolean;
}

const FailureListenerContext = createContext<BlockFailureReporter | null>(null);

/**
 * Hear every block failure rendered below (each time a failed block mounts, unlike the once-per-block
 * global report): the admin tools collect a page's failures this way while they render it.
 */
export function BlockFailureListener({ onFailure, children }: { onFailure: BlockFailureReporter; children: ReactNode }) {
  return <FailureListenerContext value={onFailure}>{children}</FailureListenerContext>;
}

/** The box that says why a block failed: only admins and the live preview see it, so its code loads then (issue 37, initial JS). */
const BlockDiagnostic = lazy(() => import('./block-diagnostic').then((m) => ({ default: m.BlockDiagnostic })));

/** Report the failure once and show it only in diagnostics mode. */
function FailedBlock({ failure, diagnostics }: { failure: BlockFailure } & BlockRenderProps) {
  const listener = useContext(FailureListenerContext);
  const reporting = useContext(BlockReportsContext);
  useEffect(() => {
    if (reporting) reportBlockFailure(failure);
    listener?.(failure);
  }, [failure, listener, reporting]);
  return diagnostics ? (
    <Suspense fallback={null}>
      <BlockDiagnostic failure={failure} />
    </Suspense>
  ) : null;
}

interface BoundaryProps extends BlockRenderProps {
  block: Block;
  children: ReactNode;
}

interface BoundaryState {
  error: { value: unknown } | null;
}

/** Catches what a block throws while rendering (or loading its code/data) and replaces the block. */
class BlockErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  readonly [BLOCK_BOUNDARY] = true;
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: { value: error } };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // Reported by <FailedBlock> once per block; nothing else to do here.
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    // Same position, new conf block (navigation, live preview): give the new block its chance.
    if (previous.block !== this.props.block && this.state.error) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { block, diagnostics } = this.props;
    const value = error.value;
    const chunk = value instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(value.message);
    const failure: BlockFailure = {
      blockId: block.id,
      component: block.component,
      reason: chunk ? 'load-error' : 'render-error',
      message: chunk ? 'Le code du bloc n’a pas pu être chargé.' : `Le bloc a levé une erreur : ${value instanceof Error ? value.message : String(value)}`,
      errors: [],
      error: value,
    };
    return <FailedBlock failure={failure} diagnostics={diagnostics} />;
  }
}

/**
 * What every block of a list shares, read once per list rather than once per block (a page of 1,000
 * blocks would otherwise read the same contexts thousands of times): the registry, the API client,
 * the query cache, the diagnostics switch, and whether the list mounted in a settled tree.
 */
interface BlockScope extends BlockRenderProps {
  registry: BlockRegistry;
  api: ApiClient;
  queryClient: QueryClient;
  /**
   * The list mounted in a tree that was already hydrated, or rendered on the client from the start
   * (a client-side navigation, a static host, the admin, tests): nothing there keeps server HTML,
   * waits to hydrate or holds deferred data back, so its blocks skip the wrappers that only matter
   * while the browser hydrates a server-rendered page. Decided once, when the list mounts: a list
   * that mounted while hydrating keeps the careful path (each block decides on its own) for good.
   */
  settled: boolean;
}

function useBlockScope(diagnostics: boolean): BlockScope {
  const registry = useBlockRegistry();
  const api = useApi();
  const queryClient = useQueryClient();
  const settled = !useMountedHydrating();
  return useMemo(() => ({ registry, api, queryClient, diagnostics, settled }), [registry, api, queryClient, diagnostics, settled]);
}

/**
 * A block whose code is loaded: its props checked (migration, defaults, build-time validator; the
 * texts typeset in French first, no line starting with « ? » or « € »: src/lib/french-typography.ts),
 * then its component, or its failure. A function, not a component (one fiber and one hook less for
 * every block): called while its list builds its elements, which `BlockList` keeps while the conf
 * and the scope stay, so the props are checked once per conf block there too. The only block code
 * it runs is the definition's `data` (its critical queries): what that throws is thrown again while
 * rendering, inside the block's own boundary, as when it ran there.
 */
function resolvedBlock(block: Block, definition: RegisteredBlock, scope: BlockScope): ReactNode {
  const result = definition.check(frenchSpacingDeep(block.props), block.version);
  const { diagnostics } = scope;
  if (!result.ok) {
    return <FailedBlock failure={failureFor(block, result.kind, result.message, result.errors)} diagnostics={diagnostics} />;
  }
  let needs: readonly BlockDataNeed[];
  try {
    needs = result.data(scope.api);
  } catch (error) {
    return <Rethrow error={error} />;
  }
  const failed = failedNeed(needs, scope.queryClient);
  if (failed) return <FailedBlock failure={dataFailure(block, failed.error)} diagnostics={diagnostics} />;
  const children = definition.container && block.children && block.children.length > 0 ? blockItems(block.children, scope) : undefined;
  const content = result.render(children, diagnostics);
  // In a settled tree the block is hydrated already: the gate would let it through anyway.
  const shown = scope.settled ? content : <DeferredGate queries={result.deferred}>{content}</DeferredGate>;
  return needs.length > 0 ? (
    <CriticalDataGate block={block} needs={needs} scope={scope}>
      {shown}
    </CriticalDataGate>
  ) : (
    shown
  );
}

/**
 * A block with critical data shows its failure when one of its queries failed with nothing to show,
 * read again while rendering inside the block's Suspense: when the block suspended on that data (a
 * client render that found it missing), the retry reads the query's final state.
 */
function CriticalDataGate({ block, needs, scope, children }: { block: Block; needs: readonly BlockDataNeed[]; scope: BlockScope; children: ReactNode }) {
  const failed = failedNeed(needs, scope.queryClient);
  return failed ? <FailedBlock failure={dataFailure(block, failed.error)} diagnostics={scope.diagnostics} /> : children;
}

/** Throws `error` while rendering: a block's failure reaches the block's boundary from where it renders. */
function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * Secondary data never holds the HTML: on the server, and while the browser hydrates that HTML, a
 * block whose deferred queries are not in the cache yet renders its loading placeholder (both sides
 * agree, since the browser's cache starts as the server's). After hydration, and on client
 * navigations, the block renders and suspends on its data inside its own boundary.
 */
function DeferredGate({ queries, children }: { queries: (api: ApiClient) => readonly DeferredQuery[]; children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  if (hydrated) return children;
  const waiting = queries(api).some((query) => queryClient.getQueryData(query.queryKey) === undefined);
  return waiting ? <BlockLoading /> : children;
}

function LazyBlock({ block, scope }: { block: Block; scope: BlockScope }) {
  const definition = use(scope.registry.load(block.component));
  if (!definition) return <FailedBlock failure={unknownFailure(block)} diagnostics={scope.diagnostics} />;
  return resolvedBlock(block, definition, scope);
}

/** Placeholder while a block's code or data loads: keeps a little room, says nothing to screen readers. */
function BlockLoading() {
  return <div className="vr-block-loading" aria-hidden="true" />;
}

/**
 * Where a block stands while its code or data loads. On the server (which waits for everything) it
 * only ever shows for a block that threw while rendering: that block is then left out of the HTML,
 * and the browser renders it again (hidden, or the diagnostic box for admins) after hydration.
 */
function BlockFallback() {
  return useHydrated() ? <BlockLoading /> : null;
}

/** One element for every block's Suspense (an immutable constant). */
const BLOCK_FALLBACK = <BlockFallback />;

/** The block rendered from its code: at once when the route loader preloaded it, else once it loads. */
function liveBlock(block: Block, scope: BlockScope): ReactNode {
  const ready = scope.registry.peek(block.component);
  return ready ? resolvedBlock(block, ready, scope) : <LazyBlock block={block} scope={scope} />;
}

/**
 * The block, once the registry says what it is: the child of the block's Suspense (a function, not a
 * component, like {@link blockView}: one fiber less for every block; it reads no hook and never throws).
 */
function registeredBlockView(block: Block, scope: BlockScope): ReactNode {
  const { registry, settled } = scope;
  // An unknown block goes the static way too (LazyBlock reports it unknown): the server may know a
  // block the browser does not (a host's extra blocks), and both must render the same wrapper.
  if (!hydratesBlock(registry, block)) {
    if (settled) return <div className={STATIC_BLOCK_CLASS}>{liveBlock(block, scope)}</div>;
    // Marked static: what it reads while the server renders it is not needed in the browser. Only
    // the server's render notes what a page reads (use-messages.ts), and there a list is never
    // settled: a settled list has no use for the mark, and no context provider per block.
    return (
      <StaticPart value>
        <StaticBlock block={block} scope={scope} />
      </StaticPart>
    );
  }
  registry.recordHydrated?.(block.component);
  // Rendered in the browser (a client navigation, the editor's preview, the admin's layout check): while
  // the block still loads something of its own (its words), the same placeholder as for its code.
  return settled ? <Island fallback={<BlockLoading />}>{liveBlock(block, scope)}</Island> : <InteractiveBlock block={block} scope={scope} />;
}

/**
 * An interactive block (or a container holding one) in a list that mounted while hydrating: on a
 * server-rendered page, hydrated (and its code requested) once it is near the viewport or touched.
 */
function InteractiveBlock({ block, scope }: { block: Block; scope: BlockScope }) {
  // A stable element: HydrateWhenVisible's boundary must not receive new props before it hydrates.
  const live = useMemo(() => liveBlock(block, scope), [block, scope]);
  const { diagnostics, registry } = scope;
  const island = useMemo(() => ({ block, diagnostics }), [block, diagnostics]);
  // A block that needs neither the router nor the shell is a root of its own (block-island.tsx).
  const { keep } = useKeepsServerHtml(block);
  const own = useBlockIslandElement(island, { standalone: registry.standalone?.(block.component) ?? false, keep, live });
  return own ?? <HydrateWhenVisible>{live}</HydrateWhenVisible>;
}

/**
 * A block that is not interactive (src/renderer/static-block.tsx), in a list that mounted while
 * hydrating: on a page being hydrated it keeps the server's HTML and its code never loads; anywhere
 * else it renders like any block, in the same `display: contents` wrapper.
 */
function StaticBlock({ block, scope }: { block: Block; scope: BlockScope }) {
  const { keep, release } = useKeepsServerHtml(block);
  if (keep) return <KeptServerHtml onEmpty={release} />;
  return <div className={STATIC_BLOCK_CLASS}>{liveBlock(block, scope)}</div>;
}

/**
 * One conf block in its own error boundary and Suspense (a function, not a component: one fiber
 * less for every block of a page).
 */
function blockView(block: Block, scope: BlockScope, key?: string): ReactNode {
  return (
    <BlockErrorBoundary key={key} block={block} diagnostics={scope.diagnostics}>
      <Suspense fallback={BLOCK_FALLBACK}>{registeredBlockView(block, scope)}</Suspense>
    </BlockErrorBoundary>
  );
}

/** Sibling blocks sharing one scope (a page's top level, a container's children). */
function blockItems(blocks: readonly Block[], scope: BlockScope): ReactNode {
  return blocks.map((block, index) => blockView(block, scope, `${block.id}-${index}`));
}

/**
 * Render one conf block in isolation: unknown component, invalid props or a throw are reported
 * once and either hidden (visitors) or shown as a diagnostic box (diagnostics mode). Every block,
 * known or not, sits in the same boundary and Suspense, so the server's HTML and the browser's tree
 * keep one shape even when they disagree about a block (e.g. one the server failed to render).
 */
export function BlockRenderer({ block, diagnostics }: { block: Block } & BlockRenderProps) {
  const scope = useBlockScope(diagnostics);
  return blockView(block, scope);
}

/** A list of sibling blocks (a page's top level or a container's children). */
export function BlockList({ blocks, diagnostics }: { blocks: readonly Block[] } & BlockRenderProps) {
  const scope = useBlockScope(diagnostics);
  // The same elements while the conf and the scope stay: a re-render of the page (the end of
  // hydration, a route update) does not render its blocks again.
  return useMemo(() => blockItems(blocks, scope), [blocks, scope]);
}
