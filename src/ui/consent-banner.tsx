import { useEffect, useRef, type ReactNode } from 'react';
import { Button, textButtonClassName } from './button';
import './consent-banner.css';

/** Texts of {@link ConsentBanner} (French, from the consent feature). */
export interface ConsentBannerLabels {
  title: string;
  acceptAll: string;
  refuseAll: string;
  customise: string;
  close: string;
}

/** Props of {@link ConsentBanner}. */
export interface ConsentBannerProps {
  labels: ConsentBannerLabels;
  /** What the tools do and how long the choice lasts (may hold a link to the cookie policy). */
  children: ReactNode;
  onAcceptAll(): void;
  onRefuseAll(): void;
  onCustomise(): void;
  /** Close without choosing (the caller treats it as a refusal, never as consent). */
  onClose(): void;
}

/**
 * The cookie banner (SPEC §1: French, at the bottom; CNIL 2020-091). Not a modal and not a wall: a
 * labelled region that leaves the page usable and focusable behind it. "Tout refuser" and "Tout
 * accepter" are the same button (size, level, weight), side by side; "Personnaliser" and the close
 * link sit on the same line of secondary actions. On small screens it rests above the bottom bar
 * (`--bottom-bar-height`), never over its controls, and the page gets room at its end
 * (`--consent-banner-height`) so the footer can be scrolled clear of it.
 */
export function ConsentBanner({ labels, children, onAcceptAll, onRefuseAll, onCustomise, onClose }: ConsentBannerProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const banner = ref.current;
    if (!banner || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--consent-banner-height', `${banner.offsetHeight}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-banner-height');
    };
  }, []);
  return (
    <section ref={ref} className="consent-banner" aria-labelledby="consent-banner-title">
      <div className="consent-banner__inner">
        <div className="consent-banner__head">
          <h2 id="consent-banner-title" className="consent-banner__title">
            {labels.title}
          </h2>
          <button type="button" className={textButtonClassName} onClick={onClose}>
            {labels.close} <span aria-hidden="true">→</span>
          </button>
        </div>
        <div className="consent-banner__text">{children}</div>
        <div className="consent-banner__actions">
          <Button variant="primary" className="consent-banner__choice" onClick={onRefuseAll}>
            {labels.refuseAll}
          </Button>
          <Button variant="primary" className="consent-banner__choice" onClick={onAcceptAll}>
            {labels.acceptAll}
          </Button>
          <button type="button" className={`${textButtonClassName} consent-banner__customise`} onClick={onCustomise} aria-haspopup="dialog">
            {labels.customise}
          </button>
        </div>
      </div>
    </section>
  );
}
