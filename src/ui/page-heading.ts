/**
 * Class names of the head of a content page (`page-heading.css`): blog listing and articles, workshop
 * and album pages share one look. Import this module (not the CSS file) to get names and styles.
 */
import './page-heading.css';

/** Class names of a content page's head. */
export const pageHeading = {
  /** Small uppercase line above the title. */
  eyebrow: 'page-heading__eyebrow',
  /** The page's h1. */
  title: 'page-heading__title',
  /** The paragraph under the title. */
  lead: 'page-heading__lead',
  /** The page's main picture (8:5, rounded). */
  cover: 'page-heading__cover',
} as const;
