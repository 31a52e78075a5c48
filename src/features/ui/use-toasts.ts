import { useEffect, useReducer, useRef } from 'react';
import { TOAST_DURATION_MS } from '@/lib/constants';
import { eventDetail, TOAST_EVENT, type ToastDetail, type ToastTone } from '@/ui/ui-events';
import type { ToastView } from '@/ui/toast-region';
import { initialToastsState, toastsReducer } from './toasts-state';

const TONES: readonly ToastTone[] = ['info', 'success', 'error'];

/** Validates a toast event detail. */
export function toToastDetail(value: unknown): ToastDetail | null {
  if (typeof value !== 'object' || value === null || !('message' in value) || typeof value.message !== 'string') return null;
  const tone = 'tone' in value ? TONES.find((t) => t === value.tone) : undefined;
  return tone ? { message: value.message, tone } : { message: value.message };
}

/**
 * Toasts for the layout: listens to `showToast()` events and removes each toast after 3000 ms
 * (SPEC §9). Every toast can also be dismissed with its button.
 */
export function useToasts(durationMs = TOAST_DURATION_MS): { toasts: readonly ToastView[]; dismiss: (id: number) => void } {
  const [state, dispatch] = useReducer(toastsReducer, initialToastsState);

  useEffect(() => {
    function onToast(event: Event) {
      const detail = toToastDetail(eventDetail(event));
      if (detail) dispatch({ type: 'show', detail });
    }
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  // One timer per toast, started when it appears, so a new toast does not extend older ones.
  const timers = useRef(new Map<number, number>());
  useEffect(() => {
    const live = new Set(state.toasts.map((t) => t.id));
    for (const [id, timer] of timers.current) {
      if (!live.has(id)) {
        window.clearTimeout(timer);
        timers.current.delete(id);
      }
    }
    for (const id of live) {
      if (!timers.current.has(id)) {
        timers.current.set(
          id,
          window.setTimeout(() => dispatch({ type: 'dismiss', id }), durationMs),
        );
      }
    }
  }, [state.toasts, durationMs]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => window.clearTimeout(timer));
      pending.clear();
    };
  }, []);

  return { toasts: state.toasts, dismiss: (id) => dispatch({ type: 'dismiss', id }) };
}
