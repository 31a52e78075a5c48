/**
 * One block of a page: lookup in the registry, props check (migrate → defaults → build-time
 * validator), its own error boundary and Suspense. Whatever goes wrong stays inside the block.
 */
import { Component, createContext, Suspense, use, useContext, useEffect, useMemo, type ErrorInfo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { Block } from '@/api/generated/types';
import type { BlockDataNeed, DeferredQuery, RegisteredBlock } from './block-contract';
import { BlockDiagnostic } from './block-diagnostic';
import { dataFailure, failureFor, unknownFailure } from './block-failures';
import { reportError } from '@/lib/report-error';
import { BlockReportsContext, reportBlockFailure, type BlockFailure, type BlockFailureReporter } from './failure-reporter';
import { useBlockRegistry } from './registry-context';
import { HydrateWhenVisible } from './hydrate-when-visible';
import { hydratesBlock, KeptServerHtml, STATIC_BLOCK_CLASS, useKeepsServerHtml } from './static-block';
import { useHydrated } from './use-hydrated';

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

/** Report the failure once and show it only in diagnostics mode. */
function FailedBlock({ failure, diagnostics }: { failure: BlockFailure } & BlockRenderProps) {
  const listener = useContext(FailureListenerContext);
  const reporting = useContext(BlockReportsContext);
  useEffect(() => {
    if (reporting) reportBlockFailure(failure);
    listener?.(failure);
  }, [failure, listener, reporting]);
  return diagnostics ? <BlockDiagnostic failure={failure} /> : null;
}

interface BoundaryProps extends BlockRenderProps {
  block: Block;
  children: ReactNode;
}

interface BoundaryState {
  error: { value: unknown } | null;
}

/** True for errors React caught in a block boundary (so the app's root handler can skip logging them twice). */
export function isBlockErrorBoundary(boundary: unknown): boolean {
  return boundary instanceof BlockErrorBoundary;
}

/**
 * For `createRoot(el, { onCaughtError: rootCaughtErrorHandler })`: React logs every error a boundary
 * catches; block failures are already reported once by the renderer, so only the others are logged.
 */
export function rootCaughtErrorHandler(error: unknown, info: { componentStack?: string; errorBoundary?: unknown }): void {
  if (isBlockErrorBoundary(info.errorBoundary)) return;
  reportError(error, { where: 'render', componentStack: info.componentStack ?? '' });
}

/** Catches what a block throws while rendering (or loading its code/data) and replaces the block. */
class BlockErrorBoundary extends Component<BoundaryProps, BoundaryState> {
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
      message: chunk ? 'Le code du bloc n’a pas pu être chargé.' : `Le bloc a levé une erreur : ${value instanceof Error ? value.message : String(value)}`,
      errors: [],
      error: value,
    };
    return <FailedBlock failure={failure} diagnostics={diagnostics} />;
  }
}

/**
 * The error of the first critical query that failed with no data to show, or undefined. The route
 * loader fetched these needs; a failure stays in the cache (and crosses from the server to the browser
 * in the dehydrated cache), so both sides render the same failure and nothing is fetched twice.
 */
function failedNeed(needs: readonly BlockDataNeed[], queryClient: ReturnType<typeof useQueryClient>): { error: unknown } | undefined {
  for (const need of needs) {
    const state = queryClient.getQueryState(need.queryKey);
    if (state?.status === 'error' && state.data === undefined) return { error: state.error };
  }
  return undefined;
}

function ResolvedBlock({ block, definition, diagnostics }: { block: Block; definition: RegisteredBlock } & BlockRenderProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const result = definition.check(block.props, block.version);
  if (!result.ok) {
    return <FailedBlock failure={failureFor(block, result.kind, result.message, result.errors)} diagnostics={diagnostics} />;
  }
  const failed = failedNeed(result.data(api), queryClient);
  if (failed) return <FailedBlock failure={dataFailure(block, failed.error)} diagnostics={diagnostics} />;
  const children =
    definition.container && block.children && block.children.length > 0 ? <BlockList blocks={block.children} diagnostics={diagnostics} /> : undefined;
  return <DeferredGate queries={result.deferred}>{result.render(children, diagnostics)}</DeferredGate>;
}

/**
 * Secondary data never holds the HTML: on the server, and while the browser hydrates that HTML, a
 * block whose deferred queries are not in the cache yet renders its loading placeholder (both sides
 * agree, since the browser's cache starts as the server's). After hydration, and on client
 * navigations, the block renders and suspends on its data inside its own boundary.
 */
function DeferredGate({ queries, children }: { queries: (api: ReturnType<typeof useApi>) => readonly DeferredQuery[]; children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  if (hydrated) return children;
  const waiting = queries(api).some((query) => queryClient.getQueryData(query.queryKey) === undefined);
  return waiting ? <BlockLoading /> : children;
}

function LazyBlock({ block, diagnostics }: { block: Block } & BlockRenderProps) {
  const registry = useBlockRegistry();
  const definition = use(registry.load(block.component));
  if (!definition) return <FailedBlock failure={unknownFailure(block)} diagnostics={diagnostics} />;
  return <ResolvedBlock block={block} definition={definition} diagnostics={diagnostics} />;
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

/** The block, once the registry says what it is. */
function RegisteredBlockView({ block, diagnostics }: { block: Block } & BlockRenderProps) {
  const registry = useBlockRegistry();
  // An unknown block goes the static way too (LazyBlock reports it unknown): the server may know a
  // block the browser does not (a host's extra blocks), and both must render the same wrapper.
  if (!hydratesBlock(registry, block)) return <StaticBlock block={block} diagnostics={diagnostics} />;
  registry.recordHydrated?.(block.component);
  return <InteractiveBlock block={block} diagnostics={diagnostics} />;
}

/**
 * An interactive block (or a container holding one): on a server-rendered page, hydrated (and its
 * code requested) once it is near the viewport or touched; rendered at once anywhere else.
 */
function InteractiveBlock({ block, diagnostics }: { block: Block } & BlockRenderProps) {
  // A stable element: HydrateWhenVisible's boundary must not receive new props before it hydrates.
  const live = useMemo(() => <LiveBlock block={block} diagnostics={diagnostics} />, [block, diagnostics]);
  return <HydrateWhenVisible>{live}</HydrateWhenVisible>;
}

/**
 * A block that is not interactive (src/renderer/static-block.tsx): on a page being hydrated it keeps
 * the server's HTML and its code never loads; anywhere else it renders like any block, in the same
 * `display: contents` wrapper.
 */
function StaticBlock({ block, diagnostics }: { block: Block } & BlockRenderProps) {
  const { keep, release } = useKeepsServerHtml(block);
  if (keep) return <KeptServerHtml onEmpty={release} />;
  return (
    <div className={STATIC_BLOCK_CLASS}>
      <LiveBlock block={block} diagnostics={diagnostics} />
    </div>
  );
}

/** A block rendered from its code, in its own error boundary and Suspense. */
function LiveBlock({ block, diagnostics }: { block: Block } & BlockRenderProps) {
  const registry = useBlockRegistry();
  const ready = registry.peek(block.component);
  return ready ? <ResolvedBlock block={block} definition={ready} diagnostics={diagnostics} /> : <LazyBlock block={block} diagnostics={diagnostics} />;
}

/**
 * Render one conf block in isolation: unknown component, invalid props or a throw are reported
 * once and either hidden (visitors) or shown as a diagnostic box (diagnostics mode). Every block,
 * known or not, sits in the same boundary and Suspense, so the server's HTML and the browser's tree
 * keep one shape even when they disagree about a block (e.g. one the server failed to render).
 */
export function BlockRenderer({ block, diagnostics }: { block: Block } & BlockRenderProps) {
  return (
    <BlockErrorBoundary block={block} diagnostics={diagnostics}>
      <Suspense fallback={<BlockFallback />}>
        <RegisteredBlockView block={block} diagnostics={diagnostics} />
      </Suspense>
    </BlockErrorBoundary>
  );
}

/** A list of sibling blocks (a page's top level or a container's children). */
export function BlockList({ blocks, diagnostics }: { blocks: readonly Block[] } & BlockRenderProps) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockRenderer key={`${block.id}-${index}`} block={block} diagnostics={diagnostics} />
      ))}
    </>
  );
}
