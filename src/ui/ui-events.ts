/**
 * Window events that open shell-level UI from anywhere (a block, a feature) without importing the
 * shell: the layout listens, the caller only dispatches. SPEC §2: the slider "opens on an event".
 */
import type { FileType } from '@/lib/file-type';

/** One image or video shown by the full-screen slider. */
export interface SliderItem {
  /** URL of the image or video. */
  src: string;
  /** Text alternative of an image (empty for a purely decorative one). */
  alt: string;
  /** Optional caption shown under the media. */
  caption?: string;
  /** Forces the media type; otherwise read from the file extension (SPEC §5). */
  type?: Exclude<FileType, 'none'>;
  /** Still image shown before a video plays. */
  poster?: string;
}

/** Detail of {@link SLIDER_OPEN_EVENT}. */
export interface SliderOpenDetail {
  items: readonly SliderItem[];
  /** Index of the first item shown (default 0). */
  index?: number;
  /** Accessible name of the gallery, e.g. the album title. */
  title?: string;
  /**
   * Called once the slider has closed and given the focus back, with the item it showed last (one of
   * `items`): the opener then takes the focus to that item's own control — a gallery to its thumbnail,
   * so that a visitor who browsed on to the fifth photo lands on the fifth, not on the one they opened.
   */
  onClosed?: (shown: SliderItem) => void;
}

/** Name of the event that opens the full-screen slider. */
export const SLIDER_OPEN_EVENT = 'vitrine:slider-open';

/** Opens the full-screen slider on these items. */
export function openSlider(detail: SliderOpenDetail): void {
  window.dispatchEvent(new CustomEvent<SliderOpenDetail>(SLIDER_OPEN_EVENT, { detail }));
}

/** Tone of a toast. */
export type ToastTone = 'info' | 'success' | 'error';

/** Detail of {@link TOAST_EVENT}. */
export interface ToastDetail {
  message: string;
  tone?: ToastTone;
}

/** Name of the event that shows a toast. */
export const TOAST_EVENT = 'vitrine:toast';

/** Shows a toast, top right, for 3000 ms (SPEC §9). */
export function showToast(detail: ToastDetail): void {
  window.dispatchEvent(new CustomEvent<ToastDetail>(TOAST_EVENT, { detail }));
}

/** Reads a CustomEvent's detail without a cast: null when the event is not one. */
export function eventDetail(event: Event): unknown {
  return event instanceof CustomEvent ? (event.detail as unknown) : null;
}
