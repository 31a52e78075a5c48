/**
 * State of a layout check run over every page (pure immer reducer, `useImmerReducer`): each layout
 * goes waiting → render → hash → (capture → upload when the API says it changed) → unchanged,
 * updated or failed. One failure never stops the others; the summary counts each outcome.
 */
import type { Draft } from 'immer';

/** The step a layout is at while the run handles it. */
export type LayoutCheckStep = 'render' | 'hash' | 'capture' | 'upload';

/** Where one layout stands in the current (or last) run. */
export type LayoutCheckResult =
  | { status: 'waiting' }
  | { status: 'running'; step: LayoutCheckStep }
  | { status: 'unchanged'; hash: string }
  | { status: 'updated'; hash: string }
  | { status: 'failed'; message: string };

/** The whole run. Keys are `${idPage}/${idLayout}`. */
export interface LayoutCheckState {
  running: boolean;
  /** Runs started since the panel opened. */
  runs: number;
  /** Layouts of the current run, in page order. */
  order: string[];
  results: Record<string, LayoutCheckResult>;
  /** Last preview generated per layout in this session (PNG data URL), kept across runs. */
  previews: Record<string, string>;
}

export type LayoutCheckAction =
  | { type: 'start'; keys: readonly string[] }
  | { type: 'step'; key: string; step: LayoutCheckStep }
  | { type: 'unchanged'; key: string; hash: string }
  | { type: 'updated'; key: string; hash: string; preview: string }
  | { type: 'failed'; key: string; message: string }
  | { type: 'finish' };

export const initialLayoutCheckState: LayoutCheckState = { running: false, runs: 0, order: [], results: {}, previews: {} };

/** The reducer (immer: mutate the draft). Actions for keys outside the run are ignored. */
export function layoutCheckReducer(draft: Draft<LayoutCheckState>, action: LayoutCheckAction): void {
  if (action.type === 'start') {
    draft.running = true;
    draft.runs += 1;
    draft.order = [...action.keys];
    draft.results = Object.fromEntries(action.keys.map((key) => [key, { status: 'waiting' }]));
    return;
  }
  if (action.type === 'finish') {
    draft.running = false;
    return;
  }
  if (!(action.key in draft.results)) return;
  switch (action.type) {
    case 'step':
      draft.results[action.key] = { status: 'running', step: action.step };
      return;
    case 'unchanged':
      draft.results[action.key] = { status: 'unchanged', hash: action.hash };
      return;
    case 'updated':
      draft.results[action.key] = { status: 'updated', hash: action.hash };
      draft.previews[action.key] = action.preview;
      return;
    case 'failed':
      draft.results[action.key] = { status: 'failed', message: action.message };
      return;
  }
}

/** Counts for the progress bar and the end-of-run summary. */
export interface LayoutCheckSummary {
  total: number;
  /** Layouts finished (unchanged + updated + failed). */
  done: number;
  unchanged: number;
  updated: number;
  failed: number;
}

/** Count the outcomes of the run. */
export function summarize(state: LayoutCheckState): LayoutCheckSummary {
  const summary: LayoutCheckSummary = { total: state.order.length, done: 0, unchanged: 0, updated: 0, failed: 0 };
  for (const key of state.order) {
    const status = state.results[key]?.status;
    if (status === 'unchanged' || status === 'updated' || status === 'failed') {
      summary[status] += 1;
      summary.done += 1;
    }
  }
  return summary;
}
