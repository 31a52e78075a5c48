/**
 * The tag of a journey that tests a rule, a status or a failure path rather than a layout: the desktop
 * project runs it, the mobile project does not even schedule it (playwright.config.ts, `grepInvert`;
 * a skip inside the test still paid for a browser context and its page). Beside each use, say which
 * journeys keep that page in view at 390 px.
 *
 *   test('un produit inconnu est une page 404', ONE_WIDTH, async ({ page }) => { … });
 */
export const ONE_WIDTH = { tag: '@one-width' } as const;
