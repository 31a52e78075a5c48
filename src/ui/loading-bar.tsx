import './loading-bar.css';

/** Props of {@link LoadingBar}. */
export interface LoadingBarProps {
  /** Progress 0–100, or null when hidden. */
  progress: number | null;
  /** Accessible name of the bar. */
  label: string;
}

/**
 * The thin bar at the top of the window during route changes (SPEC §2). Purely presentational: the
 * timing (throttle, duration, hide delay) is the ui feature's reducer.
 */
export function LoadingBar({ progress, label }: LoadingBarProps) {
  if (progress === null) return null;
  const value = Math.round(Math.max(0, Math.min(100, progress)));
  return (
    <div className="loading-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
      <div className="loading-bar__fill" style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
}
