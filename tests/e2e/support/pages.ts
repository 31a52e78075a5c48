/**
 * Pages of the demo whose kind a journey depends on (decision 011): the home and `/qui-suis-je` start
 * with the islands (their only interactive blocks are block islands), whose links load the next page;
 * a page with another interactive block starts the app, whose links navigate client-side.
 */

/** Site 51's page for companies: its quote request form (the `form` block) needs the app, which runs the page (and every page after it). */
export const APP_PAGE = '/massages-en-entreprise';
