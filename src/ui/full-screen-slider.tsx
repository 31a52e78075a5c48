import { useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import { fileType } from '@/lib/file-type';
import { Icon } from './icon';
import type { SliderItem } from './ui-events';
import { trapTab, useModalFocus } from './use-modal-focus';
import './full-screen-slider.css';

/** Texts of the slider, given by the caller (the UI catalogue lives in the i18n feature). */
export interface SliderLabels {
  /** Accessible name of the dialog when the gallery has no title. */
  dialog: string;
  close: string;
  previous: string;
  next: string;
  /** Spoken counter, e.g. "Image 2 sur 5". */
  counter: (position: number, total: number) => string;
}

/** Props of {@link FullScreenSlider}. */
export interface FullScreenSliderProps {
  items: readonly SliderItem[];
  index: number;
  title?: string;
  labels: SliderLabels;
  onClose: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** Horizontal distance (px) a finger must travel for a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * The full-screen slider of SPEC §2 for images and videos: counter, close button, arrows from md up,
 * Escape closes, ← / → navigate, swipe on touch. It is a modal dialog: focus moves in on open, is
 * trapped while open, the page behind is inert, and focus goes back where it was on close.
 * Wrap-around is the caller's (the reducer's) job: this component only asks for previous / next.
 */
export function FullScreenSlider({ items, index, title, labels, onClose, onPrevious, onNext }: FullScreenSliderProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  useModalFocus(dialogRef, closeRef);

  const total = items.length;
  const item = items[index];
  if (!item) return null;
  const kind = item.type ?? fileType(item.src);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowLeft' && total > 1) {
      event.preventDefault();
      onPrevious();
    } else if (event.key === 'ArrowRight' && total > 1) {
      event.preventDefault();
      onNext();
    } else {
      trapTab(event, dialogRef.current);
    }
  }

  function onTouchStart(event: TouchEvent<HTMLDivElement>) {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }

  function onTouchEnd(event: TouchEvent<HTMLDivElement>) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || total < 2) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    // A mostly vertical gesture is a scroll attempt, not a swipe.
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) onNext();
    else onPrevious();
  }

  return createPortal(
    <div
      ref={dialogRef}
      className="slider"
      role="dialog"
      aria-modal="true"
      aria-label={title ?? labels.dialog}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className="slider__top">
        <p className="slider__counter" aria-live="polite" aria-atomic="true">
          <span aria-hidden="true">
            {index + 1} / {total}
          </span>
          <span className="visually-hidden">{labels.counter(index + 1, total)}</span>
        </p>
        <button ref={closeRef} type="button" className="slider__button slider__close" aria-label={labels.close} title={labels.close} onClick={onClose}>
          <Icon name="xmark" size="1.5rem" />
        </button>
      </div>
      <figure className="slider__stage">
        {kind === 'video' ? (
          <video
            key={item.src}
            className="slider__media"
            src={item.src}
            controls
            playsInline
            preload="metadata"
            poster={item.poster}
            aria-label={item.alt || undefined}
          />
        ) : (
          <img key={item.src} className="slider__media" src={item.src} alt={item.alt} draggable={false} />
        )}
        {item.caption ? <figcaption className="slider__caption">{item.caption}</figcaption> : null}
      </figure>
      {total > 1 ? (
        <>
          <button
            type="button"
            className="slider__button slider__arrow slider__arrow--previous"
            aria-label={labels.previous}
            title={labels.previous}
            onClick={onPrevious}
          >
            <Icon name="chevron-left" size="1.75rem" />
          </button>
          <button type="button" className="slider__button slider__arrow slider__arrow--next" aria-label={labels.next} title={labels.next} onClick={onNext}>
            <Icon name="chevron-right" size="1.75rem" />
          </button>
        </>
      ) : null}
    </div>,
    document.body,
  );
}
