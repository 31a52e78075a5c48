import { produce } from 'immer';
import type { ToastView } from '@/ui/toast-region';
import type { ToastDetail } from '@/ui/ui-events';

/** Toasts on screen. */
export interface ToastsState {
  toasts: ToastView[];
  nextId: number;
}

/** What can happen to toasts. */
export type ToastsAction = { type: 'show'; detail: ToastDetail } | { type: 'dismiss'; id: number };

/** At most this many toasts at once: older ones give way, so the stack never covers the page. */
export const MAX_TOASTS = 3;

/** No toasts. */
export const initialToastsState: ToastsState = { toasts: [], nextId: 1 };

/** The toasts reducer (pure, immer). Blank messages are ignored; the same message is not stacked twice. */
export const toastsReducer = produce((draft: ToastsState, action: ToastsAction): void => {
  switch (action.type) {
    case 'show': {
      const message = action.detail.message.trim();
      if (!message) return;
      const tone = action.detail.tone ?? 'info';
      if (draft.toasts.some((t) => t.message === message && t.tone === tone)) return;
      draft.toasts.push({ id: draft.nextId, message, tone });
      draft.nextId += 1;
      if (draft.toasts.length > MAX_TOASTS) draft.toasts.splice(0, draft.toasts.length - MAX_TOASTS);
      return;
    }
    case 'dismiss':
      draft.toasts = draft.toasts.filter((t) => t.id !== action.id);
      return;
  }
});
