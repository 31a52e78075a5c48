/**
 * Issue 35, the page editor: from the admin bar, an admin adds blocks, moves them, undoes and redoes,
 * publishes, and an anonymous visitor sees the page change; an invalid block stops « Publier » with a
 * link to its field; two tabs meet a 409 and settle it; a version is restored and republished; a new
 * page is created, published and shown in the menu; a member gets 403 from the API and no editor.
 *
 * Isolation (the e2e server is shared by parallel tests): only the desktop journey edits
 * /qui-suis-je, and puts version 1 back at the end; every other test works on a page of its own,
 * created through the API with a name no other test uses.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { DEMO_ACCOUNTS, signInVinsAdmin, signInWithCookie } from './support/api-login';
import { copyDemoData } from './support/data-copy';
import { startOwnServer } from './support/own-server';
import { expect, expectAccessible, test } from './support/test';
import { ONE_WIDTH } from './support/one-width';

const HEADERS = { 'idSite': '51', 'userLang': 'fr_FR', 'Content-Type': 'application/json' };

async function tokenOf(request: APIRequestContext, baseURL: string, who: keyof typeof DEMO_ACCOUNTS): Promise<string> {
  const answer = await request.post(`${baseURL}/api/login`, { headers: HEADERS, data: DEMO_ACCOUNTS[who] });
  const body = (await answer.json()) as { data: { token: string } };
  return body.data.token;
}

/** An admin call of the demo API (setup and clean-up only: the journeys go through the editor). */
async function adminCall(
  request: APIRequestContext,
  baseURL: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<Record<string, unknown>> {
  const token = await tokenOf(request, baseURL, 'admin');
  const answer = await request.fetch(`${baseURL}/api${path}`, {
    method,
    headers: { ...HEADERS, Authorization: token },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

/** A page of this test alone (top level, in the menu), never published: its address. */
async function ownPage(request: APIRequestContext, baseURL: string, info: TestInfo, title: string): Promise<string> {
  const page = await adminCall(request, baseURL, 'POST', '/admin/page', {
    title: `${title} ${info.project.name} ${info.workerIndex}-${Date.now()}`,
    idParent: null,
    showInMenu: false,
  });
  return `/${String(page.url)}`;
}

/** Back to the page as the demo has it: version 1 restored and published. */
async function restoreOriginal(request: APIRequestContext, baseURL: string, slug: string): Promise<void> {
  const draft = await adminCall(request, baseURL, 'POST', `/admin/component/conf/${slug}/versions/1/restore`);
  await adminCall(request, baseURL, 'POST', `/admin/component/conf/${slug}/publish`, { revision: draft.revision });
}

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Outils de l’éditeur' });
/** The bar kept in view: the draft's status and « Publier ». */
const publishBar = (page: Page) => page.getByRole('group', { name: 'Enregistrement et publication' });
const publishButton = (page: Page) => publishBar(page).getByRole('button', { name: 'Publier' });
const blockList = (page: Page) => page.getByRole('region', { name: 'Blocs de la page' });
const form = (page: Page) => page.getByRole('region', { name: 'Réglages du bloc' });
const preview = (page: Page) => page.getByRole('region', { name: 'La page telle que les visiteurs la verront' });
/** The page's blocks, inside the preview's iframe. */
const frame = (page: Page) => preview(page).frameLocator('iframe');

async function addBlock(page: Page, search: string, name: string): Promise<void> {
  await toolbar(page).getByRole('button', { name: 'Ajouter un bloc' }).click();
  await page.getByRole('searchbox', { name: 'Rechercher un bloc' }).fill(search);
  await page.getByRole('button', { name: `Ajouter « ${name} »` }).click();
}

async function expectSaved(page: Page): Promise<void> {
  // The draft is sent 0.6 s after the last change; a busy test machine can take a while to answer.
  await expect(page.getByRole('status').filter({ hasText: /^Brouillon enregistré à \d{1,2}\u00a0h(?:\u00a0\d{2})?$/u })).toBeVisible({ timeout: 15_000 });
}

/** `button` is disabled and is seen to be: faded, unlike `enabled`, an available button beside it. */
async function expectLooksDisabled(button: Locator, enabled: Locator): Promise<void> {
  await expect(button).toBeDisabled();
  await expect(enabled).toBeEnabled();
  const opacity = (l: Locator) => l.evaluate((el) => Number(getComputedStyle(el).opacity));
  expect(await opacity(button)).toBeLessThan(0.7);
  expect(await opacity(enabled)).toBe(1);
}

/** The names of the top-level rows, in order. */
async function rowNames(page: Page): Promise<string[]> {
  return blockList(page).locator('.editor-list--depth-0 > li > .editor-row__bar .editor-row__name').allTextContents();
}

test('un admin ajoute un titre et une image, les déplace, annule, rétablit, publie : un visiteur voit la page', async ({
  page,
  context,
  request,
  baseURL,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const desktop = info.project.name === 'desktop';
  // The desktop journey edits /qui-suis-je itself; the phone's works on a page of its own (isolation).
  const path = desktop ? '/qui-suis-je' : await ownPage(request, base, info, 'Parcours');
  const slug = path.slice(1);
  await signInWithCookie(context, request, base, 'admin');
  try {
    if (desktop) {
      await page.goto(path);
      await page.getByRole('complementary', { name: 'Barre d’administration' }).getByRole('link', { name: 'Modifier cette page' }).click();
    } else {
      await page.goto(`/admin/editeur${path}`);
    }
    await expect(page).toHaveURL(new RegExp(`/admin/editeur${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Modifier « /u })).toBeVisible();
    // Nothing to undo yet, and the first block cannot go up: those buttons look unavailable (they looked
    // like the others, and did nothing when pressed).
    await expectLooksDisabled(toolbar(page).getByRole('button', { name: 'Annuler' }), publishButton(page));
    const firstRow = blockList(page).locator('.editor-row').first();
    await expectLooksDisabled(firstRow.getByRole('button', { name: /^Monter/u }), firstRow.getByRole('button', { name: /^Supprimer/u }));

    await addBlock(page, 'titre', 'Titre');
    const text = form(page).getByLabel(/^Titre\*?$/u);
    await text.fill('Mon parcours en trois dates');
    await addBlock(page, 'image', 'Image');
    await expect(form(page).getByLabel(/^Description de l’image/u)).toBeVisible();
    await form(page)
      .getByLabel(/^Description de l’image/u)
      .fill('Le studio des Achards au printemps');
    await expectSaved(page);

    const before = await rowNames(page);
    // Each row says what the block is and its own words, not its technical id (« Titre (heading-1) »).
    const heading = before.find((n) => n === 'Titre « Mon parcours en trois dates »');
    const image = before.find((n) => n === 'Image « Une légende courte pour situer la photo. »');
    expect(heading && image).toBeTruthy();
    // The image came right after the new title: « Monter » puts it before it.
    expect(before.indexOf(image!)).toBe(before.indexOf(heading!) + 1);
    await blockList(page)
      .getByRole('button', { name: `Monter le bloc ${image}` })
      .click();
    // The list follows the click in a render of its own (a long page stays responsive).
    await expect
      .poll(async () => {
        const names = await rowNames(page);
        return names.indexOf(image!) - names.indexOf(heading!);
      })
      .toBe(-1);
    const moved = await rowNames(page);

    await toolbar(page).getByRole('button', { name: 'Annuler' }).click();
    await expect.poll(() => rowNames(page)).toEqual(before);
    await page.getByRole('heading', { level: 1, name: /^Modifier « /u }).click();
    await page.keyboard.press('ControlOrMeta+Shift+Z');
    await expect.poll(() => rowNames(page)).toEqual(moved);
    await expectSaved(page);

    await publishButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: /^Version \d+ publiée/u })).toBeVisible();

    // A visitor, without any login, sees the change at once (the server's caches were emptied).
    const visitor = await browser.newContext();
    const visit = await visitor.newPage();
    await visit.goto(`${base}${path}`);
    await expect(visit.getByRole('heading', { name: 'Mon parcours en trois dates' })).toBeVisible();
    await expect(visit.getByRole('img', { name: 'Le studio des Achards au printemps' })).toBeVisible();
    await visitor.close();
    await page.goto(`/admin/editeur${path}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Modifier « /u })).toBeVisible();
  } finally {
    if (desktop) await restoreOriginal(request, base, slug);
  }
});

async function pageId(request: APIRequestContext, base: string, slug: string): Promise<number> {
  const data = await adminCall(request, base, 'GET', '/admin/page');
  const all: { id: number; url: string; children?: unknown[] }[] = [];
  const walk = (list: unknown[]) => {
    for (const p of list as { id: number; url: string; children?: unknown[] }[]) {
      all.push(p);
      walk(p.children ?? []);
    }
  };
  walk(data.pages as unknown[]);
  return all.find((p) => p.url === slug)?.id ?? -1;
}

test.describe('refusals and conflicts', () => {
  test.use({
    allowedConsoleErrors: [
      [
        /status of 409/,
        /HTTP 409 PUT .*\/api\/admin\/component\/conf\/[a-z0-9-]+\/draft$/u,
        /status of 400/,
        /HTTP 400 (POST|PUT) .*\/api\/admin\/page(\/\d+)?$/u,
      ],
      { scope: 'test' },
    ],
  });

  test('« Nouvelle page » et « Page » refusent un titre vide et une adresse prise, chaque erreur à côté de son champ', async ({
    page,
    context,
    request,
    baseURL,
  }, info) => {
    const path = await ownPage(request, baseURL ?? '', info, 'Champs');
    await signInWithCookie(context, request, baseURL ?? '', 'admin');
    await page.goto(`/admin/editeur${path}`);
    await toolbar(page).getByRole('button', { name: 'Nouvelle page' }).click();
    const created = page.getByRole('region', { name: 'Nouvelle page' });
    await created.getByRole('button', { name: 'Créer la page' }).click();
    await expect(created.getByLabel('Titre de la page')).toHaveAttribute('aria-invalid', 'true');
    await expect(created.getByLabel('Titre de la page')).toHaveAccessibleDescription('Ce champ est obligatoire.');

    await toolbar(page).getByRole('button', { name: 'Page', exact: true }).click();
    const settings = page.getByRole('region', { name: 'Titre, adresse, suppression' });
    await settings.getByLabel('Adresse de la page').fill('qui-suis-je');
    await settings.getByRole('button', { name: 'Renommer' }).click();
    await expect(settings.getByLabel('Adresse de la page')).toHaveAttribute('aria-invalid', 'true');
    await expect(settings.getByLabel('Adresse de la page')).toHaveAccessibleDescription(/« qui-suis-je » est déjà celle d’une autre page\.$/u);
    await expect(settings.getByLabel('Titre de la page')).toHaveAttribute('aria-invalid', 'false');
  });

  test('un bloc invalide bloque « Publier » et dit pourquoi, avec un lien vers le champ', async ({ page, context, request, baseURL }, info) => {
    const path = await ownPage(request, baseURL ?? '', info, 'Invalide');
    await signInWithCookie(context, request, baseURL ?? '', 'admin');
    await page.goto(`/admin/editeur${path}`);
    await addBlock(page, 'titre', 'Titre');
    await form(page)
      .getByLabel(/^Titre\*?$/u)
      .fill('');
    await expectSaved(page);
    await publishButton(page).click();
    const problems = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: /^Publication impossible/u }) });
    await expect(problems).toBeFocused();
    // One problem, said in the singular (it read « 1 problème(s) »).
    await expect(problems.getByRole('heading', { level: 2 })).toHaveText('Publication impossible : 1 problème à corriger');
    const link = problems.getByRole('link', { name: /^Titre « Votre activité · votre ville » — Titre\s: Ce champ est obligatoire\.$/u });
    await link.click();
    await expect(form(page).getByLabel(/^Titre\*?$/u)).toBeFocused();
    // « Fermer » gives the focus back to « Publier », which opened the list.
    await problems.getByRole('button', { name: 'Fermer' }).click();
    await expect(publishButton(page)).toBeFocused();
    // Nothing was published: the page is still unknown to visitors.
    const visitor = await request.get(`${baseURL}/api/component/conf${path}`, { headers: HEADERS });
    expect(visitor.status()).toBe(404);
  });

  // A failure path (a 409 between two tabs) and its settling: one width. The editor at 390 px: « un admin ajoute un
  // titre et une image… », « au clavier seul… », « un bloc invalide bloque « Publier »… ».
  test('deux onglets : le second apprend qu’un autre a enregistré, recharge sa version et continue', ONE_WIDTH, async ({ context, request, baseURL }, info) => {
    const path = await ownPage(request, baseURL ?? '', info, 'Onglets');
    await signInWithCookie(context, request, baseURL ?? '', 'admin');
    const first = await context.newPage();
    const second = await context.newPage();
    // Pages of their own (not the fixture's): wait for hydration here, as the fixture's goto does.
    for (const tab of [first, second]) {
      await tab.goto(`/admin/editeur${path}`);
      await tab.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
    }
    // Each tab is brought to the front before it is used, as a person switching tabs does: a tab left
    // behind may get no animation frames, and the editor answers a key or a click after its frame.
    await first.bringToFront();
    await addBlock(first, 'titre', 'Titre');
    await form(first)
      .getByLabel(/^Titre\*?$/u)
      .fill('Écrit dans le premier onglet');
    await expectSaved(first);

    await second.bringToFront();
    await addBlock(second, 'encadr', 'Encadré');
    const conflict = second.getByRole('alert').filter({ hasText: 'Quelqu’un d’autre a enregistré cette page' });
    await expect(conflict).toBeVisible();
    await expect(publishButton(second)).toBeDisabled();
    await conflict.getByRole('button', { name: 'Recharger sa version' }).click();
    await expect(conflict).toBeHidden();
    // A new page starts with its title (what visitors would see of it), then the first tab's block. The
    // list follows the reloaded page in a deferred render (a frame later on a slow phone): polled.
    await expect.poll(() => rowNames(second)).toEqual([expect.stringMatching(/^Titre « Onglets /u), 'Titre « Écrit dans le premier onglet »']);
    await expect(frame(second).getByRole('button', { name: 'Sélectionner le bloc Titre « Écrit dans le premier onglet »' })).toBeAttached();
    // The reload is one step: « Annuler » brings this tab's own blocks back, and they save over theirs.
    await toolbar(second).getByRole('button', { name: 'Annuler' }).click();
    await expectSaved(second);
    await first.close();
    await second.close();
  });
});

// What a restored version publishes (a rule): one width. The editor at 390 px: « un admin ajoute un titre et une image… »,
// « loin dans la page… », « un bloc supprimé… ».
test('une version restaurée puis republiée remet la page d’avant', ONE_WIDTH, async ({ page, context, request, baseURL }, info) => {
  test.setTimeout(60_000);
  const path = await ownPage(request, baseURL ?? '', info, 'Versions');
  await signInWithCookie(context, request, baseURL ?? '', 'admin');
  await page.goto(`/admin/editeur${path}`);
  await addBlock(page, 'titre', 'Titre');
  await form(page)
    .getByLabel(/^Titre\*?$/u)
    .fill('Première version');
  await publishButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 1 publiée' })).toBeVisible();
  await form(page)
    .getByLabel(/^Titre\*?$/u)
    .fill('Deuxième version');
  await publishButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 2 publiée' })).toBeVisible();

  await toolbar(page).getByRole('button', { name: 'Versions' }).click();
  const versions = page.getByRole('region', { name: 'Versions publiées' });
  await expect(versions.getByText('1 bloc modifié.')).toBeVisible();
  await versions.getByRole('button', { name: /^Aperçu\s: version 1$/u }).click();
  await expect(frame(page).getByRole('heading', { name: 'Première version' })).toBeVisible();
  await versions.getByRole('button', { name: 'Restaurer la version 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 1 restaurée dans le brouillon' })).toBeVisible();
  await expect(form(page).getByLabel(/^Titre\*?$/u)).toHaveValue('Première version');
  await publishButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 3 publiée' })).toBeVisible();
  const conf = await (await request.get(`${baseURL}/api/component/conf${path}`, { headers: HEADERS })).json();
  expect(JSON.stringify(conf)).toContain('Première version');
});

// What the draft keeps across « Précédent » (a rule): one width. The editor at 390 px: « un admin ajoute un titre
// et une image… », « au clavier seul… ».
test(
  'l’éditeur rouvert dans l’onglet reprend le brouillon enregistré, et la suite s’enregistre',
  ONE_WIDTH,
  async ({ page, context, request, baseURL }, info) => {
    const path = await ownPage(request, baseURL ?? '', info, 'Retour');
    await signInWithCookie(context, request, baseURL ?? '', 'admin');
    await page.goto(`/admin/editeur${path}`);
    await addBlock(page, 'titre', 'Titre');
    await form(page)
      .getByLabel(/^Titre\*?$/u)
      .fill('Écrit avant de quitter l’éditeur');
    await expectSaved(page);
    const saved = await rowNames(page);

    // The admin goes to the panel, then comes back with the browser's « Précédent »: the editor opens
    // again in the same tab. It showed the draft as it was first opened (the title gone), and the next
    // change met « Quelqu’un a enregistré cette page » — the admin's own save.
    await page.getByRole('link', { name: 'Retour au panneau' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Administration du site' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: /^Modifier « /u })).toBeVisible();
    await expect.poll(() => rowNames(page)).toEqual(saved);
    await blockList(page).getByRole('button', { name: 'Modifier le bloc Titre « Écrit avant de quitter l’éditeur »' }).click();
    await expect(form(page).getByLabel(/^Titre\*?$/u)).toHaveValue('Écrit avant de quitter l’éditeur');
    await form(page)
      .getByLabel(/^Titre\*?$/u)
      .fill('Écrit après être revenu');
    await expectSaved(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Quelqu’un d’autre a enregistré cette page' })).toHaveCount(0);
    const draft = await adminCall(request, baseURL ?? '', 'GET', `/admin/component/conf${path}/draft`);
    expect(JSON.stringify(draft.blocks)).toContain('Écrit après être revenu');
  },
);

// When a change is saved, and the browser’s question on closing (a rule): one width. The editor at 390 px:
// « un admin ajoute un titre et une image… », « au clavier seul… ».
test(
  'quitter l’éditeur juste après une frappe : elle est enregistrée, et fermer l’onglet avant demande confirmation',
  ONE_WIDTH,
  async ({ page, context, request, baseURL }, info) => {
    const path = await ownPage(request, baseURL ?? '', info, 'Sortie');
    await signInWithCookie(context, request, baseURL ?? '', 'admin');
    await page.goto(`/admin/editeur${path}`);
    await addBlock(page, 'titre', 'Titre');
    await expectSaved(page);
    const draftText = async () => JSON.stringify((await adminCall(request, baseURL ?? '', 'GET', `/admin/component/conf${path}/draft`)).blocks);

    // Closing the tab while a change waits to be saved: the browser asks first (the tab's copy goes with the tab).
    // Its save is held back, so the change is still unsaved when the tab closes however slow the machine
    // (the pause before a save is 0.6 s: on a loaded machine it had passed, and nothing was left to ask about).
    const draftPath = new RegExp(`/admin/component/conf${path.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}/draft$`, 'u');
    let letTheSaveGo: () => void = () => undefined;
    const saveHeld = new Promise<void>((resolve) => (letTheSaveGo = resolve));
    await page.route(draftPath, async (route) => {
      if (route.request().method() !== 'GET') await saveHeld;
      await route.continue();
    });
    await form(page)
      .getByLabel(/^Titre\*?$/u)
      .fill('Tapé juste avant de fermer');
    // The editor has taken the change (a key and a closed tab within one frame are not a visitor's).
    await expect(page.getByRole('status').filter({ hasText: /^(?:Modifications en attente d’enregistrement|Enregistrement du brouillon)…$/u })).toBeVisible();
    const asked = page.waitForEvent('dialog', { timeout: 5_000 });
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    letTheSaveGo();
    await page.unroute(draftPath);
    await expectSaved(page);

    // Typing, then « Retour au panneau » at once (before the pause that starts a save): the change was
    // kept in the tab only, never sent — lost with the tab. It is sent as the editor closes.
    await form(page)
      .getByLabel(/^Titre\*?$/u)
      .fill('Tapé juste avant de partir');
    await page.getByRole('link', { name: 'Retour au panneau' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Administration du site' })).toBeVisible();
    await expect.poll(draftText, { timeout: 10_000 }).toContain('Tapé juste avant de partir');
  },
);

test('à 390 px, l’aperçu est celui d’un téléphone : les media queries de la page suivent la largeur choisie, pas la fenêtre', async ({
  page,
  context,
  request,
  baseURL,
}, info) => {
  const path = await ownPage(request, baseURL ?? '', info, 'Largeurs');
  await signInWithCookie(context, request, baseURL ?? '', 'admin');
  await page.goto(`/admin/editeur${path}`);
  await addBlock(page, 'grille', 'Grille de cartes');
  // The card grid has one column on a phone, two from 40rem, three from 62rem (src/ui/card-grid.css).
  const grid = frame(page).locator('.card-grid').first();
  const columns = () => grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
  await preview(page).getByRole('radio', { name: 'Téléphone 390 px' }).check();
  await expect.poll(columns).toBe(1);
  await preview(page).getByRole('radio', { name: 'Tablette 768 px' }).check();
  await expect.poll(columns).toBe(2);
  await preview(page).getByRole('radio', { name: 'Ordinateur 1280 px' }).check();
  await expect.poll(columns).toBe(3);
  // The whole page is in view, shown smaller, whatever the room: at 1280 px in a window of 1280 (≈ 680 px
  // of room) or 390, its right part was a sideways scroll away.
  const holder = preview(page).getByRole('group', { name: 'Aperçu de la page à 1280 px de large' });
  await expect.poll(() => holder.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
  const shown = await preview(page).locator('iframe').boundingBox();
  const room = await holder.boundingBox();
  expect(shown && room && shown.x + shown.width <= room.x + room.width + 1).toBe(true);
});

// The owner changing a block far down the page: the draft's status and « Publier » were at the top only
// (on a phone, two screens of list and form above), and the preview opened at 1280 px on a phone too.
test('loin dans la page, l’état du brouillon et « Publier » restent sous les yeux ; l’aperçu s’ouvre à la largeur de l’écran', async ({
  page,
  context,
  request,
  baseURL,
}, info) => {
  const path = await ownPage(request, baseURL ?? '', info, 'Barre');
  await signInWithCookie(context, request, baseURL ?? '', 'admin');
  await page.goto(`/admin/editeur${path}`);
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  await expect(preview(page).getByRole('radio', { name: phone ? 'Téléphone 390 px' : 'Ordinateur 1280 px' })).toBeChecked();
  await expect(preview(page).getByRole('group', { name: `Aperçu de la page à ${phone ? 390 : 1280} px de large` })).toBeVisible();

  await addBlock(page, 'grille', 'Grille de cartes');
  await addBlock(page, 'titre', 'Titre');
  const title = form(page).getByLabel(/^Titre\*?$/u);
  await title.fill('Tout en bas de la page');
  // Far down: the end of the page's preview, under the list and the form on a phone.
  await preview(page)
    .locator('iframe')
    .evaluate((element) => element.scrollIntoView({ block: 'end' }));
  // On a phone the toolbar and the form are screens above (beside the page at 1280 px, the form stays in view).
  if (phone) await expect(title).not.toBeInViewport();
  if (phone) await expect(toolbar(page)).not.toBeInViewport();
  await expectSaved(page);
  await expect(publishBar(page).getByRole('status').first()).toBeInViewport();
  // In view and not under the site's top bar: the click lands on it.
  await expect(publishButton(page)).toBeInViewport();
  await publishButton(page).click();
  await expect(
    publishBar(page)
      .getByRole('status')
      .filter({ hasText: /^Version \d+ publiée/u }),
  ).toBeInViewport();
});

test('une nouvelle page créée, publiée, apparaît dans le menu et le plan du site', async ({ page, context, request, baseURL, browser }, info) => {
  test.setTimeout(60_000);
  await signInWithCookie(context, request, baseURL ?? '', 'admin');
  await page.goto('/admin/editeur/qui-suis-je');
  await toolbar(page).getByRole('button', { name: 'Nouvelle page' }).click();
  const title = `Séances en duo ${info.project.name} ${Date.now()}`;
  const panel = page.getByRole('region', { name: 'Nouvelle page' });
  await panel.getByLabel('Titre de la page').fill(title);
  const slug = await panel.getByLabel('Adresse de la page').inputValue();
  expect(slug).toMatch(/^seances-en-duo-(desktop|mobile)-\d+$/u);
  await panel.getByRole('button', { name: 'Créer la page' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/editeur/${slug}$`));
  await expect(page.getByText('Page pas encore publiée')).toBeVisible();
  await addBlock(page, 'titre', 'Titre');
  await form(page)
    .getByLabel(/^Titre\*?$/u)
    .fill('À deux, c’est encore mieux');
  await publishButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 1 publiée' })).toBeVisible();

  const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visit = await visitor.newPage();
  await visit.goto(`${baseURL}/${slug}`);
  await expect(visit.getByRole('heading', { name: 'À deux, c’est encore mieux' })).toBeVisible();
  const sitemap = await (await visit.request.get(`${baseURL}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/${slug}</loc>`);
  const menuTree = await (await visit.request.get(`${baseURL}/api/page`, { headers: HEADERS })).text();
  expect(menuTree).toContain(`"url":"${slug}"`);
  if (info.project.name === 'desktop') await expect(visit.getByRole('navigation').first().getByRole('link', { name: title })).toBeAttached();
  await visitor.close();
  // Out of the menu again, so that other journeys' menus stay the demo's.
  await adminCall(request, baseURL ?? '', 'PUT', `/admin/page/${await pageId(request, baseURL ?? '', slug)}`, { showInMenu: false });
});

// What a rename keeps and a deletion removes (rules): one width. The « Page » form at 390 px: « « Nouvelle page » et
// « Page » refusent un titre vide… »; the editor at 390 px: « un admin ajoute un titre et une image… ».
test('une page renommée garde son brouillon, puis est supprimée après confirmation', ONE_WIDTH, async ({ page, context, request, baseURL }, info) => {
  test.setTimeout(60_000);
  const path = await ownPage(request, baseURL ?? '', info, 'Renommer');
  await signInWithCookie(context, request, baseURL ?? '', 'admin');
  await page.goto(`/admin/editeur${path}`);
  await addBlock(page, 'titre', 'Titre');
  await form(page)
    .getByLabel(/^Titre\*?$/u)
    .fill('Tapé juste avant de renommer');
  // At once, before the draft saves itself: the rename saves it first, then moves it with the page.
  await toolbar(page).getByRole('button', { name: 'Page', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Titre, adresse, suppression' });
  const title = `Nouveau nom ${info.project.name}`;
  const slug = `nouveau-nom-${info.project.name}-${Date.now()}`;
  await panel.getByLabel('Titre de la page').fill(title);
  await panel.getByLabel('Adresse de la page').fill(slug);
  await panel.getByRole('button', { name: 'Renommer' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/editeur/${slug}$`));
  await expect(page.getByRole('status').filter({ hasText: `Page renommée « ${title} ».` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Modifier « ${title} »` })).toBeVisible();
  await expect(frame(page).getByRole('heading', { name: 'Tapé juste avant de renommer' })).toBeVisible();
  const draft = await adminCall(request, baseURL ?? '', 'GET', `/admin/component/conf/${slug}/draft`);
  expect(JSON.stringify(draft)).toContain('Tapé juste avant de renommer');

  // Deleting asks first; « Non » keeps the page. (The editor of the new address opened with its panels closed.)
  await toolbar(page).getByRole('button', { name: 'Page', exact: true }).click();
  await panel.getByRole('button', { name: 'Supprimer la page…' }).click();
  const confirm = panel.getByRole('alertdialog');
  await expect(confirm).toContainText(`La page « ${title} », son brouillon et toutes ses versions seront supprimés`);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Non, garder la page' }).click();
  await expect(confirm).toBeHidden();
  await panel.getByRole('button', { name: 'Supprimer la page…' }).click();
  await confirm.getByRole('button', { name: `Oui, supprimer « ${title} »` }).click();
  await expect(page).toHaveURL(/\/admin$/u);
  await page.goto(`/admin/editeur/${slug}`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(`Aucune page ne correspond à /${slug}.`);
});

// A text and the value saved: one width. A block’s form at 390 px: « un admin ajoute un titre et une image… ».
test('les choix d’un bloc se lisent en français, et la page garde la valeur de l’API', ONE_WIDTH, async ({ page, context, request, baseURL }, info) => {
  const path = await ownPage(request, baseURL ?? '', info, 'Choix');
  await signInWithCookie(context, request, baseURL ?? '', 'admin');
  await page.goto(`/admin/editeur${path}`);
  await blockList(page)
    .getByRole('button', { name: /^Modifier le bloc Titre « Choix /u })
    .click();
  // The select showed the schema's raw values, « start » and « center ».
  const align = form(page).getByRole('combobox', { name: /^Alignement/u });
  await expect(align.locator('option')).toHaveText(['À gauche', 'Centré']);
  await align.selectOption({ label: 'Centré' });
  await expectSaved(page);
  const draft = await adminCall(request, baseURL ?? '', 'GET', `/admin/component/conf${path}/draft`);
  expect(draft.blocks).toEqual([expect.objectContaining({ id: 'page-title', props: expect.objectContaining({ align: 'center' }) })]);
});

// Read only (nothing is typed: opening a block saves nothing), on site 52's own pages.
test(
  'le propriétaire lit des noms, pas des identifiants : blocs, produits, formulaire et collection',
  ONE_WIDTH,
  async ({ page, context, request, baseURL }) => {
    const vins = await signInVinsAdmin(context, request, baseURL ?? '');
    await page.goto(`${vins}/admin/editeur/visites-et-degustations`);
    // The rows read « Liste d’événements (evenements) », « Formulaire (demande-de-visite) »: the page data's keys.
    const names = await blockList(page).locator('.editor-row__name').allTextContents();
    expect(names).toContain('Liste d’événements « Prochains rendez-vous au domaine »');
    expect(names.filter((n) => /\([\p{Ll}\d]+(?:-[\p{Ll}\d]+)+\)/u.test(n))).toEqual([]);
    // The collection and the form are picked by name; the page data keeps the route and the id.
    await blockList(page).getByRole('button', { name: 'Modifier le bloc Liste d’événements « Prochains rendez-vous au domaine »' }).click();
    const collection = form(page).getByRole('combobox', { name: /^Collection/u });
    await expect(collection.locator('option:checked')).toHaveText(/^Visites et dégustations \(\d+ éléments?\)$/u);
    await blockList(page).getByRole('button', { name: 'Modifier le bloc Formulaire' }).click();
    await expect(
      form(page)
        .getByRole('combobox', { name: /^Formulaire/u })
        .locator('option:checked'),
    ).toHaveText('Demande de visite');

    await page.goto(`${vins}/admin/editeur/accueil`);
    await blockList(page).getByRole('button', { name: 'Modifier le bloc Offres de produits « Nos vins du moment »' }).click();
    // « Produit (identifiant) » was a number field holding 1.
    const product = form(page)
      .getByRole('combobox', { name: /^Produit/u })
      .first();
    await expect(product.locator('option:checked')).toHaveText('Cuvée des Ormeaux rouge — Fiefs Vendéens Brem');
    const declination = form(page)
      .getByRole('combobox', { name: /^Déclinaison/u })
      .first();
    await expect(declination.locator('option:checked')).toHaveText('Bouteille · 2023 · 75\u00a0cl');
    await expect(page.getByRole('status').filter({ hasText: 'Aucune modification depuis l’ouverture.' })).toBeVisible();
    // « Ajouter un bloc » names the blocks: each card showed its registry key too (« album-list »).
    await toolbar(page).getByRole('button', { name: 'Ajouter un bloc' }).click();
    await expect(page.getByRole('button', { name: 'Ajouter « Liste d’albums »' })).not.toContainText('album-list');
  },
);

/**
 * Site 52 with 240 products: its 21 and 219 more, each a copy of its first wine under its own ids and
 * name (« Vieux millésime n° 001 »… « n° 219 »: after the 21 by name, in their number's order).
 */
function catalogueOf240(dir: string): void {
  const file = path.join(dir, 'sites/52/products.json');
  const products = JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, unknown> & { declinations: Array<Record<string, unknown>> }>;
  const first = products[0];
  if (!first) throw new Error('site 52 has no product');
  const more = Array.from({ length: 219 }, (_, i) => ({
    ...first,
    id: 1001 + i,
    idProduct: 5001 + i,
    name: `Vieux millésime n° ${String(i + 1).padStart(3, '0')}`,
    reference: `VIEUX-${i + 1}`,
    declinations: first.declinations.map((d, j) => ({ ...d, id: 10_001 + i * 10 + j })),
  }));
  writeFileSync(file, JSON.stringify([...products, ...more]));
}

// Which products the choice offers, page by page of the API (a rule, on a server of its own): one width. The block's
// form at 390 px: « un admin ajoute un titre et une image… ».
test(
  'un site de 240 produits : le choix du produit les propose tous, par pages de 100, et cherche parmi eux',
  ONE_WIDTH,
  async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const data = copyDemoData('editor-240-products', ['51', '52']);
    catalogueOf240(data.dir);
    const server = await startOwnServer(data.dir);
    try {
      const vins = await signInVinsAdmin(context, request, server.url);
      await page.goto(`${vins}/admin/editeur/accueil`);
      await blockList(page).getByRole('button', { name: 'Modifier le bloc Offres de produits « Nos vins du moment »' }).click();
      const product = form(page)
        .getByRole('combobox', { name: /^Produit/u })
        .first();
      const picker = form(page).locator('.admin-picker').first();
      // The select held the 100 cheapest products and said nothing of the 140 others.
      await expect(picker.getByRole('status')).toHaveText('Produits 1–100 sur 240');
      await expect(product.locator('option')).toHaveCount(101);
      await expect(product.locator('option:checked')).toHaveText('Cuvée des Ormeaux rouge — Fiefs Vendéens Brem');
      const next = picker.getByRole('button', { name: 'Produits suivants ›' });
      await next.click();
      await expect(picker.getByRole('status')).toHaveText('Produits 101–200 sur 240');
      await next.click();
      await expect(picker.getByRole('status')).toHaveText('Produits 201–240 sur 240');
      // The last page: the step says it leads nowhere, and keeps the focus.
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await expect(next).toBeFocused();
      await next.press('Enter');
      await expect(picker.getByRole('status')).toHaveText('Produits 201–240 sur 240');
      // The stored product stays chosen, by its name, on a page that does not list it; sorted by name, the last is n° 219.
      await expect(product.locator('option:checked')).toHaveText('Cuvée des Ormeaux rouge — Fiefs Vendéens Brem');
      await expect(product.locator('option').last()).toHaveText('Vieux millésime n° 219');
      await product.selectOption({ label: 'Vieux millésime n° 219' });
      // Its declinations, read by the product's id (the list of 100 did not hold it: « introuvable »).
      const declination = form(page)
        .getByRole('combobox', { name: /^Déclinaison/u })
        .first();
      await expect(declination.locator('option')).toContainText([
        'La première du produit',
        'Bouteille · 2023 · 75\u00a0cl',
        'Bouteille · 2022 · 75\u00a0cl',
        'Demi-bouteille · 2023 · 37,5\u00a0cl',
        'Magnum · 2022 · 1,5\u00a0L',
      ]);
      await expectSaved(page);

      // Search (name, reference…): one product, then none, then all again, from their first page.
      const search = picker.getByRole('searchbox', { name: /^Rechercher un produit/u });
      await search.fill('n° 150');
      await expect(picker.getByRole('status')).toHaveText('1 produit');
      await expect(product.locator('option')).toHaveText(['Choisir un produit', 'Vieux millésime n° 219', 'Vieux millésime n° 150']);
      await expect(product.locator('option:checked')).toHaveText('Vieux millésime n° 219');
      await search.press('Enter');
      await search.fill('introuvable');
      await expect(picker.getByRole('status')).toHaveText('Aucun produit ne correspond à «\u00a0introuvable\u00a0».');
      await search.fill('');
      await expect(picker.getByRole('status')).toHaveText('Produits 1–100 sur 240');
      await expect(product.locator('option:checked')).toHaveText('Vieux millésime n° 219');
      // Enter in the search sent nothing and left the editor where it was.
      await expect(page).toHaveURL(`${vins}/admin/editeur/accueil`);
    } finally {
      await server.close();
      data.remove();
    }
  },
);

// The page's one h1 in the preview is not a matter of width: the journeys above show the frame at 390 px.
test(
  'l’aperçu montre un seul titre principal, comme les visiteurs : celui de la page, ou son titre quand aucun bloc n’en montre',
  ONE_WIDTH,
  async ({ page, context, request, baseURL }, info) => {
    const path = await ownPage(request, baseURL ?? '', info, 'Un titre');
    await signInWithCookie(context, request, baseURL ?? '', 'admin');
    await page.goto(`/admin/editeur${path}`);
    const [title = ''] = await rowNames(page);
    const pageTitle = title.replace(/^Titre « (.+) »$/u, '$1');
    await addBlock(page, 'spacer', 'Espace');
    await addBlock(page, 'spacer', 'Espace');
    await expect.poll(() => rowNames(page)).toEqual([title, 'Espace', 'Espace (2)']);
    // Each block without an h1 of its own had the page's title above it: three h1s, « Un titre… » thrice.
    await expect(frame(page).locator('h1')).toHaveText([pageTitle]);
    // The title block gone, the page's title stands in once, above the blocks, as the public page would show it.
    await blockList(page)
      .getByRole('button', { name: `Supprimer le bloc ${title}` })
      .click();
    await expect.poll(() => rowNames(page)).toEqual(['Espace', 'Espace (2)']);
    await expect(frame(page).locator('h1')).toHaveText([pageTitle]);
  },
);

// A rule of the form, not a layout: the offers' form at 390 px is in the 240 products journey.
test(
  'une offre qui change de produit reprend la première déclinaison du nouveau, sans « introuvable »',
  ONE_WIDTH,
  async ({ page, context, request, baseURL }, info) => {
    const path = await ownPage(request, baseURL ?? '', info, 'Offre');
    await signInWithCookie(context, request, baseURL ?? '', 'admin');
    await page.goto(`/admin/editeur${path}`);
    await addBlock(page, 'offres', 'Offres de produits');
    await form(page).getByRole('button', { name: 'Ajouter un élément' }).click();
    const product = form(page)
      .getByRole('combobox', { name: /^Produit/u })
      .first();
    const declination = form(page)
      .getByRole('combobox', { name: /^Déclinaison/u })
      .first();
    await product.selectOption({ label: 'Carte cadeau imprimée — montant au choix' });
    await expect(declination.locator('option')).toHaveCount(5);
    await declination.selectOption({ index: 3 });
    await product.selectOption({ label: 'Pack 5 massages' });
    // The card's declination stayed: « Déclinaison n° 6 : introuvable pour ce produit ».
    await expect(declination.locator('option:checked')).toHaveText('La première du produit');
    await expect(declination.locator('option', { hasText: 'introuvable' })).toHaveCount(0);
    await expectSaved(page);
    const draft = await adminCall(request, baseURL ?? '', 'GET', `/admin/component/conf${path}/draft`);
    const offers = (draft.blocks as Array<{ component: string; props: { offers?: unknown[] } }>).find((b) => b.component === 'product-offers')?.props.offers;
    expect(offers).toHaveLength(1);
    expect(offers?.[0]).toMatchObject({ productId: 4 });
    expect(offers?.[0]).not.toHaveProperty('declinationId');
  },
);

// Read only, as above.
test('les thèmes des filtres se choisissent parmi ceux que portent les prestations du site', ONE_WIDTH, async ({ page, context, request, baseURL }) => {
  await signInWithCookie(context, request, baseURL ?? '', 'admin');
  await page.goto('/admin/editeur/reservation-en-ligne');
  await blockList(page).getByRole('button', { name: 'Modifier le bloc Prestations « Quel massage ? »' }).click();
  // « Thème (valeur de l’API) » was a text field: the owner had to know how the API spells a tag.
  const theme = form(page)
    .getByRole('combobox', { name: /^Thème/u })
    .first();
  await expect(theme.locator('option:checked')).toHaveText('studio');
  await expect(theme.locator('option')).toContainText(['Choisir un thème', 'domicile', 'entreprise']);
});

// What the panel says while it loads, not a layout: the add panel at 390 px is in the journeys above.
test('« Ajouter un bloc » dit qu’il charge les blocs, puis les propose', ONE_WIDTH, async ({ page, context, request, baseURL }, info) => {
  const path = await ownPage(request, baseURL ?? '', info, 'Chargement');
  await signInWithCookie(context, request, baseURL ?? '', 'admin');
  await page.goto(`/admin/editeur${path}`);
  // The blocks' code not loaded yet is held until the panel has said it loads them, as on a poor connection
  // (it was a fixed 1.5 s delay: time the test waited for nothing once the status showed).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/definition-[^/]*\.js$/u, async (route) => {
    await held;
    await route.continue();
  });
  await toolbar(page).getByRole('button', { name: 'Ajouter un bloc' }).click();
  // It said « Chargement du bloc… », as if one block were loading.
  await expect(page.getByRole('status').filter({ hasText: /^Chargement des blocs…$/u })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Rechercher un bloc' });
  await expect(search).toBeHidden();
  release();
  await expect(search).toBeVisible({ timeout: 15_000 });
});

// A block removed went without a word, a section with all it held: on a phone, where « Supprimer » is a tap
// away from « Monter », the toolbar's « Annuler » was far above. The bar kept in view now says what went,
// and undoes it.
test('un bloc supprimé, avec ce qu’il contenait, est dit dans la barre, qui offre de l’annuler', async ({ page, context, request, baseURL }, info) => {
  const path = await ownPage(request, baseURL ?? '', info, 'Suppression');
  await signInWithCookie(context, request, baseURL ?? '', 'admin');
  await page.goto(`/admin/editeur${path}`);
  const [title = ''] = await rowNames(page);
  await addBlock(page, 'section', 'Section');
  await toolbar(page).getByRole('button', { name: 'Ajouter un bloc' }).click();
  await page.getByLabel('Emplacement').selectOption({ label: 'Dans le bloc sélectionné' });
  await page.getByRole('searchbox', { name: 'Rechercher un bloc' }).fill('spacer');
  await page.getByRole('button', { name: 'Ajouter « Espace »' }).click();
  const section = 'Section « Ce qui nous distingue »';
  await expect.poll(() => rowNames(page)).toEqual([title, section]);
  await expectSaved(page);

  await blockList(page)
    .getByRole('button', { name: `Supprimer le bloc ${section}` })
    .click();
  await expect.poll(() => rowNames(page)).toEqual([title]);
  const said = publishBar(page)
    .getByRole('status')
    .filter({ hasText: /^Bloc supprimé/u });
  await expect(said).toHaveText(`Bloc supprimé : ${section}, avec le bloc qu’il contenait. Annuler la suppression`);
  await expect(said).toBeInViewport();
  await said.getByRole('button', { name: 'Annuler la suppression' }).click();
  await expect.poll(() => rowNames(page)).toEqual([title, section]);
  await expect(blockList(page).getByRole('button', { name: 'Modifier le bloc Espace' })).toBeAttached();
  await expect(said).toHaveCount(0);

  // Another change after a removal: the bar no longer offers to undo it (its « Annuler » would undo the other).
  await blockList(page)
    .getByRole('button', { name: `Supprimer le bloc ${title}` })
    .click();
  await expect(said).toHaveText(`Bloc supprimé : ${title}. Annuler la suppression`);
  await addBlock(page, 'spacer', 'Espace');
  await expect(said).toHaveCount(0);
  await expectSaved(page);
});

// A page's whole text, a hero's two sentences were one-line fields: the owner read « <h3>Avant une compétition</h3><p>U… »
// and nothing more. A text the block lets run long is now written on several lines; a title stays on one.
test('le texte d’une page et un texte d’accroche s’écrivent sur plusieurs lignes, un titre sur une', async ({ page, context, request, baseURL }) => {
  await signInWithCookie(context, request, baseURL ?? '', 'admin');
  await page.goto('/admin/editeur/vous-etes/massages-sportifs');
  await blockList(page)
    .getByRole('button', { name: /^Modifier le bloc Texte « /u })
    .first()
    .click();
  const text = form(page).getByRole('textbox', { name: /^Texte mis en forme/u });
  await expect(text).toHaveJSProperty('tagName', 'TEXTAREA');
  await expect(text).toHaveValue(/^<h3>Avant une compétition<\/h3>/u);
  await expect.poll(async () => (await text.boundingBox())?.height ?? 0).toBeGreaterThan(200);
  await blockList(page)
    .getByRole('button', { name: /^Modifier le bloc Bandeau/u })
    .first()
    .click();
  await expect(form(page).getByRole('textbox', { name: /^Texte d’accroche/u })).toHaveJSProperty('tagName', 'TEXTAREA');
  await expect(form(page).getByRole('textbox', { name: /^Titre/u })).toHaveJSProperty('tagName', 'INPUT');
});

test('au clavier seul : ajouter, déplacer par glisser-déposer, annuler', async ({ page, context, request, baseURL }, info) => {
  const path = await ownPage(request, baseURL ?? '', info, 'Clavier');
  await signInWithCookie(context, request, baseURL ?? '', 'admin');
  // The editor's code arrives late, as on a loaded machine or a slow network: the page said it was
  // ready (<html data-hydrated>) while the editor was still the server's HTML, and React dropped the
  // Enter pressed on « Ajouter un bloc » (the panel never opened: CI on 8939e7a, desktop). The
  // browser now loads the admin tool's code before it hydrates.
  await page.route(/\/assets\/admin-editor[^/]*\.js$/u, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto(`/admin/editeur${path}`);
  // Keys, not clicks: a key pressed before the editor is live is not held and replayed as a tap is.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  const add = toolbar(page).getByRole('button', { name: 'Ajouter un bloc' });
  await add.focus();
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('searchbox', { name: 'Rechercher un bloc' })).toBeFocused();
  await page.keyboard.type('spacer');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Ajouter « Espace »' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The panel closes with its block added: the focus goes back to « Ajouter un bloc » (it fell to
  // the top of the page), and so it does from a panel's « Fermer ».
  await expect(add).toBeFocused();
  const versions = toolbar(page).getByRole('button', { name: 'Versions' });
  await versions.press('Enter');
  await page.getByRole('region', { name: 'Versions publiées' }).getByRole('button', { name: 'Fermer' }).press('Enter');
  await expect(page.getByRole('region', { name: 'Versions publiées' })).toHaveCount(0);
  await expect(versions).toBeFocused();
  // A new page starts with its title; the block went after it.
  // The new page's title block reads « Titre « Clavier … » », the page's title cut short.
  const title = (await rowNames(page))[0] ?? '';
  expect(title).toMatch(/^Titre « Clavier /u);
  await expect.poll(() => rowNames(page)).toEqual([title, 'Espace']);
  // dnd-kit's keyboard drag: Space takes the block, an arrow moves it, Space drops it.
  await blockList(page).getByRole('button', { name: 'Déplacer le bloc Espace' }).focus();
  await page.keyboard.press('Space');
  await expect(blockList(page).getByRole('button', { name: 'Déplacer le bloc Espace' })).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit measures the list once the drag has started: an arrow pressed before that moves nothing
  // (a busy machine), so press again until it is over the title (the top: further presses stay there).
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(`Bloc Espace au-dessus de ${title}.`)).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Space');
  await expect.poll(() => rowNames(page)).toEqual(['Espace', title]);
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => rowNames(page)).toEqual([title, 'Espace']);
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect.poll(() => rowNames(page)).toEqual(['Espace', title]);
  await blockList(page).getByRole('button', { name: 'Dupliquer le bloc Espace' }).press('Enter');
  await blockList(page)
    .getByRole('button', { name: `Supprimer le bloc ${title}` })
    .press('Enter');
  // Two blocks that read the same are told apart by a rank, which they keep when they move.
  await expect.poll(() => rowNames(page)).toEqual(['Espace', 'Espace (2)']);
  // « Monter » on the second block, from the keyboard: it goes first, and its « Monter », now
  // unavailable, keeps the focus (the page's top had it).
  const up = blockList(page).getByRole('button', { name: 'Monter le bloc Espace (2)' });
  await up.press('Enter');
  await expect.poll(() => rowNames(page)).toEqual(['Espace (2)', 'Espace']);
  await expect(up).toBeDisabled();
  await expect(up).toBeFocused();
  // « Annuler » five times, from the keyboard: back to the page as it opened, and the focus is still on
  // « Annuler », now unavailable (it went to the page's top when the button became disabled).
  const undoButton = toolbar(page).getByRole('button', { name: 'Annuler' });
  await undoButton.focus();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('Enter');
  await expect.poll(() => rowNames(page)).toEqual([title]);
  await expect(undoButton).toBeDisabled();
  await expect(undoButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => rowNames(page)).toEqual([title]);
  await expectSaved(page);
  await expectAccessible(page);
});

// A status and an API refusal, not a layout.
test('un membre reçoit 403 de l’API et la page 404 à la place de l’éditeur', ONE_WIDTH, async ({ page, context, request, baseURL }) => {
  const token = await tokenOf(request, baseURL ?? '', 'member');
  const refused = await request.put(`${baseURL}/api/admin/component/conf/qui-suis-je/draft`, {
    headers: { ...HEADERS, Authorization: token },
    data: { revision: 0, blocks: [] },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe('Accès réservé aux administrateurs.');
  await signInWithCookie(context, request, baseURL ?? '', 'member');
  await page.goto('/admin/editeur/qui-suis-je');
  await expect(page.getByRole('heading', { level: 1, name: 'Cette page est introuvable' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Outils de l’éditeur' })).toHaveCount(0);
});
