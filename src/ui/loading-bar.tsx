import './loading-bar.css';

/** Props of {@link LoadingBar}. */
export interface LoadingBarProps {
  /** Progress 0–100, or null when hidden. */
  progress: number | null;
}

/**
 * The thin bar at the top of the window during route changes (SPEC §2). Purely visual: its progress is
 * simulated over time, so reading it out would be noise; assistive technologies learn that the page is
 * loading from `aria-busy` on the main region (site shell). The timing (throttle, duration, hide
 * delay) is the ui feature's reducer.
 */
export function LoadingBar({ progress }: LoadingBarProps) {
  if (progress === null) return null;
  const value = Math.round(Math.max(0, Math.min(100, progress)));
  return (
    <div className="loading-bar" aria-hidden="true" data-progress={value}>
      <div className="loading-bar__fill" style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
}
