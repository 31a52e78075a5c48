/**
 * The panel's two grids (own lazy chunk, with glide-data-grid): the site's pages, and every block
 * the renderer refuses across the site. Block counts and failures come from the renderer's own
 * check (`checkPageBlocks`, no rendering) plus what the last hash check saw while rendering.
 */
import { useMemo } from 'react';
import { GridCellKind } from '@glideapps/glide-data-grid';
import { format } from '@/features/i18n/i18n';
import { blockFailureAdvice, blockFailureReasonLabel } from '@/renderer/block-diagnostic';
import type { BlockFailure } from '@/renderer/failure-reporter';
import { useBlockRegistry } from '@/renderer/registry-context';
import { AdminGrid, type AdminGridColumn } from './admin-grid';
import { resultLabel, type LayoutCheckRun } from './admin-layout-check';
import { LAYOUT_LABELS, mergeFailures, useBlockReports, type AdminPageEntry } from './admin-pages';
import { adminText } from './admin-text';
import { blockName } from './admin-block-label';

/** One row of the pages grid. */
interface PageRow {
  entry: AdminPageEntry;
  check: string;
  preview: string | null;
  blocks: number;
  failing: number;
}

/** One row of the failures grid. */
interface FailureRow {
  entry: AdminPageEntry;
  failure: BlockFailure;
  /** What is wrong and what to do, in the owner's words (the settings to correct named as the editor names them). */
  advice: string;
}

function typeLabel(type: string): string {
  return adminText.pages.types[type] ?? type;
}

const PAGE_COLUMNS: readonly AdminGridColumn<PageRow>[] = [
  // The first column stays in view while the grid scrolls sideways: a long title wraps rather than
  // taking a phone's whole width.
  { id: 'title', title: adminText.pages.columns.title, width: 120, maxWidth: 260, value: (r) => r.entry.page.title },
  // What an owner comes here for: change the page (the row's own link shows it with the diagnostics).
  {
    id: 'edit',
    title: adminText.pages.columns.edit,
    width: 70,
    value: () => adminText.pages.editCell,
    link: { to: (r) => `/admin/editeur${r.entry.path}`, label: (r) => format(adminText.pages.edit, { title: r.entry.page.title }) },
  },
  { id: 'url', title: adminText.pages.columns.url, width: 115, value: (r) => r.entry.path },
  { id: 'type', title: adminText.pages.columns.type, width: 95, value: (r) => typeLabel(r.entry.page.type) },
  { id: 'inMenu', title: adminText.pages.columns.inMenu, width: 60, value: (r) => r.entry.page.showInMenu },
  { id: 'fixedRight', title: adminText.pages.columns.fixedRight, width: 100, value: (r) => r.entry.page.isFixedOnRight },
  { id: 'layout', title: adminText.pages.columns.layout, width: 170, value: (r) => LAYOUT_LABELS[r.entry.layout] },
  { id: 'check', title: adminText.pages.columns.check, width: 145, value: (r) => r.check },
  {
    id: 'preview',
    title: adminText.pages.columns.preview,
    width: 70,
    value: (r) => (r.preview ? 1 : 0),
    text: (r) => (r.preview ? adminText.grid.yes : adminText.grid.no),
    cell: (r) => ({ kind: GridCellKind.Image, data: r.preview ? [r.preview] : [], allowOverlay: false, readonly: true }),
  },
  { id: 'blocks', title: adminText.pages.columns.blocks, width: 55, value: (r) => r.blocks },
  { id: 'failing', title: adminText.pages.columns.failing, width: 70, value: (r) => r.failing },
];

const FAILURE_COLUMNS: readonly AdminGridColumn<FailureRow>[] = [
  { id: 'page', title: adminText.failures.columns.page, width: 120, maxWidth: 260, value: (r) => r.entry.page.title },
  { id: 'block', title: adminText.failures.columns.block, width: 170, value: (r) => blockName(r.failure.component) },
  { id: 'reason', title: adminText.failures.columns.reason, width: 190, value: (r) => blockFailureReasonLabel(r.failure.reason) },
  { id: 'advice', title: adminText.failures.columns.advice, width: 240, maxWidth: 480, value: (r) => r.advice },
  // Last: the page data's key, for whoever fixes the conf by hand.
  { id: 'blockId', title: adminText.failures.columns.blockId, width: 130, value: (r) => r.failure.blockId },
];

/** Both grids; suspends while the renderer checks the pages' blocks. */
export function AdminGrids({ entries, run }: { entries: readonly AdminPageEntry[]; run: LayoutCheckRun }) {
  const reports = useBlockReports(entries);
  const registry = useBlockRegistry();
  const { state, renderFailures } = run;

  const failures = useMemo(
    () => new Map(entries.map((entry) => [entry.key, mergeFailures(reports.get(entry.key)?.failures ?? [], renderFailures[entry.key])])),
    [entries, reports, renderFailures],
  );

  const pageRows = useMemo<PageRow[]>(
    () =>
      entries.map((entry) => ({
        entry,
        check: resultLabel(state.results[entry.key]),
        preview: state.previews[entry.key] ?? null,
        blocks: reports.get(entry.key)?.total ?? 0,
        failing: failures.get(entry.key)?.length ?? 0,
      })),
    [entries, state, reports, failures],
  );
  const failureRows = useMemo<FailureRow[]>(
    () =>
      entries.flatMap((entry) =>
        (failures.get(entry.key) ?? []).map((failure) => ({ entry, failure, advice: blockFailureAdvice(failure, registry.peek(failure.component)?.schema) })),
      ),
    [entries, failures, registry],
  );

  const p = adminText.pages;
  const f = adminText.failures;
  return (
    <>
      <section className="admin-section admin-section--wide" aria-labelledby="admin-pages-title">
        <h2 id="admin-pages-title">{p.title}</h2>
        <p>{p.intro}</p>
        <AdminGrid
          caption={p.title}
          countText={p.count}
          rows={pageRows}
          columns={PAGE_COLUMNS}
          action={{ label: (r) => format(p.open, { title: r.entry.page.title }), to: (r) => r.entry.path }}
          rowKey={(r) => r.entry.key}
          empty={<p>{p.empty}</p>}
        />
      </section>
      <section className="admin-section admin-section--wide" aria-labelledby="admin-failures-title">
        <h2 id="admin-failures-title">{f.title}</h2>
        <p>{f.intro}</p>
        <AdminGrid
          caption={f.title}
          countText={f.count}
          rows={failureRows}
          columns={FAILURE_COLUMNS}
          action={{ label: (r) => format(f.open, { page: r.entry.page.title, block: blockName(r.failure.component) }), to: (r) => r.entry.path }}
          rowKey={(r) => `${r.entry.key}/${r.failure.blockId}/${r.failure.reason}`}
          empty={<p className="admin-grid__ok">{f.empty}</p>}
        />
      </section>
    </>
  );
}
