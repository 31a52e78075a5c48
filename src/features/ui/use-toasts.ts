import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '@/lib/constants';
import { reportError } from '@/lib/report-error';
import { eventDetail, TOAST_EVENT, type ToastDetail, type ToastTone } from '@/ui/ui-events';
import type { ToastView } from '@/ui/toast-region';
import type { ToastsAction, ToastsState } from './toasts-state';

/** The reducer's module (with immer): a chunk of its own, loaded by the first toast. */
const loadToastsState = () => import('./toasts-state');

const TONES: readonly ToastTone[] = ['info', 'success', 'error'];

/** Validates a toast event detail. */
export function toToastDetail(value: unknown): ToastDetail | null {
  if (typeof value !== 'object' || value === null || !('message' in value) || typeof value.message !== 'string') return null;
  const tone = 'tone' in value ? TONES.find((t) => t === value.tone) : undefined;
  return tone ? { message: value.message, tone } : { message: value.message };
}

/** No toast, before the reducer's module is there. */
const NONE: readonly ToastView[] = [];

/**
 * Toasts for the layout: listens to `showToast()` events and removes each toast after 3000 ms
 * (SPEC §9). Every toast can also be dismissed with its button.
 *
 * The reducer (toasts-state.ts, an immer reducer) is not in the page's first JavaScript: the toasts'
 * region is a part of every page's shell, an article's included, and immer weighs 4 KiB gzip. It
 * loads with the first toast, which shows once it is there (what shows toasts — the cart, a form —
 * has usually brought immer already); actions are applied in the order they came.
 */
export function useToasts(durationMs = TOAST_DURATION_MS): { toasts: readonly ToastView[]; dismiss: (id: number) => void } {
  const [state, setState] = useState<ToastsState | null>(null);
  const reducer = useRef<ReturnType<typeof loadToastsState> | null>(null);
  const dispatch = useCallback((action: ToastsAction) => {
    reducer.current ??= loadToastsState();
    // One promise: each action's update is queued after the ones before it.
    void reducer.current.then(
      ({ toastsReducer, initialToastsState }) => setState((current) => toastsReducer(current ?? initialToastsState, action)),
      (error: unknown) => {
        reducer.current = null;
        reportError(error, { where: 'toasts', level: 'warning' });
      },
    );
  }, []);

  useEffect(() => {
    function onToast(event: Event) {
      const detail = toToastDetail(eventDetail(event));
      if (detail) dispatch({ type: 'show', detail });
    }
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, [dispatch]);

  // One timer per toast, started when it appears, so a new toast does not extend older ones.
  const timers = useRef(new Map<number, number>());
  const toasts = state?.toasts ?? NONE;
  useEffect(() => {
    const live = new Set(toasts.map((t) => t.id));
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
  }, [toasts, durationMs, dispatch]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => window.clearTimeout(timer));
      pending.clear();
    };
  }, []);

  return { toasts, dismiss: (id) => dispatch({ type: 'dismiss', id }) };
}
