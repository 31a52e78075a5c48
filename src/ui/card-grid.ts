/**
 * The shared card grid (`card-grid.css`): every list of cards uses these classes, so a change to
 * cards happens once. Import this module (not the CSS file) to get both the names and the styles.
 */
import './card-grid.css';

/** Class names of the card grid. */
export const cardGrid = {
  /** The `<ul>`: 1 column, 2 from 40rem, 3 from 62rem. */
  list: 'card-grid',
  /** Extra class on the list for a fixed column count from 62rem. */
  columns: (count: 2 | 3 | 4) => `card-grid--${count}`,
  /** One card (`<li>`). */
  card: 'card-grid__card',
  /** The cover image (8:5, cropped). */
  img: 'card-grid__img',
  body: 'card-grid__body',
  /** Small line above the title (date, folder). */
  meta: 'card-grid__meta',
  title: 'card-grid__title',
  /** The title link; its target covers the card. */
  link: 'card-grid__link',
  /** Excerpt or description. */
  text: 'card-grid__text',
} as const;
