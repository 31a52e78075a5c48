/**
 * The three states every content list shows besides its items (issue "Every list"): loading
 * skeletons of the final size (no layout shift), an empty list as a sentence, and a failure with a
 * message and « Réessayer ». The caller gives the sentences; the retry button's words are the page's
 * language when the caller passes them (`say`: src/features/i18n/use-ui-words.ts), French otherwise.
 */
import type { ReactNode } from 'react';
import { sayOf, type Say } from '@/lib/message-format';
import { buttonClassName } from './button';
import './list-states.css';

/** The list states' own words in French (the default, and the French of the page's words). */
export const LIST_WORDS = {
  'list.retry': 'Réessayer',
  'list.retrying': 'Nouvel essai…',
} as const;

/** The list states' words in the page's language. */
export type ListSay = Say<typeof LIST_WORDS>;

const french: ListSay = sayOf(LIST_WORDS);

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
  /** The button's words in the page's language (French when absent). */
  say?: ListSay | undefined;
}

/** A list that failed to load: the message and a « Réessayer » button. */
export function ListError({ message, onRetry, retrying = false, say = french }: ListErrorProps) {
  return (
    <div className="list-state list-state--error" role="alert">
      <p>{message}</p>
      <button type="button" className={buttonClassName('secondary', 'sm')} onClick={onRetry} disabled={retrying}>
        {say(retrying ? 'list.retrying' : 'list.retry')}
      </button>
    </div>
  );
}
