/**
 * Property-based tests over every registry entry: random schema-valid props always render (no
 * diagnostic, no console error); random invalid props are always refused and fall back quietly for
 * visitors, visibly for admins, without an uncaught error.
 */
import { DEFAULT_LOCALE } from '@/lib/constants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import type { Block } from '@/api/generated/types';
import type { RegisteredBlock } from './block-contract';
import { PageRenderer } from './page-renderer';
import { preloadPageBlocks } from './preload';
import { invalidArbitrary, validArbitrary } from '@tests/support/schema-arbitrary';
import { setErrorSink, type ErrorReport } from '@/lib/report-error';
import { BLOCK_FAILURE_WHERE, resetReportedBlockFailures } from './failure-reporter';
import { blockRegistry, createTestQueryClient, demoApiClient, TestProviders } from '@tests/support/test-providers';

const definitions = new Map<string, RegisteredBlock>();
const api = demoApiClient();
// One cache for the whole file: data blocks read the demo API once, then every run renders from cache.
const queryClient = createTestQueryClient();

beforeAll(async () => {
  for (const name of blockRegistry.names) {
    const definition = await blockRegistry.load(name);
    if (definition) definitions.set(name, definition);
  }
  // Warm the data the data blocks need, so each property run renders synchronously.
  await preloadPageBlocks(
    { api, queryClient, registry: blockRegistry, locale: DEFAULT_LOCALE },
    {
      slug: 'proprietes',
      blocks: [...definitions.values()].map((d) => ({
        id: d.name,
        component: d.name,
        props: typeof d.example === 'object' && d.example !== null ? { ...d.example } : {},
      })),
    },
  );
});

/** The block failures reported (their facts: blockId, component, reason, validationErrors). */
let failures: ErrorReport['facts'][] = [];
const restore = setErrorSink((report) => {
  if (report.where === BLOCK_FAILURE_WHERE) failures.push(report.facts);
});
afterAll(() => restore());

async function renderBlock(block: Block, diagnostics: boolean): Promise<HTMLElement> {
  resetReportedBlockFailures();
  failures = [];
  const view = await act(async () =>
    render(
      <TestProviders api={api} queryClient={queryClient}>
        <PageRenderer conf={{ slug: 'proprietes', blocks: [block] }} diagnostics={diagnostics} />
      </TestProviders>,
    ),
  );
  return view.container;
}

function definitionOf(name: string): RegisteredBlock {
  const definition = definitions.get(name);
  if (!definition) throw new Error(`${name} not loaded`);
  return definition;
}

/**
 * Props that point at CMS data by id: a random id points at nothing (the missing-data path, which each
 * block's own test covers), so the valid-props property takes these from the block's example.
 */
const DATA_REFERENCES: Readonly<Record<string, readonly string[]>> = { 'form': ['formId'], 'product-offers': ['offers'] };

/** Random props with the block's data references taken from its example. */
function withExampleReferences(name: string, example: unknown, props: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = typeof props === 'object' && props !== null ? { ...props } : {};
  const source: Record<string, unknown> = typeof example === 'object' && example !== null ? { ...example } : {};
  for (const key of DATA_REFERENCES[name] ?? []) if (key in source) out[key] = source[key];
  return out;
}

describe.each([...blockRegistry.names])('%s', (name) => {
  it('renders random valid props without diagnostic or console error', async () => {
    const definition = definitionOf(name);
    const errors = vi.spyOn(console, 'error');
    await fc.assert(
      fc.asyncProperty(validArbitrary(definition.schema), async (props) => {
        const container = await renderBlock({ id: 'aleatoire', component: name, props: withExampleReferences(name, definition.example, props) }, true);
        try {
          expect(failures, JSON.stringify(failures)).toEqual([]);
          expect(container.querySelector('.vr-diagnostic')).toBeNull();
          expect(container.querySelector('.vr-page')?.childElementCount).toBeGreaterThan(0);
          expect(errors).not.toHaveBeenCalled();
        } finally {
          cleanup();
        }
      }),
      { numRuns: 12 },
    );
    errors.mockRestore();
  });

  it('refuses random invalid props: hidden for visitors, diagnosed for admins, never thrown', async () => {
    const definition = definitionOf(name);
    await fc.assert(
      fc.asyncProperty(invalidArbitrary(definition.schema), fc.boolean(), async (props, diagnostics) => {
        expect(definition.check(props).ok).toBe(false);
        // Conf props are objects by contract (the API validator guarantees it): only those reach the renderer.
        if (typeof props !== 'object' || props === null || Array.isArray(props)) return;
        const container = await renderBlock({ id: 'invalide', component: name, props: { ...props } }, diagnostics);
        try {
          expect(failures).toHaveLength(1);
          expect(failures[0]?.reason).toMatch(/invalid-props|unsupported-version/);
          const page = container.querySelector('.vr-page');
          // The diagnostic box's code loads when a block first needs it (issue 37): wait for it.
          if (diagnostics) await waitFor(() => expect(page?.querySelector('[role="alert"]')).not.toBeNull());
          // Hidden: nothing left but the block's empty `display: contents` wrapper (no box).
          else expect(page?.querySelectorAll(':not(.vr-static, .vr-island)')).toHaveLength(0);
        } finally {
          cleanup();
        }
      }),
      { numRuns: 12 },
    );
  });
});
