// @vitest-environment node
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { initialLayoutCheckState, layoutCheckReducer, summarize, type LayoutCheckAction, type LayoutCheckState } from './admin-check-state';

const run = (actions: LayoutCheckAction[], from: LayoutCheckState = initialLayoutCheckState) =>
  actions.reduce((state, action) => produce(state, (draft) => layoutCheckReducer(draft, action)), from);

describe('layoutCheckReducer', () => {
  it('walks each layout through its steps; a failure does not stop the others', () => {
    const state = run([
      { type: 'start', keys: ['1/1', '3/2', '4/2'] },
      { type: 'step', key: '1/1', step: 'render' },
      { type: 'step', key: '1/1', step: 'upload' },
      { type: 'updated', key: '1/1', hash: 'a'.repeat(64), preview: 'data:image/png;base64,AAA' },
      { type: 'failed', key: '3/2', message: 'Erreur réseau' },
      { type: 'step', key: '4/2', step: 'hash' },
    ]);
    expect(state.running).toBe(true);
    expect(state.results['3/2']).toEqual({ status: 'failed', message: 'Erreur réseau' });
    expect(state.results['4/2']).toEqual({ status: 'running', step: 'hash' });
    expect(summarize(state)).toEqual({ total: 3, done: 2, unchanged: 0, updated: 1, failed: 1 });
    const finished = run([{ type: 'unchanged', key: '4/2', hash: 'b'.repeat(64) }, { type: 'finish' }], state);
    expect(finished.running).toBe(false);
    expect(summarize(finished)).toEqual({ total: 3, done: 3, unchanged: 1, updated: 1, failed: 1 });
  });

  it('starts a new run from scratch but keeps the previews already made', () => {
    const first = run([{ type: 'start', keys: ['1/1'] }, { type: 'updated', key: '1/1', hash: 'a', preview: 'data:image/png;base64,AAA' }, { type: 'finish' }]);
    const second = run([{ type: 'start', keys: ['1/1'] }], first);
    expect(second.runs).toBe(2);
    expect(second.results['1/1']).toEqual({ status: 'waiting' });
    expect(second.previews['1/1']).toBe('data:image/png;base64,AAA');
  });

  it('ignores news about a layout outside the run', () => {
    const state = run([
      { type: 'start', keys: ['1/1'] },
      { type: 'failed', key: '9/9', message: 'x' },
    ]);
    expect(state.results).toEqual({ '1/1': { status: 'waiting' } });
  });
});
