/**
 * Class names of a detail page (`detail-page.css`): a workshop's page and a service's page share one
 * layout — heading (`pageHeading`), main column with the cover and the CMS text, and a side panel
 * beside it from 62rem. Import this module (not the CSS file) to get the names and the styles.
 */
import { surface } from './surface';
import './detail-page.css';

/** Class names of a detail page. */
export const detailPage = {
  /** The page's `<article>` (with `container`). */
  page: 'detail-page',
  /** Main column and side panel: one column, two (3:2) from 62rem. */
  grid: 'detail-page__grid',
  /** The CMS text under the cover. */
  content: 'detail-page__content',
  /** The side panel (a raised card); the page gives it its gap. */
  side: `detail-page__side ${surface}`,
} as const;
