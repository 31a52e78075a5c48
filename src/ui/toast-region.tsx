import { Icon } from './icon';
import type { ToastTone } from './ui-events';
import './toast-region.css';

/** A toast on screen. */
export interface ToastView {
  id: number;
  message: string;
  tone: ToastTone;
}

const TONE_ICON: Readonly<Record<ToastTone, string>> = {
  info: 'circle-info',
  success: 'circle-check',
  error: 'circle-exclamation',
};

/**
 * The toast stack, top right (SPEC §9). The region is always in the DOM so screen readers hear
 * each new message (a live region added together with its content is often missed).
 */
export function ToastRegion({
  toasts,
  label,
  dismissLabel,
  onDismiss,
}: {
  toasts: readonly ToastView[];
  label: string;
  dismissLabel: string;
  onDismiss: (id: number) => void;
}) {
  return (
    <section className="toast-region" aria-label={label}>
      <div role="status" aria-live="polite">
        <ol className="toast-region__list">
          {toasts.map((toast) => (
            <li key={toast.id} className={`toast toast--${toast.tone}`}>
              <Icon name={TONE_ICON[toast.tone]} size="1.25rem" />
              <p className="toast__message">{toast.message}</p>
              <button type="button" className="toast__close" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
                <Icon name="xmark" size="1rem" />
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
