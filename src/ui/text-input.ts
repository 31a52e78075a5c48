/**
 * The class of a bare text input (`text-input.css`) where a form does not use the `TextField` kit:
 * the catalogue's search box and the cart's discount code look alike. Import this module (not the
 * CSS file) to get the name and the styles.
 */
import './text-input.css';

/** Class name of a bare text input (full width of its box, 44 px tall). */
export const textInput = 'text-input';
