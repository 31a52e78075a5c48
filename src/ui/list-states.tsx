/**
 * The three states every content list shows besides its items (issue "Every list"): loading
 * skeletons of the final size (no layout shift), an empty list as a French sentence, and a failure
 * with a French message and "Réessayer".
 */
import type { ReactNode } from 'react';
import { buttonClassName } from './button';
import './list-states.css';

/** Props of {@link SkeletonGrid}. */
export interface SkeletonGridProps {
  /** Number of placeholder cards (the size of the page being loaded). */
  count: number;
  /** Grid class of the real list, so the placeholders take the same room. */
  className: string;
  /** Class of one real card, for the same box. */
  itemClassName: string;
  /** Spoken while loading, e.g. "Chargement des articles…". */
  label: string;
}

/** Grey cards of the final size while a list loads; one polite status for screen readers. */
export function SkeletonGrid({ count, className, itemClassName, label }: SkeletonGridProps) {
  return (
    <div role="status" className="list-skeleton">
      <span className="visually-hidden">{label}</span>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={`${itemClassName} list-skeleton__card`}>
            <span className="list-skeleton__media" />
            <span className="list-skeleton__line list-skeleton__line--short" />
            <span className="list-skeleton__line" />
            <span className="list-skeleton__line" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A list with nothing to show: one sentence, and what to do next if there is something. */
export function EmptyList({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="list-state list-state--empty">
      <p>{children}</p>
      {action}
    </div>
  );
}

/** Props of {@link ListError}. */
export interface ListErrorProps {
  /** What could not be shown, e.g. "Les articles n’ont pas pu être chargés." */
  message: string;
  onRetry: () => void;
  /** True while the retry runs (the button says so and cannot be pressed twice). */
  retrying?: boolean;
}

/** A list that failed to load: the French message and a "Réessayer" button. */
export function ListError({ message, onRetry, retrying = false }: ListErrorProps) {
  return (
    <div className="list-state list-state--error" role="alert">
      <p>{message}</p>
      <button type="button" className={buttonClassName('secondary', 'sm')} onClick={onRetry} disabled={retrying}>
        {retrying ? 'Nouvel essai…' : 'Réessayer'}
      </button>
    </div>
  );
}
