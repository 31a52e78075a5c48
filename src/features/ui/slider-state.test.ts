// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialSliderState, sliderReducer, wrapIndex } from './slider-state';

const items = [
  { src: '/demo/a.jpg', alt: 'A' },
  { src: '/demo/b.jpg', alt: 'B' },
  { src: '/demo/c.mp4', alt: 'C' },
];

describe('slider reducer', () => {
  it('opens on the given item', () => {
    const state = sliderReducer(initialSliderState, { type: 'open', detail: { items, index: 1, title: 'Le studio' } });
    expect(state).toMatchObject({ open: true, index: 1, title: 'Le studio' });
    expect(state.items).toHaveLength(3);
  });

  it('wraps around at both ends (SPEC §2)', () => {
    let state = sliderReducer(initialSliderState, { type: 'open', detail: { items, index: 2 } });
    state = sliderReducer(state, { type: 'next' });
    expect(state.index).toBe(0);
    state = sliderReducer(state, { type: 'previous' });
    expect(state.index).toBe(2);
    state = sliderReducer(state, { type: 'goTo', index: -1 });
    expect(state.index).toBe(2);
  });

  it('ignores an open with nothing to show', () => {
    expect(sliderReducer(initialSliderState, { type: 'open', detail: { items: [{ src: ' ', alt: '' }] } })).toBe(initialSliderState);
  });

  it('clamps a wild start index', () => {
    expect(sliderReducer(initialSliderState, { type: 'open', detail: { items, index: 7 } }).index).toBe(1);
  });

  it('closes', () => {
    const open = sliderReducer(initialSliderState, { type: 'open', detail: { items } });
    expect(sliderReducer(open, { type: 'close' }).open).toBe(false);
  });

  it('wrapIndex handles empty lists', () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(-4, 3)).toBe(2);
  });
});
