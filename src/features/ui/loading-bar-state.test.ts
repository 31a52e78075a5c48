// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialLoadingBarState, loadingBarReducer, progressAt, visibleProgress, type LoadingBarAction } from './loading-bar-state';

const run = (...actions: LoadingBarAction[]) => actions.reduce(loadingBarReducer, initialLoadingBarState);

describe('loading bar reducer (SPEC §9)', () => {
  it('stays hidden for a navigation that ends within the throttle', () => {
    const state = run({ type: 'start' }, { type: 'finish' });
    expect(visibleProgress(state)).toBeNull();
    expect(state.phase).toBe('idle');
  });

  it('shows after the throttle, grows, fills, then hides', () => {
    let state = run({ type: 'start' });
    expect(visibleProgress(state)).toBeNull();
    state = loadingBarReducer(state, { type: 'show' });
    expect(visibleProgress(state)).toBe(8);
    state = loadingBarReducer(state, { type: 'tick', elapsedMs: 2500 });
    expect(visibleProgress(state)).toBe(49);
    state = loadingBarReducer(state, { type: 'finish' });
    expect(visibleProgress(state)).toBe(100);
    state = loadingBarReducer(state, { type: 'hide' });
    expect(visibleProgress(state)).toBeNull();
  });

  it('never passes 90 % while pending, and never goes backwards', () => {
    expect(progressAt(5000)).toBe(90);
    expect(progressAt(60_000)).toBe(90);
    const state = run({ type: 'start' }, { type: 'show' }, { type: 'tick', elapsedMs: 4000 }, { type: 'tick', elapsedMs: 1000 });
    expect(state.progress).toBe(progressAt(4000));
  });

  it('a new navigation during the hide delay keeps the bar on screen', () => {
    const state = run({ type: 'start' }, { type: 'show' }, { type: 'finish' }, { type: 'start' });
    expect(state.phase).toBe('running');
    expect(visibleProgress(state)).not.toBeNull();
  });
});
