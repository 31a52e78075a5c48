import { produce } from 'immer';
import type { SliderItem, SliderOpenDetail } from '@/ui/ui-events';

/** State of the full-screen slider. */
export interface SliderState {
  open: boolean;
  items: readonly SliderItem[];
  index: number;
  title: string | null;
}

/** What can happen to the slider. */
export type SliderAction =
  { type: 'open'; detail: SliderOpenDetail } | { type: 'close' } | { type: 'next' } | { type: 'previous' } | { type: 'goTo'; index: number };

/** The closed slider. */
export const initialSliderState: SliderState = { open: false, items: [], index: 0, title: null };

/** Index wrapped into 0…total-1, so navigation wraps around at both ends (SPEC §2). */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}

/**
 * The slider reducer (pure, immer). Opening with no items is ignored: there would be nothing to
 * show and focus would be trapped in an empty dialog.
 */
export const sliderReducer = produce((draft: SliderState, action: SliderAction): void => {
  switch (action.type) {
    case 'open': {
      const items = action.detail.items.filter((item) => item.src.trim() !== '');
      if (items.length === 0) return;
      draft.open = true;
      draft.items = items;
      draft.index = wrapIndex(Math.trunc(action.detail.index ?? 0), items.length);
      draft.title = action.detail.title ?? null;
      return;
    }
    case 'close':
      draft.open = false;
      return;
    case 'next':
      draft.index = wrapIndex(draft.index + 1, draft.items.length);
      return;
    case 'previous':
      draft.index = wrapIndex(draft.index - 1, draft.items.length);
      return;
    case 'goTo':
      draft.index = wrapIndex(action.index, draft.items.length);
      return;
  }
});
