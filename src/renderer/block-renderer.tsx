/**
 * One block of a page: lookup in the registry, props check (migrate → defaults → build-time
 * validator), its own error boundary and Suspense. Whatever goes wrong stays inside the block.
 */
import { Component, Suspense, use, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { Block } from '@/api/generated/types';
import type { DeferredQuery, RegisteredBlock } from './block-contract';
import { BlockDiagnostic } from './block-diagnostic';
import { reportBlockFailure, type BlockFailure } from './failure-reporter';
import { useBlockRegistry } from './registry-context';
import { useHydrated } from './use-hydrated';

/** Props shared by the block renderers. */
export interface BlockRenderProps {
  /** Show diagnostic boxes in place of failed blocks (admins, dev server). */
  diagnostics: boolean;
}

/** Report the failure once and show it only in diagnostics mode. */
function FailedBlock({ failure, diagnostics }: { failure: BlockFailure } & BlockRenderProps) {
  useEffect(() => {
    reportBlockFailure(failure);
  }, [failure]);
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
  console.error(error, info.componentStack ?? '');
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
      message: chunk
        ? 'Le code du bloc n’a pas pu être chargé.'
        : `Le bloc a levé une erreur : ${value instanceof Error ? value.message : String(value)}`,
      errors: [],
      error: value,
    };
    return <FailedBlock failure={failure} diagnostics={diagnostics} />;
  }
}

const failures = new WeakMap<Block, Map<string, BlockFailure>>();

/** Stable failure objects per conf block, so effects and memoized children do not churn. */
function failureFor(block: Block, reason: BlockFailure['reason'], message: string, errors: BlockFailure['errors'] = []): BlockFailure {
  let byReason = failures.get(block);
  if (!byReason) {
    byReason = new Map();
    failures.set(block, byReason);
  }
  const key = `${reason}:${message}`;
  let failure = byReason.get(key);
  if (!failure) {
    failure = { blockId: block.id, component: block.component, reason, message, errors };
    byReason.set(key, failure);
  }
  return failure;
}

function unknownFailure(block: Block): BlockFailure {
  return failureFor(block, 'unknown-component', `Aucun bloc « ${block.component} » dans le registre.`);
}

function ResolvedBlock({ block, definition, diagnostics }: { block: Block; definition: RegisteredBlock } & BlockRenderProps) {
  const result = definition.check(block.props, block.version);
  if (!result.ok) {
    return <FailedBlock failure={failureFor(block, result.kind, result.message, result.errors)} diagnostics={diagnostics} />;
  }
  const children = definition.container && block.children && block.children.length > 0 ? <BlockList blocks={block.children} diagnostics={diagnostics} /> : undefined;
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
 * Render one conf block in isolation: unknown component, invalid props or a throw are reported
 * once and either hidden (visitors) or shown as a diagnostic box (diagnostics mode).
 */
export function BlockRenderer({ block, diagnostics }: { block: Block } & BlockRenderProps) {
  const registry = useBlockRegistry();
  if (!registry.has(block.component)) return <FailedBlock failure={unknownFailure(block)} diagnostics={diagnostics} />;
  const ready = registry.peek(block.component);
  return (
    <BlockErrorBoundary block={block} diagnostics={diagnostics}>
      <Suspense fallback={<BlockLoading />}>
        {ready ? <ResolvedBlock block={block} definition={ready} diagnostics={diagnostics} /> : <LazyBlock block={block} diagnostics={diagnostics} />}
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
