import { produce } from 'immer';
import { LOADING_BAR } from '@/lib/constants';

/**
 * Loading bar phases: `idle` (nothing), `waiting` (a navigation started, not yet shown: the 200 ms
 * throttle hides fast navigations), `running` (visible, growing), `done` (full, about to hide).
 */
export type LoadingBarPhase = 'idle' | 'waiting' | 'running' | 'done';

/** State of the loading bar. */
export interface LoadingBarState {
  phase: LoadingBarPhase;
  progress: number;
}

/** What can happen to the loading bar. */
export type LoadingBarAction = { type: 'start' } | { type: 'show' } | { type: 'tick'; elapsedMs: number } | { type: 'finish' } | { type: 'hide' };

/** Hidden. */
export const initialLoadingBarState: LoadingBarState = { phase: 'idle', progress: 0 };

/** Where the bar stops while the navigation is still pending: it never claims to be done. */
export const MAX_PENDING_PROGRESS = 90;

/** Progress after `elapsedMs` of a visible navigation: linear up to 90 % over the 5000 ms duration. */
export function progressAt(elapsedMs: number): number {
  const ratio = Math.max(0, Math.min(1, elapsedMs / LOADING_BAR.durationMs));
  return Math.round(8 + ratio * (MAX_PENDING_PROGRESS - 8));
}

/** The loading bar reducer (pure, immer). */
export const loadingBarReducer = produce((draft: LoadingBarState, action: LoadingBarAction): void => {
  switch (action.type) {
    case 'start':
      if (draft.phase === 'idle' || draft.phase === 'done') {
        // A navigation during the hide delay keeps the bar visible instead of flashing it.
        draft.phase = draft.phase === 'done' ? 'running' : 'waiting';
        draft.progress = draft.phase === 'running' ? progressAt(0) : 0;
      }
      return;
    case 'show':
      if (draft.phase === 'waiting') {
        draft.phase = 'running';
        draft.progress = progressAt(0);
      }
      return;
    case 'tick':
      if (draft.phase === 'running') draft.progress = Math.max(draft.progress, progressAt(action.elapsedMs));
      return;
    case 'finish':
      if (draft.phase === 'waiting') {
        // Finished within the throttle: never shown at all.
        draft.phase = 'idle';
        draft.progress = 0;
      } else if (draft.phase === 'running') {
        draft.phase = 'done';
        draft.progress = 100;
      }
      return;
    case 'hide':
      if (draft.phase === 'done') {
        draft.phase = 'idle';
        draft.progress = 0;
      }
      return;
  }
});

/** The progress to draw, or null when the bar is hidden. */
export function visibleProgress(state: LoadingBarState): number | null {
  return state.phase === 'running' || state.phase === 'done' ? state.progress : null;
}
