import { useEffect, useReducer, useRef } from 'react';
import { eventDetail, SLIDER_OPEN_EVENT, type SliderItem, type SliderOpenDetail } from '@/ui/ui-events';
import { initialSliderState, sliderReducer, type SliderState } from './slider-state';
import { reportError } from '@/lib/report-error';

function isSliderItem(value: unknown): value is SliderItem {
  return (
    typeof value === 'object' &&
    value !== null &&
    'src' in value &&
    typeof value.src === 'string' &&
    'alt' in value &&
    typeof value.alt === 'string' &&
    (!('poster' in value) || value.poster === undefined || typeof value.poster === 'string')
  );
}

/** Validates an event detail (it may come from any script on the page). */
export function toSliderOpenDetail(value: unknown): SliderOpenDetail | null {
  if (typeof value !== 'object' || value === null || !('items' in value) || !Array.isArray(value.items)) return null;
  const items = value.items.filter(isSliderItem);
  const index = 'index' in value && typeof value.index === 'number' ? value.index : 0;
  const title = 'title' in value && typeof value.title === 'string' ? value.title : undefined;
  const closed = 'onClosed' in value && typeof value.onClosed === 'function' ? value.onClosed : undefined;
  const onClosed = closed ? (shown: SliderItem) => void Reflect.apply(closed, undefined, [shown]) : undefined;
  return { items, index, ...(title ? { title } : {}), ...(onClosed ? { onClosed } : {}) };
}

/** The slider's state and its commands. */
export interface SliderController {
  state: SliderState;
  close: () => void;
  next: () => void;
  previous: () => void;
}

/**
 * Slider state for the layout: listens to the open event (`openSlider()` from `@/ui/ui-events`) and
 * exposes close / next / previous with wrap-around. Once the slider has closed, the opener's
 * `onClosed` hears which item was shown last: in a passive effect, after the commit in which the
 * slider unmounted and its modal focus went back to the control that opened it.
 */
export function useSlider(): SliderController {
  const [state, dispatch] = useReducer(sliderReducer, initialSliderState);
  const opener = useRef<SliderOpenDetail['onClosed']>(undefined);
  const shown = useRef<SliderItem | undefined>(undefined);
  useEffect(() => {
    function onOpen(event: Event) {
      const detail = toSliderOpenDetail(eventDetail(event));
      if (detail) {
        opener.current = detail.onClosed;
        dispatch({ type: 'open', detail });
      } else reportError('ignored an open event without valid items', { where: 'slider' });
    }
    window.addEventListener(SLIDER_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(SLIDER_OPEN_EVENT, onOpen);
  }, [dispatch]);
  useEffect(() => {
    if (state.open) {
      shown.current = state.items[state.index];
      return;
    }
    const last = shown.current;
    const onClosed = opener.current;
    shown.current = undefined;
    opener.current = undefined;
    if (last && onClosed) onClosed(last);
  }, [state]);
  return {
    state,
    close: () => dispatch({ type: 'close' }),
    next: () => dispatch({ type: 'next' }),
    previous: () => dispatch({ type: 'previous' }),
  };
}
