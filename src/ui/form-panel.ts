/**
 * The panel a form block sits in (`form-panel.css`): narrow centred card with its title and intro,
 * shared by the CMS form, contact form and newsletter blocks. Import this module (not the CSS file)
 * to get the names and the styles.
 */
import './form-panel.css';

/** Class names of a form panel: the card, its title and its intro paragraph. */
export const formPanel = { root: 'vb-form', title: 'vb-form__title', intro: 'vb-form__intro' } as const;
