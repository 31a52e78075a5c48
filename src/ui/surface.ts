/**
 * The class of a raised panel (`surface.css`): the account pages' cards and a detail page's side
 * panel. Only the look (line, corners, colour, shadow); padding and layout stay with the panel.
 * Import this module (not the CSS file) to get the name and the styles.
 */
import './surface.css';

/** Class name of a raised panel. */
export const surface = 'surface';
