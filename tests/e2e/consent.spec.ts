/**
 * Cookie consent (issue 13, SPEC §1/§9, CNIL 2020-091) checked on the network: the site served with
 * the four analytics tools configured (fake ids, ANALYTICS_BASE), every tracker host answered by a
 * local stand-in (support/analytics-stubs.ts) so the test sees each request and each cookie a tool
 * sets. Plus the default site, where no tool is configured.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { routeTrackers, TRACKER_COOKIE } from './support/analytics-stubs';
import { ANALYTICS_BASE } from './support/ports';
import { expect, expectAccessible, test } from './support/test';
import { ONE_WIDTH } from './support/one-width';
import { instantNamed } from '../support/paris-instants';
import { APP_PAGE } from './support/pages';

/**
 * Where the journeys start: a page the app starts, so that their links navigate client-side, one
 * document for the whole journey (the consent on a page of the islands: islands.spec).
 */
const START = `${ANALYTICS_BASE}${APP_PAGE}`;
const banner = (page: Page) => page.getByRole('region', { name: 'Vos choix en matière de cookies' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Personnaliser mes choix' });

async function trackerCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies())
    .map((c) => c.name)
    .filter((name) => TRACKER_COOKIE.test(name))
    .sort();
}

async function consentCookie(context: BrowserContext): Promise<unknown> {
  const cookie = (await context.cookies()).find((c) => c.name === 'vitrine_consent');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
}

/** Client-side navigation through the footer's site links (present at both widths). */
async function goTo(page: Page, label: string, path: string): Promise<void> {
  await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL(`${ANALYTICS_BASE}${path}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

test('avant tout choix rien ne part vers les outils ; « Tout refuser » en un clic est retenu', async ({ page, context, isMobile }) => {
  test.setTimeout(60_000); // three pages, a reload and an axe scan
  const log = await routeTrackers(context);
  await page.goto(START);
  await expect(banner(page)).toBeVisible();
  // Same button, same size: refusing weighs exactly what accepting does.
  const refuse = banner(page).getByRole('button', { name: 'Tout refuser' });
  const accept = banner(page).getByRole('button', { name: 'Tout accepter' });
  const [r, a] = [await refuse.boundingBox(), await accept.boundingBox()];
  expect(r && a && Math.abs(r.width - a.width) < 1 && Math.abs(r.height - a.height) < 1).toBe(true);
  expect(await refuse.getAttribute('class')).toBe(await accept.getAttribute('class'));
  // Keyboard: right after the skip link, the banner's first control.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: /Continuer sans accepter/ })).toBeFocused();
  await expectAccessible(page);
  if (isMobile) {
    // The banner rests above the bottom bar, whose controls stay usable.
    const bar = page.getByRole('navigation', { name: 'Accès rapides' });
    const [b, n] = [await banner(page).boundingBox(), await bar.boundingBox()];
    expect(b && n && b.y + b.height <= n.y + 1).toBe(true);
    await bar.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  // The site is usable behind the banner, and nothing is sent while the visitor has not chosen.
  await goTo(page, 'Qui suis-je', '/qui-suis-je');
  await expect(banner(page)).toBeVisible();
  expect(log.requests).toEqual([]);
  expect(await trackerCookies(context)).toEqual([]);
  expect(await consentCookie(context)).toBeNull();

  await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await consentCookie(context)).toMatchObject({ v: 1, tools: { matomo: false, gtm: false, plausible: false, pixel: false } });
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await goTo(page, 'Contact', '/me-contacter');
  await expect(banner(page)).toBeHidden();
  expect(log.requests).toEqual([]);
  expect(await trackerCookies(context)).toEqual([]);
});

// What loads and when (the tools' requests, cookies, page views): one width. The banner at 390 px: « avant tout choix… »;
// the choices' dialog at 390 px: « « Personnaliser » fermé sans choisir… ».
test(
  '« Tout accepter » charge chaque outil une fois, une page vue par navigation ; le retrait arrête tout sans recharger',
  ONE_WIDTH,
  async ({ page, context }) => {
    test.setTimeout(60_000); // five pages and a withdrawal
    const log = await routeTrackers(context);
    await page.goto(START);
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    await expect(banner(page)).toBeHidden();
    // The page view held while the banner was open is sent once the choice is known.
    const start = [START];
    await expect.poll(() => log.pageViews()).toEqual({ matomo: start, gtm: start, plausible: start, pixel: start });
    await goTo(page, 'Qui suis-je', '/qui-suis-je');
    await goTo(page, 'Contact', '/me-contacter');
    const visited = [START, `${ANALYTICS_BASE}/qui-suis-je`, `${ANALYTICS_BASE}/me-contacter`];
    await expect.poll(() => log.pageViews()).toEqual({ matomo: visited, gtm: visited, plausible: visited, pixel: visited });
    expect(log.scripts()).toEqual({ matomo: 1, gtm: 1, plausible: 1, pixel: 1 });
    expect(await trackerCookies(context)).toEqual(['_fbp', '_ga', '_ga_TEST42', '_pk_id.7.1a2b', '_pk_ses.7.1a2b']);

    // Withdraw from the footer: the dialog shows the current answers, "Tout refuser" takes them back.
    // By keyboard: at 390 px the footer is still scrolling into view (smooth scroll) when a click lands.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByRole('checkbox', { name: 'Accepter Matomo' })).toBeChecked();
    await dialog(page).getByRole('button', { name: 'Tout refuser' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect.poll(() => trackerCookies(context)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('plausible_ignore'))).toBe('true');
    // Each tool's own switch is off: even a tag firing by itself (as a GTM tag or Matomo's link
    // tracking would) sends nothing and recreates no cookie.
    await page.evaluate(() => {
      const w = window as unknown as { _paq: { push(c: unknown[]): void }; dataLayer: unknown[]; fbq(...a: unknown[]): void; plausible(...a: unknown[]): void };
      w._paq.push(['trackPageView']);
      w.dataLayer.push({ event: 'vitrine.page_view', page_location: location.href, page_title: document.title });
      w.fbq('track', 'PageView');
      w.plausible('pageview');
    });
    const sent = log.requests.length;
    await goTo(page, 'Qui suis-je', '/qui-suis-je');
    await goTo(page, 'Accueil', '/');
    expect(log.requests.length).toBe(sent);
    expect(await trackerCookies(context)).toEqual([]);
    expect(await consentCookie(context)).toMatchObject({ tools: { matomo: false, gtm: false, plausible: false, pixel: false } });
  },
);

test('« Personnaliser » fermé sans choisir : le bandeau revient et le focus retourne sur « Personnaliser »', async ({ page, context }) => {
  const log = await routeTrackers(context);
  await page.goto(START);
  const customise = banner(page).getByRole('button', { name: 'Personnaliser' });
  await customise.click();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(customise).toBeFocused();
  // Again with the dialog's own close button; still no choice made, nothing sent.
  await customise.click();
  await dialog(page).getByRole('button', { name: 'Fermer sans enregistrer' }).click();
  await expect(customise).toBeFocused();
  expect(log.requests).toEqual([]);
  expect(await consentCookie(context)).toBeNull();
});

// Which tool loads after a partial choice: one width. The choices' dialog at 390 px: « « Personnaliser » fermé sans choisir… ».
test('« Personnaliser » : un seul outil accepté, seul celui-ci charge ; la politique de cookies rouvre les choix', ONE_WIDTH, async ({ page, context }) => {
  const log = await routeTrackers(context);
  await page.goto(START);
  await banner(page).getByRole('button', { name: 'Personnaliser' }).click();
  await expect(dialog(page)).toBeVisible();
  // Each configured tool, none ticked in advance, with its purpose and cookies.
  for (const name of ['Matomo', 'Google Tag Manager (Google Analytics)', 'Plausible', 'Pixel Meta (Facebook)']) {
    await expect(dialog(page).getByRole('checkbox', { name: `Accepter ${name}` })).not.toBeChecked();
  }
  await expect(dialog(page)).toContainText('_ga (13 mois)');
  await expectAccessible(page);
  await dialog(page).getByRole('checkbox', { name: 'Accepter Plausible' }).check();
  await dialog(page).getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => log.pageViews().plausible).toEqual([START]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Politique de cookies' }).click();
  await expect(page).toHaveURL(`${ANALYTICS_BASE}/cookie-policy`);
  await expect.poll(() => log.pageViews().plausible).toEqual([START, `${ANALYTICS_BASE}/cookie-policy`]);
  expect(new Set(log.requests.map((r) => r.host))).toEqual(new Set(['plausible.io']));
  expect(log.scripts()).toEqual({ matomo: 0, gtm: 0, plausible: 1, pixel: 0 });
  expect(await consentCookie(context)).toMatchObject({ tools: { matomo: false, gtm: false, plausible: true, pixel: false } });
  // The cookie policy page has its own "Gérer les cookies", showing the saved answers.
  await page.getByRole('main').getByRole('button', { name: 'Gérer les cookies' }).click();
  await expect(dialog(page).getByRole('checkbox', { name: 'Accepter Plausible' })).toBeChecked();
  await expect(dialog(page).getByRole('checkbox', { name: 'Accepter Matomo' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('main').getByRole('button', { name: 'Gérer les cookies' })).toBeFocused();
});

// Security review 4, finding 3: what the tools are told, not a layout.
test(
  'un lien de réinitialisation ne livre son jeton à aucun outil et quitte la barre d’adresse ; une adresse e-mail dans l’URL non plus',
  ONE_WIDTH,
  async ({ page, context }) => {
    const log = await routeTrackers(context);
    await page.goto(START);
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    await expect.poll(() => log.pageViews().matomo).toEqual([START]);

    // The link of the e-mail: the page reads the token, then the address no longer holds it.
    const token = '3671929aedcca429af97d809a2cdc475e6f559ce0a22bac6';
    await page.goto(`${ANALYTICS_BASE}/password/reset/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeVisible();
    await expect.poll(() => log.pageViews().matomo).toEqual([START, `${ANALYTICS_BASE}/password`]);
    await expect(page).toHaveURL(`${ANALYTICS_BASE}/password/reset`);
    // A newsletter link with the reader's address in it, and a campaign.
    await page.goto(`${ANALYTICS_BASE}/qui-suis-je?email=camille.durand%40exemple.fr&utm_source=lettre`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    // The private page is named by its section; the public one keeps its campaign, not the address.
    const views = [START, `${ANALYTICS_BASE}/password`, `${ANALYTICS_BASE}/qui-suis-je?utm_source=lettre`];
    await expect.poll(() => log.pageViews()).toEqual({ matomo: views, gtm: views, plausible: views, pixel: [START] });
    // The pixel reads the address itself: it hears of neither page (their addresses hold more than a page view says).
    const sent = JSON.stringify(log.requests);
    expect(sent).not.toContain(token);
    expect(sent).not.toMatch(/camille|exemple\.fr|%40/);
  },
);

// The age of a consent, not the layout (the banner at 390 px: the tests above). At a fixed instant, 31
// December 23:30 in Paris: counting 13 months back from a day the month before lacks (31 November) is
// where a month count slips; the browser's clock stands there (support/clock.ts's instants).
test('un consentement de plus de 13 mois est redemandé, un plus récent est respecté', ONE_WIDTH, async ({ page, context }) => {
  await page.clock.setFixedTime(new Date(instantNamed('31 December 23:30').iso));
  const log = await routeTrackers(context);
  // Given on 29 November 2025: its 13 months ended on 29 December 2026. Given a year before: valid until 31 January 2027.
  const expired = Date.parse('2025-11-29T22:30:00Z');
  const yearOld = Date.parse('2025-12-31T22:30:00Z');
  const stored = (at: number) => ({
    name: 'vitrine_consent',
    value: encodeURIComponent(JSON.stringify({ v: 1, at, tools: { matomo: true, gtm: true, plausible: true, pixel: true }, embeds: [] })),
    url: ANALYTICS_BASE,
  });
  await context.addCookies([stored(expired)]);
  await page.goto(START);
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(log.requests).toEqual([]);

  await context.addCookies([stored(yearOld)]);
  await page.reload();
  await expect.poll(() => log.scripts()).toEqual({ matomo: 1, gtm: 1, plausible: 1, pixel: 1 });
  await expect(banner(page)).toBeHidden();
  // The end-of-test axe scan needs the reloaded page itself, not the moment between two documents.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

// What is absent, not a layout (the banner at 390 px: the journeys above).
test('sans outil configuré : ni bandeau, ni cookie de consentement, ni lien « Gérer les cookies »', ONE_WIDTH, async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Politique de cookies' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Politique de cookies' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Gérer les cookies' })).toHaveCount(0);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('vitrine_consent');
});

test.describe('les textes légaux ne sont pas dans chaque page', () => {
  test.use({ allowedConsoleErrors: [[/status of 503/, /HTTP 503 GET .*\/api\/parameter$/, /parameter/i], { scope: 'test' }] });

  // A failure path: one width (the cookie policy page is in view at 390 px in « Personnaliser »).
  test(
    'le lien du bandeau mène à la politique de cookies, demandée à ce moment ; un échec le dit en français, « Réessayer » l’affiche',
    ONE_WIDTH,
    async ({ page }) => {
      await page.goto(START);
      await expect(banner(page)).toBeVisible();
      // The page does not carry the legal texts: following the banner's link asks the API for them (client navigation).
      let answer: 'fail' | 'pass' = 'fail';
      const asked: string[] = [];
      await page.route('**/api/parameter', async (route) => {
        asked.push(answer);
        if (answer === 'fail') await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"indisponible"}' });
        else await route.continue();
      });
      await banner(page).getByRole('link', { name: 'Politique de cookies' }).click();
      await expect(page).toHaveURL(`${ANALYTICS_BASE}/cookie-policy`);
      await expect(page.getByRole('main').getByRole('alert')).toContainText('Ce texte n’a pas pu être chargé', { timeout: 15_000 });
      expect(asked[0]).toBe('fail');
      answer = 'pass';
      await page.getByRole('main').getByRole('button', { name: 'Réessayer' }).click();
      const policy = page.getByRole('main').getByRole('article', { name: 'Politique de cookies' });
      await expect(policy.getByRole('heading', { level: 1, name: 'Politique de cookies' })).toBeVisible();
      await expect(policy).toContainText('Qu’est-ce qu’un cookie ?');
      expect(asked.at(-1)).toBe('pass');
    },
  );
});
