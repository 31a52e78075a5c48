/**
 * Long-form text set for reading (`prose.css`): headings, lists, links, quotes, tables and images
 * inside CMS HTML, shared by the text and legal-text blocks. Modifiers: `--narrow`, `--center`.
 * Import this module (not the CSS file) to get the name and the styles.
 */
import './prose.css';

/** Class name of a block of long-form text (add `${prose}--narrow` / `${prose}--center`). */
export const prose = 'vb-prose';
