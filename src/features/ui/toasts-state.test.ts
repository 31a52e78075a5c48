// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialToastsState, MAX_TOASTS, toastsReducer } from './toasts-state';

describe('toasts reducer', () => {
  it('adds toasts with increasing ids and an info tone by default', () => {
    let state = toastsReducer(initialToastsState, { type: 'show', detail: { message: 'Message envoyé' } });
    state = toastsReducer(state, { type: 'show', detail: { message: 'Erreur réseau', tone: 'error' } });
    expect(state.toasts).toEqual([
      { id: 1, message: 'Message envoyé', tone: 'info' },
      { id: 2, message: 'Erreur réseau', tone: 'error' },
    ]);
  });

  it('ignores blanks and duplicates', () => {
    let state = toastsReducer(initialToastsState, { type: 'show', detail: { message: '  ' } });
    state = toastsReducer(state, { type: 'show', detail: { message: 'Copié' } });
    state = toastsReducer(state, { type: 'show', detail: { message: 'Copié' } });
    expect(state.toasts).toHaveLength(1);
  });

  it('keeps at most three, dropping the oldest', () => {
    let state = initialToastsState;
    for (let i = 1; i <= 5; i += 1) state = toastsReducer(state, { type: 'show', detail: { message: `n°${i}` } });
    expect(state.toasts.map((t) => t.message)).toEqual(['n°3', 'n°4', 'n°5']);
    expect(state.toasts).toHaveLength(MAX_TOASTS);
  });

  it('dismisses by id', () => {
    const state = toastsReducer(initialToastsState, { type: 'show', detail: { message: 'A' } });
    expect(toastsReducer(state, { type: 'dismiss', id: 1 }).toasts).toEqual([]);
  });
});
