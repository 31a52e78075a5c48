/**
 * The site's pages as the admin tools see them: every page of the page tree (children included, in
 * menu order), the layout it renders in, its component conf, and what the renderer says of its
 * blocks (count and failures, `checkPageBlocks`).
 */
import { use, useMemo } from 'react';
import { useQueries, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { ComponentConf, Page } from '@/api/generated/types';
import { componentConfQueryOptions, pageTreeQueryOptions } from '@/api/queries/page';
import type { BlockRegistry } from '@/renderer/block-contract';
import { checkPageBlocks, type PageBlocksReport } from '@/renderer/page-check';
import { useBlockRegistry } from '@/renderer/registry-context';
import type { BlockFailure } from '@/renderer/failure-reporter';
import { indexTree, isHome } from '@/app/layouts/menu-model';
import type { LayoutKind } from '@/app/layouts/site-shell';

/**
 * Layout ids of the admin calls (`/admin/page/{idPage}/layout/{idLayout}/…`): the two layouts of
 * SPEC §2. The contract does not say what a layout id is (schemas/calls.json, x-assumption): here
 * it is the shell layout the page renders in — the home page in "default", every other in "page" (the x-assumption on `idLayout` in schemas/calls.json).
 */
export const LAYOUT_IDS: Readonly<Record<LayoutKind, number>> = { default: 1, page: 2 };

/** French names of the layouts, for the grid. */
export const LAYOUT_LABELS: Readonly<Record<LayoutKind, string>> = { default: 'Accueil (pleine largeur)', page: 'Page (fil d’Ariane)' };

/** One page and one of its layouts. */
export interface AdminPageEntry {
  /** `${idPage}/${idLayout}`: the key of the admin calls and of the check results. */
  key: string;
  page: Page;
  /** The page's URL (canonical path). */
  path: string;
  layout: LayoutKind;
  layoutId: number;
  /** The component conf; null when the page has none (its default blocks render). */
  conf: ComponentConf | null;
}

/** The layouts a page is rendered in (one today: the shell picks it from the page). */
export function layoutsOf(page: Page): LayoutKind[] {
  return [isHome(page) ? 'default' : 'page'];
}

/** A conf, or null when the page has none (404) or it could not be read (the page then shows its default blocks). */
function confOrNull(data: ComponentConf | undefined): ComponentConf | null {
  return data ?? null;
}

/**
 * Every page × layout of the site, once all component confs have answered (`ready`). The page tree
 * comes from the cache (suspends until it is there); confs load in parallel.
 */
export function useAdminPages(): { entries: AdminPageEntry[]; ready: boolean } {
  const api = useApi();
  const { data: tree } = useSuspenseQuery(pageTreeQueryOptions(api));
  const nodes = useMemo(() => [...indexTree(tree).values()], [tree]);
  // `combine` output is structurally shared: `confs` keeps its identity while nothing changes.
  const { ready, confs } = useQueries({
    queries: nodes.map((node) => componentConfQueryOptions(api, node.page.url)),
    combine: (results) => ({ ready: results.every((r) => !r.isPending), confs: results.map((r) => confOrNull(r.data)) }),
  });
  const entries = useMemo(
    () =>
      ready
        ? nodes.flatMap((node, i) =>
            layoutsOf(node.page).map((layout) => ({
              key: `${node.page.id}/${LAYOUT_IDS[layout]}`,
              page: node.page,
              path: node.canonicalPath,
              layout,
              layoutId: LAYOUT_IDS[layout],
              conf: confs[i] ?? null,
            })),
          )
        : [],
    [ready, nodes, confs],
  );
  return { entries, ready };
}

/** The renderer's verdict on each entry's blocks (by key). */
export type BlockReports = ReadonlyMap<string, PageBlocksReport>;

const reportCache = new WeakMap<readonly AdminPageEntry[], Promise<BlockReports>>();

/** Check every entry's blocks (block code only, no rendering); one shared promise per entry list, for `use()`. */
export function blockReportsOf(registry: BlockRegistry, entries: readonly AdminPageEntry[]): Promise<BlockReports> {
  let promise = reportCache.get(entries);
  if (!promise) {
    promise = Promise.all(entries.map(async (entry) => [entry.key, await checkPageBlocks(registry, entry.conf, entry.page)] as const)).then(
      (pairs) => new Map(pairs),
    );
    reportCache.set(entries, promise);
  }
  return promise;
}

/** Suspends until the reports of `entries` are ready. */
export function useBlockReports(entries: readonly AdminPageEntry[]): BlockReports {
  return use(blockReportsOf(useBlockRegistry(), entries));
}

/** Static failures plus those seen while rendering (a block that throws), without duplicates. */
export function mergeFailures(known: readonly BlockFailure[], rendered: readonly BlockFailure[] | undefined): BlockFailure[] {
  const seen = new Set(known.map((f) => `${f.blockId}\u0000${f.reason}`));
  return [...known, ...(rendered ?? []).filter((f) => !seen.has(`${f.blockId}\u0000${f.reason}`))];
}
