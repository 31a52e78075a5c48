/**
 * Issue 23, "hydrate only what a visitor can touch": on a server-rendered page the static blocks'
 * code is never downloaded (their server HTML stays), interactive blocks hydrate when the visitor
 * reaches them and work, blocks still render after a client-side navigation, and the shell's
 * menu and cart button respond on a slow phone before the rest of the page's code has arrived.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { routeTrackers } from './support/analytics-stubs';
import { signInWithCookie } from './support/api-login';
import { ONE_WIDTH } from './support/one-width';
import { ANALYTICS_BASE, E2E_PORT } from './support/ports';
import { expect, test } from './support/test';
import { APP_PAGE } from './support/pages';

/** The built file of each block's definition chunk, from Vite's manifest (the build under test). */
function definitionFiles(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(path.resolve('dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const files = new Map<string, string>();
  for (const [source, chunk] of Object.entries(manifest)) {
    const name = /^registry\/([a-z0-9-]+)\/definition\.ts$/.exec(source)?.[1];
    if (name) files.set(name, chunk.file);
  }
  return files;
}

/** Every script URL path the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
  });
  return scripts;
}

/** /qui-suis-je: heading, columns, image, cms-text, section, callout (static) and newsletter (interactive). */
const PAGE = '/qui-suis-je';
const STATIC_BLOCKS = ['heading', 'columns', 'image', 'cms-text', 'section', 'callout'];

test('static blocks keep their server HTML and never load their code; the interactive block works once scrolled to', async ({ page }) => {
  const files = definitionFiles();
  const scripts = recordScripts(page);
  await page.goto(PAGE);
  const headingText = await page.getByRole('heading', { level: 1 }).textContent();
  // The whole page, top to bottom, as a visitor reads it.
  await page.mouse.wheel(0, 20_000);
  const block = page.getByRole('region', { name: 'Recevoir la lettre bien-être' });
  await block.scrollIntoViewIfNeeded();
  await block.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill('pas-une-adresse');
  await block.getByRole('button', { name: 'Recevoir la lettre' }).click();
  // React's validation message, not the browser's: the block has hydrated and handles its form.
  await expect(block.getByRole('alert')).toBeVisible();
  expect(scripts).toContain(files.get('newsletter'));
  for (const name of STATIC_BLOCKS) expect(scripts, `${name}'s code`).not.toContain(files.get(name));
  // Their HTML is the server's, left in place (not re-rendered empty).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingText ?? '');
  await expect(page.locator('.vr-static img').first()).toBeVisible();
});

test('after a client-side navigation, static blocks render and the interactive block works', async ({ page }) => {
  const files = definitionFiles();
  const scripts = recordScripts(page);
  await page.goto(APP_PAGE);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  // A router link inside a static block: no page load, the router navigates.
  await page.getByRole('main').getByRole('link', { name: 'Précautions et contre-indications' }).first().click();
  await expect(page).toHaveURL(/\/precautions-et-contre-indications$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Then the footer to the page with the newsletter block.
  await page.locator('footer').getByRole('link', { name: 'Qui suis-je', exact: true }).first().click();
  await expect(page).toHaveURL(/\/qui-suis-je$/);
  expect(documents, 'no full page load').toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Rendered on the client now: their code was loaded for the navigation.
  expect(scripts).toContain(files.get('cms-text'));
  const block = page.getByRole('region', { name: 'Recevoir la lettre bien-être' });
  await block.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill('pas-une-adresse');
  await block.getByRole('button', { name: 'Recevoir la lettre' }).click();
  await expect(block.getByRole('alert')).toBeVisible();
});

test('until the page has loaded, no script is fetched: the boot script is in the page', async ({ page }) => {
  // Issue 37: the first paint and the LCP image never wait for a script, and no script's request
  // shares the first round trips with the stylesheet and the LCP image (as a file of its own, the
  // boot script was one: Lighthouse's simulated slow 4G then delayed the stylesheet).
  const scripts: Array<{ path: string; at: number }> = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  // Both events carry a timestamp of the same monotonic clock.
  const loadedAt = new Promise<number>((resolve) => cdp.once('Page.loadEventFired', (event) => resolve(event.timestamp)));
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Script') scripts.push({ path: new URL(event.request.url).pathname, at: event.timestamp });
  });
  await page.goto(PAGE, { waitUntil: 'load' });
  const load = await loadedAt;
  expect(scripts.filter((s) => s.at < load).map((s) => s.path)).toEqual([]);
  await expect(page.locator('script[src]')).toHaveCount(0);
  await expect(page.locator('script[type="module"]:not([src])')).toHaveCount(1);
  // And the app starts once the page has loaded, under the strict CSP (a violation fails the test).
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
});

test.describe('on a slow phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button and the bottom bar are the phone layout');

  test('the menu and the cart button respond before the rest of the page has loaded', async ({ page }) => {
    // No step here races a clock: the held code stays held until the end, so "before the rest" holds
    // however slow the machine is; each wait is for a state (the test's timeout is the only limit,
    // generous because the 4× throttling multiplies whatever load the machine is under).
    test.setTimeout(90_000);
    // 4× slower CPU, as Lighthouse's mobile preset; and every block's code and the footer's
    // newsletter held back until the end: the shell must not wait for them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const held: Array<() => Promise<void>> = [];
    let firstHeld: () => void = () => {};
    const askedFor = new Promise<void>((resolve) => (firstHeld = resolve));
    await page.route(/\/assets\/(definition|newsletter-signup|use-newsletter)-[^/]+\.js$/, (route) => {
      held.push(() => route.continue());
      firstHeld();
    });
    // Not waiting for <html data-hydrated>: it waits for every interactive part, which is held here.
    // A page the app starts, with the footer's sign-up (/qui-suis-je has its own, in a block, and
    // none in the footer; the home and /galerie start with the islands, whose cart entry is a link).
    await page.goto(APP_PAGE, { waitUntil: 'commit' });
    // Tapped as soon as the boot script has run (before it, at 4× under load, a tap is not held:
    // bootRan below): before the shell is live, the tap is held and replayed (boot.ts).
    await bootRan(page);
    await page.getByRole('navigation', { name: 'Accès rapides' }).getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden({ timeout: 30_000 });
    // The menu opened natively (it no longer starts the app at once): the cart link opens the drawer
    // once the shell is live — before, it is a plain link to the cart page.
    const cart = page
      .getByRole('banner')
      .getByRole('link', { name: /^Panier/ })
      .filter({ visible: true });
    await expect.poll(() => live(cart), { timeout: 30_000 }).toBe(true);
    await cart.click();
    await expect(page.getByRole('dialog', { name: 'Mon panier' })).toBeVisible({ timeout: 30_000 });
    // The rest was indeed still waiting (asked for, at idle time, not delivered), and the page says so.
    await askedFor;
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await Promise.all(held.map((release) => release()));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});

/**
 * Issue 37, "no lost tap": the app's own code held back (or the islands', on a page they start), so
 * the page is the server's HTML alone when the visitor taps. Returns what lets the code through.
 */
async function holdTheApp(page: Page): Promise<() => Promise<void>> {
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await page.route(/\/assets\/(app|islands)-[^/]+\.js$/, (route) => (holding ? held.push(() => route.continue()) : route.continue()));
  return async () => {
    holding = false;
    await Promise.all(held.map((release) => release()));
  };
}

/** True once React has attached its handlers to the element (the app has started). */
const live = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));

/**
 * The page's HTML is parsed and its boot script has run (a module script: run after parsing, before
 * DOMContentLoaded — `readyState` is already "interactive" before it runs, which let a tap through
 * unheld on a loaded CI machine); the app has not started. A tap between the first paint and this
 * moment (the end of parsing) is not held: a person does not tap that fast.
 */
const bootRan = (page: Page) => page.waitForLoadState('domcontentloaded');

/** Site 52's home: its offers' block, and the offer of six bottles of the Cuvée des Ormeaux rouge. */
function wineOffer(page: Page) {
  const offers = page.getByRole('region', { name: 'Nos vins du moment' });
  return { offers, add: offers.getByRole('button', { name: /^Ajouter 6 bouteilles\s:\sCuvée des Ormeaux rouge/u }) };
}

/** The offer's answer: the toast in the page's region (a part of the shell), the header's count from the cart's store. */
async function expectSixBottlesAdded(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /Cuvée des Ormeaux rouge.* a été ajouté au panier/u })).toBeVisible({ timeout: 15_000 });
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /^Panier/ })
      .filter({ visible: true }),
  ).toContainText('6');
}

test.describe('a tap before the app has started is answered', () => {
  test('the menu buttons: the menu opens at once, before the app; a submenu toggle is held, then opens', async ({ page, isMobile }) => {
    const release = await holdTheApp(page);
    await page.goto(APP_PAGE, { waitUntil: 'commit' });
    await bootRan(page);
    if (isMobile) {
      const button = page.getByRole('navigation', { name: 'Accès rapides' }).getByRole('button', { name: 'Menu' });
      await expect(button).toBeVisible();
      expect(await live(button)).toBe(false);
      await button.tap();
      // Answered by the browser (a native dialog opened by an invoker command), not held: the app is still held back.
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(button).not.toHaveAttribute('data-held-tap');
      await expect(menu.getByRole('button', { name: 'Fermer le menu' })).toBeFocused();
      expect(await live(button)).toBe(false);
      // The app starts while it is open: hydration leaves it open, and its links then navigate client-side.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await release();
      await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 });
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Qui suis-je', exact: true }).click();
      await expect(page).toHaveURL(/\/qui-suis-je$/);
      await expect(menu).toBeHidden();
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      // The top bar's menu button on a new document, the app held back: the browser opens the menu and closes it on Escape.
      await holdTheApp(page);
      await page.goto('/qui-suis-je', { waitUntil: 'commit' });
      await bootRan(page);
      const open = page.getByRole('button', { name: 'Ouvrir le menu' });
      expect(await live(open)).toBe(false);
      await open.tap();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();
      expect(await live(open)).toBe(false);
    } else {
      // A submenu's toggle in the desktop menu bar.
      const toggle = page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('button', { name: /^Afficher les pages de/ })
        .first();
      await expect(toggle).toBeVisible();
      expect(await live(toggle)).toBe(false);
      await toggle.click();
      await release();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
      await expect(page.getByRole('navigation', { name: 'Menu principal' }).locator('.menu__submenu:not([hidden])').getByRole('link').first()).toBeVisible();
    }
  });

  test('the cart and account links are plain links: they lead to their page', async ({ page }) => {
    // Never let through: the links work without the app.
    await holdTheApp(page);
    await page.goto('/qui-suis-je', { waitUntil: 'commit' });
    // Once the stylesheet applies (`load`): before it, both widths' cart links show.
    await page.waitForFunction(() => document.readyState === 'complete');
    const cart = page
      .getByRole('banner')
      .getByRole('link', { name: /^Panier/ })
      .filter({ visible: true });
    expect(await live(cart)).toBe(false);
    await cart.click();
    await expect(page).toHaveURL(/\/panier$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
    // The cart page is a new document: again, both widths' links show until its stylesheet applies.
    await page.waitForFunction(() => document.readyState === 'complete');
    const login = page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).filter({ visible: true });
    expect(await live(login)).toBe(false);
    await login.click();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('« Ajouter au panier » on a product page: held, then the product is in the cart', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/boutique/huile-de-massage-relaxante-lavande-bio-6', { waitUntil: 'commit' });
    await bootRan(page);
    const add = page.getByRole('button', { name: 'Ajouter au panier' });
    await expect(add).toBeVisible();
    expect(await live(add)).toBe(false);
    await add.click();
    // Not sent as a plain form (the page would reload with nothing added): held, shown pressed.
    await expect(add).toHaveAttribute('data-held-tap', '');
    await release();
    await expect(page.getByRole('status').filter({ hasText: '« Huile de massage relaxante lavande bio » a été ajouté au panier.' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/boutique\/huile-de-massage-relaxante-lavande-bio-6$/);
  });

  test('« Se connecter »: held, not posted to the page, then the visitor is logged in with what was typed', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    await bootRan(page);
    const form = page.getByRole('form', { name: 'J’ai déjà un compte' });
    await form.getByLabel('Adresse e-mail').fill('marie.lefebvre@exemple.fr');
    await form.getByLabel(/^Mot de passe/).fill('Massage-2026');
    const submit = form.getByRole('button', { name: 'Se connecter' });
    expect(await live(submit)).toBe(false);
    await submit.click();
    // Held (posted, the page would answer that nothing was sent, and the password would be typed again).
    await expect(submit).toHaveAttribute('data-held-tap', '');
    await release();
    await expect(
      page
        .getByRole('banner')
        .getByRole('button', { name: /^Mon compte/ })
        .locator('visible=true'),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page).not.toHaveURL(/\/auth/);
  });

  test('« Gérer les cookies » in the footer: held, then the choices open', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto(`${ANALYTICS_BASE}/qui-suis-je`, { waitUntil: 'commit' });
    await bootRan(page);
    const manage = page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' });
    expect(await live(manage)).toBe(false);
    await manage.click();
    await release();
    await expect(page.getByRole('dialog', { name: 'Personnaliser mes choix' })).toBeVisible({ timeout: 15_000 });
  });

  test('site 52 in English: the language link is a plain link, it leads to the French page', async ({ page }) => {
    // Never let through: the link works without the app.
    await holdTheApp(page);
    await page.goto(`http://vins.localhost:${E2E_PORT}/en/the-estate`, { waitUntil: 'commit' });
    // Once the stylesheet applies (`load`): before it, both widths' switchers show.
    await page.waitForFunction(() => document.readyState === 'complete');
    const french = page.locator('header.site-header, .mobile-top-bar').getByRole('link', { name: 'Français' }).filter({ visible: true }).first();
    expect(await live(french)).toBe(false);
    await french.click();
    await expect(page).toHaveURL(`http://vins.localhost:${E2E_PORT}/le-domaine`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('the consent banner is never in the server’s HTML: it shows once the app runs, and its buttons answer', async ({ page, context }) => {
    // « Tout accepter » loads the tools: their hosts answered by local stand-ins.
    await routeTrackers(context);
    const release = await holdTheApp(page);
    await page.goto(`${ANALYTICS_BASE}/`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState === 'complete');
    const banner = page.getByRole('region', { name: 'Vos choix en matière de cookies' });
    // Nothing to tap before the app: no « Tout accepter » a tap could be lost on.
    await expect(banner).toHaveCount(0);
    await release();
    await banner.getByRole('button', { name: 'Tout accepter' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
    await expect(banner).toHaveCount(0);
  });
});

test('what a visitor types and ticks before the page has hydrated is what the form sends', async ({ page, request }) => {
  // The islands' code held back (a page of static blocks): the footer's newsletter is the server's HTML only while the visitor fills it.
  const held: Array<() => Promise<void>> = [];
  await page.route(/\/assets\/islands-[^/]+\.js$/, (route) => {
    held.push(() => route.continue());
  });
  // Not waiting for <html data-hydrated>: the visitor does not either. (A page whose footer has the sign-up.)
  await page.goto('/galerie', { waitUntil: 'commit' });
  const footer = page.getByRole('contentinfo');
  const email = `avant-hydratation-${test.info().project.name}-${Date.now()}@yopmail.com`;
  await footer.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill(email);
  await footer.getByRole('checkbox', { name: /J’accepte de recevoir la lettre/ }).check();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await Promise.all(held.map((release) => release()));
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  // Still what the visitor sees, and what React holds: the sign-up goes through with that address.
  await expect(footer.getByRole('textbox', { name: 'Votre adresse e-mail' })).toHaveValue(email);
  await footer.getByRole('button', { name: 'Recevoir la lettre' }).click();
  await expect(footer.getByRole('status')).toHaveText('Merci ! Votre inscription à la lettre est bien enregistrée.');
  const writes = (await (await request.get('/api/__demo/writes')).json()) as { data: Array<{ siteId: number; newsletterSignups: Array<{ email: string }> }> };
  const signups = writes.data.find((site) => site.siteId === 51)?.newsletterSignups ?? [];
  expect(signups.filter((signup) => signup.email === email)).toHaveLength(1);
});

test('what a visitor types in a schema form (rjsf) before it has hydrated is what it checks and sends', async ({ page }) => {
  // The contact form's server HTML is rjsf's own; the form keeps its data in its state, which
  // started empty: a submit just after hydration found every field empty and cleared the page's.
  const held: Array<() => Promise<void>> = [];
  await page.route(/\/assets\/app-[^/]+\.js$/, (route) => {
    held.push(() => route.continue());
  });
  await page.goto('/me-contacter', { waitUntil: 'commit' });
  const form = page.getByRole('region', { name: 'M’écrire' });
  await form.getByRole('textbox', { name: /Prénom/ }).fill('Léa');
  await form.getByRole('textbox', { name: /Adresse e-mail/ }).fill('lea@');
  await form.getByRole('checkbox', { name: /J’accepte que mes données/ }).check();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await Promise.all(held.map((release) => release()));
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  await form.getByRole('button', { name: 'Envoyer mon message' }).click();
  // The form judged what was typed: the address is invalid, the first name and the consent are there.
  await expect(form.getByRole('link', { name: 'Adresse e-mail : Cette adresse n’est pas valide (exemple : prenom@exemple.fr).' })).toBeVisible();
  await expect(form.getByRole('link', { name: /^Prénom :/ })).toHaveCount(0);
  await expect(form.getByRole('link', { name: /^J’accepte que mes données/ })).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Léa');
  await expect(form.getByRole('checkbox', { name: /J’accepte que mes données/ })).toBeChecked();
});

test('a submit tapped while the form’s own code still loads (the page around it live) is answered by the form, not sent to the server', async ({ page }) => {
  // The schema form's code (rjsf) arrives last: the page around it is live, the form still the
  // server's HTML. Before, the island counted as hydrated without it and let the submit go to the
  // server (« Formulaire non envoyé », what was typed lost).
  const held: Array<() => Promise<void>> = [];
  await page.route(/\/assets\/schema-form-[^/]+\.js$/, (route) => {
    held.push(() => route.continue());
  });
  await page.goto('/me-contacter', { waitUntil: 'commit' });
  const form = page.getByRole('region', { name: 'M’écrire' });
  // Touched: its island hydrates and asks for the form's code, which is held.
  await form.getByRole('textbox', { name: /Prénom/ }).fill('Léa');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await form.getByRole('button', { name: 'Envoyer mon message' }).click();
  await Promise.all(held.map((release) => release()));
  const summary = form.locator('.rjsf-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Adresse e-mail : Ce champ est obligatoire.');
  await expect(form.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Léa');
  await expect(page).toHaveURL(/\/me-contacter$/);
});

test('a part hydrated when reached keeps the ids of the server’s HTML: the sign-up sent empty puts the focus in the e-mail field, described by its error', async ({
  page,
}) => {
  // React keeps the server's id attributes: had the part counted its useId positions differently
  // in the browser, the focus and the error's description would point at ids no element has.
  await page.goto('/galerie');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Recevoir la lettre' }).click();
  const email = footer.getByRole('textbox', { name: 'Votre adresse e-mail' });
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Indiquez votre adresse e-mail (par exemple prenom@exemple.fr).');
});

/** An article: text, images and links, nothing to hydrate but the shell (decision 011, step 3). */
const ARTICLE = '/blog/premiere-seance-de-massage';

/**
 * The app's entry and React Router: a page the islands start loads neither (TanStack Query comes
 * with the footer's newsletter form when it hydrates, once seen or when the browser is idle).
 */
const APP_START = /^assets\/(app|router)-[^/]+\.js$/;

test.describe('a page with nothing to hydrate but the shell and blocks that need no router starts with the islands (decision 011)', () => {
  test('the home: its Google reviews are a root of their own, hydrated with their query cache once reached, and the app never starts', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/');
    expect(scripts.some((file) => /^assets\/islands-[^/]+\.js$/.test(file))).toBe(true);
    const reviews = page.getByRole('region', { name: 'Les avis de mes clients' });
    await reviews.scrollIntoViewIfNeeded();
    // The reviews come after hydration (the server never waits for them), through the island's own query cache.
    const quotes = reviews.getByRole('button', { name: 'Lire la suite' });
    await expect(quotes.first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
    const cropped = await quotes.count();
    await quotes.first().click();
    // The quote shows whole: the island's handlers are live.
    await expect(quotes).toHaveCount(cropped - 1);
    expect(scripts.filter((file) => APP_START.test(file))).toEqual([]);
    // Its ids are the server's (its own prefix): the region is named by its heading.
    await expect(reviews.getByRole('heading', { level: 2 })).toHaveText('Les avis de mes clients');
  });

  test('a sign-up block tapped before its island has hydrated: the tap is held, then answered by the form', ONE_WIDTH, async ({ page }) => {
    // The block's own code held back: the island's root is live, its block still the server's HTML.
    const held: Array<() => Promise<void>> = [];
    await page.route(/\/assets\/block-island-content-[^/]+\.js$/, (route) => held.push(() => route.continue()));
    const scripts = recordScripts(page);
    // Not waiting for <html data-hydrated>: it waits for the block, which is held here.
    await page.goto(PAGE, { waitUntil: 'commit' });
    await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const block = page.getByRole('region', { name: 'Recevoir la lettre bien-être' });
    await block.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill('pas-une-adresse');
    await block.getByRole('button', { name: 'Recevoir la lettre' }).click();
    await Promise.all(held.map((release) => release()));
    // Not posted to the server: the form's own check answers, in the page.
    await expect(block.getByRole('alert')).toContainText('adresse e-mail');
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    expect(scripts.filter((file) => APP_START.test(file))).toEqual([]);
  });
  test('an offer on site 52’s home tapped before its island has hydrated: the tap is held, then adds the wine once', ONE_WIDTH, async ({ page }) => {
    // The block's own code held back: the island's root is live, its block still the server's HTML,
    // whose button is enabled. React's listeners on the root stop a click aimed at a part not
    // hydrated yet: the island must hear it first, or the tap is lost.
    const held: Array<() => Promise<void>> = [];
    await page.route(/\/assets\/block-island-content-[^/]+\.js$/, (route) => held.push(() => route.continue()));
    await page.goto(`http://vins.localhost:${E2E_PORT}/`, { waitUntil: 'commit' });
    const { add } = wineOffer(page);
    await add.scrollIntoViewIfNeeded();
    await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await add.click();
    // Nothing added yet: the click waits for the code.
    await expect(page.getByRole('status').filter({ hasText: /a été ajouté au panier/u })).toHaveCount(0);
    await Promise.all(held.map((release) => release()));
    await expectSixBottlesAdded(page);
  });
  test('site 52’s home: its product offers are a root of their own; an offer adds to the cart, says so, and its card leads to the wine’s page; the app never starts', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto(`http://vins.localhost:${E2E_PORT}/`);
    expect(scripts.some((file) => /^assets\/islands-[^/]+\.js$/.test(file))).toBe(true);
    const { offers, add } = wineOffer(page);
    await add.scrollIntoViewIfNeeded();
    // Enabled in the server's HTML already: a tap before the island has hydrated is held (the test above).
    await expect(add).toBeEnabled();
    await add.click();
    await expectSixBottlesAdded(page);
    expect(scripts.filter((file) => APP_START.test(file))).toEqual([]);
    // The card's link is a plain link here: the wine's page comes from the server, which the app runs.
    await offers.getByRole('link', { name: /^Cuvée des Ormeaux rouge/u }).click();
    await expect(page).toHaveURL(/\/boutique\/cuvee-des-ormeaux-rouge-fiefs-vendeens-brem-1$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Cuvée des Ormeaux rouge');
  });
});

test.describe('a page with nothing to hydrate but the shell starts with the islands (decision 011)', () => {
  test('an article: the shell answers without the router nor the query cache, and its links lead to their page', async ({ page, isMobile }) => {
    const scripts = recordScripts(page);
    await page.goto(ARTICLE);
    expect(scripts.some((file) => /^assets\/islands-[^/]+\.js$/.test(file))).toBe(true);
    expect(scripts.filter((file) => APP_START.test(file))).toEqual([]);
    if (isMobile) {
      await page.getByRole('navigation', { name: 'Accès rapides' }).getByRole('button', { name: 'Menu' }).tap();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Qui suis-je', exact: true }).click();
    } else {
      const toggle = page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('button', { name: /^Afficher les pages de/ })
        .first();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Qui suis-je', exact: true }).click();
    }
    await expect(page).toHaveURL(/\/qui-suis-je$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Qui suis-je ?' })).toBeVisible();
    // The cart entry is the link to the cart's page: its drawer needs the app.
    await page.goto(ARTICLE);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Panier/ })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(/\/panier$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  });

  test('a submenu toggle tapped before the islands have started is held, then opens', ONE_WIDTH, async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto(ARTICLE, { waitUntil: 'commit' });
    await bootRan(page);
    const toggle = page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: /^Afficher les pages de/ })
      .first();
    expect(await live(toggle)).toBe(false);
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-held-tap', '');
    await release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
    await expect(toggle).not.toHaveAttribute('data-held-tap');
  });

  test(
    'the consent: a first visit’s banner answers; a returning visitor’s page loads no consent reducer until « Gérer les cookies » is pressed',
    ONE_WIDTH,
    async ({ page, context }) => {
      await routeTrackers(context);
      const scripts = recordScripts(page);
      // immer comes at idle with the footer's newsletter form anyway; the reducer only for a choice to make.
      const reducer = (file: string) => /^assets\/consent-reducer-[^/]+\.js$/.test(file);
      await page.goto(`${ANALYTICS_BASE}${ARTICLE}`);
      expect(scripts.some((file) => /^assets\/islands-[^/]+\.js$/.test(file))).toBe(true);
      const banner = page.getByRole('region', { name: 'Vos choix en matière de cookies' });
      await banner.getByRole('button', { name: 'Tout refuser' }).click();
      await expect(banner).toBeHidden();
      expect(scripts.filter(reducer)).toHaveLength(1);
      // Back later: the choice is read, nothing more.
      scripts.length = 0;
      await page.reload();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      expect(scripts.filter(reducer)).toEqual([]);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' }).click();
      const dialog = page.getByRole('dialog', { name: 'Personnaliser mes choix' });
      await expect(dialog.getByRole('checkbox', { name: 'Accepter Matomo' })).not.toBeChecked();
      await dialog.getByRole('checkbox', { name: 'Accepter Matomo' }).check();
      await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
      await expect(dialog).toBeHidden();
      expect(scripts.filter(reducer)).toHaveLength(1);
    },
  );

  test('a member reads the same article through the app: their account is in the header', ONE_WIDTH, async ({ page, context }) => {
    await signInWithCookie(context, page.request, `http://127.0.0.1:${E2E_PORT}`, 'member');
    const scripts = recordScripts(page);
    await page.goto(ARTICLE);
    expect(scripts.some((file) => /^assets\/app-[^/]+\.js$/.test(file))).toBe(true);
    await expect(
      page
        .getByRole('banner')
        .getByRole('button', { name: /^Mon compte/ })
        .filter({ visible: true }),
    ).toBeVisible();
  });
});
