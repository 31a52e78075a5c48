/** Path of the hidden slider test page (kept apart so the route table does not load the page's code). */
export const SLIDER_DEMO_PATH = '/essais/diaporama';
