/**
 * Editorial content (issue 9) in a real browser, both viewports: the blog (listing, pages, a folder,
 * an article and its breadcrumb, an unknown article), an album opening the full-screen slider, the
 * news, a workshop's page by both URL forms with its registration, and the Google reviews — also
 * when the reviews call fails (the resilience tenant runs with `getGoogleReviews=500`).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { RESILIENCE_BASE } from './support/ports';
import { expect, expectAccessible, test } from './support/test';
import { ONE_WIDTH } from './support/one-width';

/** The 404 journeys ask the API for what does not exist: those refusals are expected. */
const NOT_FOUND_ERRORS = [/HTTP 404 GET .*\/api\/(blog|element|album)\//, /status of 404/];

/** The error page of a 404 (SPEC §2 "Error page"). */
async function expectNotFound(page: Page): Promise<void> {
  await expect(page.getByText('Erreur 404')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Cette page est introuvable' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
}

test.describe('blog', () => {
  test('listing → page 2 and back → article → breadcrumb to its folder; a folder filter', async ({ page }) => {
    await page.goto('/articles-de-massages');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('15 articles · page 1 sur 2')).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Pages des articles' });
    await pages.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/articles-de-massages\?page=2$/);
    await expect(page.getByText('15 articles · page 2 sur 2')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Première séance de massage : comment ça se passe ?' })).toBeVisible();
    expect(await page.getByRole('link', { name: 'Première séance de massage : comment ça se passe ?' }).textContent()).toBe(
      'Première séance de massage\u00a0: comment ça se passe\u202f?',
    );
    await page.goBack();
    await expect(page.getByText('15 articles · page 1 sur 2')).toBeVisible();

    await page.getByRole('link', { name: 'Offrir un massage : mes idées de bons cadeaux' }).click();
    await expect(page).toHaveURL(/\/blog\/offrir-un-massage-idees-de-bons-cadeaux$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Offrir un massage : mes idées de bons cadeaux' })).toBeVisible();
    // French typography, as on the cards: the title's « : » keeps its no-break space (no line starting with it at 390 px).
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Offrir un massage\u00a0: mes idées de bons cadeaux');
    // And so does its crumb, the trail's last.
    expect(await page.getByRole('navigation', { name: 'Fil d’Ariane' }).locator('[aria-current="page"]').textContent()).toBe(
      'Offrir un massage\u00a0: mes idées de bons cadeaux',
    );
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Conseils' }).click();
    await expect(page).toHaveURL(/\/blog\/rubrique\/conseils$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Conseils' })).toBeVisible();

    // The folder filter: only that folder's articles, "Tous les articles" back to the listing.
    const folders = page.getByRole('navigation', { name: 'Rubriques du blog' });
    await folders.getByRole('link', { name: 'Sport et récupération' }).click();
    await expect(page).toHaveURL(/\/blog\/rubrique\/sport-et-recuperation$/);
    await expect(folders.getByRole('link', { name: 'Sport et récupération' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Vélo et crampes : le massage des mollets' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Offrir un massage : mes idées de bons cadeaux' })).toHaveCount(0);
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [NOT_FOUND_ERRORS, { scope: 'test' }] });
    // A status, not the layout (the 404 page at 390 px: shell.spec).
    test('an unknown article is the 404 page', ONE_WIDTH, async ({ page }) => {
      await page.goto('/blog/un-article-qui-n-existe-pas');
      await expectNotFound(page);
    });
  });
});

/** Horizontal swipe on the slider through the DevTools protocol (real touch events). */
async function swipe(page: Page, fromX: number, toX: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y: 400 }] });
  for (let step = 1; step <= 4; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 4, y: 402 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('gallery → album → the slider opens at the clicked photo, moves by keys and swipe, closes back on the photo shown last', async ({ page, isMobile }) => {
  await page.goto('/galerie');
  await page.getByRole('link', { name: 'Le studio des Achards' }).click();
  await expect(page).toHaveURL(/\/galerie\/le-studio-1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Le studio des Achards' })).toBeVisible();
  // Thumbnails are lazy and sized: no layout shift.
  const firstImage = page.locator('.media-grid img').first();
  await expect(firstImage).toHaveAttribute('loading', 'lazy');
  await expect(firstImage).toHaveAttribute('width', /\d+/);

  const thumb = page.getByRole('button', { name: /^Agrandir la photo 2 sur 5/ });
  await thumb.click();
  const dialog = page.getByRole('dialog', { name: 'Le studio des Achards' });
  await expect(dialog.getByText('Image 2 sur 5')).toBeAttached();
  await expect(dialog.getByRole('img', { name: 'Le coin accueil avec deux fauteuils et une théière' })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Image 3 sur 5')).toBeAttached();
  // The third item is the video, played in the slider with its controls.
  await expect(dialog.locator('video[controls][preload="metadata"][poster]')).toBeVisible();
  if (isMobile) {
    await swipe(page, 320, 60);
    await expect(dialog.getByText('Image 4 sur 5')).toBeAttached();
    await swipe(page, 60, 320);
    await expect(dialog.getByText('Image 3 sur 5')).toBeAttached();
  }
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('Image 5 sur 5')).toBeAttached();
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Back on the thumbnail of the photo shown last (the fifth), scrolled to: not on the one that opened the slider.
  const last = page.getByRole('button', { name: /^Agrandir la photo 5 sur 5/ });
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  await expect(thumb).not.toBeFocused();
});

// Paging, not the layout (the listing pages at 390 px: the blog journey, the same list component).
test('news: the promoted item, then 10 news per page with the page in the URL', ONE_WIDTH, async ({ page }) => {
  await page.goto('/actualites');
  await expect(page.getByRole('heading', { level: 1, name: 'Actualités du studio' })).toBeVisible();
  const promoted = page.getByRole('region', { name: 'Noël 2026 : offrez un moment de détente' });
  await expect(promoted.getByRole('link', { name: /En savoir plus/ })).toHaveAttribute('href', '/offrir-un-massage');
  const list = page.getByRole('region', { name: 'Toutes les actualités' });
  await expect(list.getByRole('listitem').filter({ has: page.getByRole('article') })).toHaveCount(10);
  await list.getByRole('navigation', { name: 'Pages des actualités' }).getByRole('link', { name: 'Page suivante' }).click();
  await expect(page).toHaveURL(/\/actualites\?page=2$/);
  await expect(list.getByText('12 actualités · page 2 sur 2')).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(2);
  // A shared link shows the same page.
  await page.reload();
  await expect(list.getByRole('heading', { level: 3, name: 'Nouveau : la réflexologie plantaire bien-être' })).toBeVisible();
  // Its link is named by its words, not the arrow drawn after them (« … plantaire bien-être → », read « flèche droite »).
  await expect(list.getByRole('link', { name: 'En savoir plus : Nouveau : la réflexologie plantaire bien-être', exact: true })).toHaveAttribute(
    'href',
    '/mes-prestations/massages-en-vendee',
  );
  expect(await list.getByRole('heading', { level: 3, name: 'Nouveau : la réflexologie plantaire bien-être' }).textContent()).toBe(
    'Nouveau\u00a0: la réflexologie plantaire bien-être',
  );
});

interface ElementWrites {
  elementRegistrations: { route: string; idElement: number; email?: string; places: number }[];
}

async function elementRegistrations(request: APIRequestContext): Promise<ElementWrites['elementRegistrations']> {
  const response = await request.get('/api/__demo/writes');
  const body = (await response.json()) as { data: (ElementWrites & { siteId: number })[] };
  return body.data.find((s) => s.siteId === 51)?.elementRegistrations ?? [];
}

test.describe('workshops', () => {
  // The places refusal (400) is part of the journey; the unknown id is a 404.
  test.use({
    allowedConsoleErrors: [[/HTTP 400 POST .*\/api\/element\/ateliers\/3\/register$/, /status of (400|404)/, ...NOT_FOUND_ERRORS], { scope: 'test' }],
  });

  test('element page by both URL forms, an unknown id, and a registration with a field error then success', async ({ page, request }) => {
    // The short form shows the element; its canonical URL carries the collection and the name.
    await page.goto('/element/ateliers/3');
    const title = page.getByRole('heading', { level: 1, name: 'Initiation au massage en duo' });
    await expect(title).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/element\/ateliers\/initiation-au-massage-en-duo\/3$/);

    await page.goto('/element/ateliers/999999');
    await expectNotFound(page);

    await page.goto('/element/ateliers/initiation-au-massage-en-duo/3');
    await expect(title).toBeVisible();
    const form = page.getByRole('form', { name: /inscri/i });
    const email = `duo-${Date.now()}-${page.viewportSize()?.width ?? 0}@exemple.fr`;
    await form.getByLabel('Prénom (obligatoire)').fill('Camille');
    await form.getByLabel('Nom (obligatoire)', { exact: true }).fill('Durand');
    await form.getByLabel('E-mail (obligatoire)').fill(email);
    // More places than are left: the server refuses that field.
    await form.getByLabel('Nombre de places (obligatoire)').fill('15');
    await form.getByRole('button', { name: /inscri/i }).click();
    const places = form.getByLabel('Nombre de places (obligatoire)');
    await expect(places).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(/Il ne reste que \d+ place/).first()).toBeVisible();
    await expectAccessible(page);

    await places.fill('1');
    await form.getByRole('button', { name: /inscri/i }).click();
    await expect(page.getByRole('heading', { name: 'Inscription confirmée' })).toBeVisible();
    const saved = (await elementRegistrations(request)).find((r) => r.email === email);
    expect(saved).toMatchObject({ route: 'ateliers', idElement: 3, places: 1 });
  });
});

// The text's no-break spaces (a rule of the words, not the layout): one width. These pages at 390 px: the gallery,
// blog and workshop journeys above.
test('the head of an album, a workshop and a blog folder keeps French typography', ONE_WIDTH, async ({ page }) => {
  // Their name and lead come from the API as typed (« jardin : c’est ici »); the page's « : » keeps to its word.
  const leads: [string, string][] = [
    ['/galerie/le-studio-1', 'Une pièce lumineuse, chauffée, donnant sur le jardin\u00a0: c’est ici que je vous reçois.'],
    [
      '/element/ateliers/atelier-auto-massage-de-la-nuque-et-du-dos/6',
      'Atelier passé\u00a0: les gestes pour soulager une nuque raide après une journée sur écran.',
    ],
    ['/blog/rubrique/conseils', 'Première séance, huiles, massage au bureau\u00a0: mes réponses à vos questions.'],
  ];
  for (const [path, lead] of leads) {
    await page.goto(path);
    expect(await page.getByRole('main').getByText(lead.replace('\u00a0', ' ')).textContent()).toBe(lead);
  }
});

test.describe('reviews', () => {
  test('the home page shows the Google reviews with their summary', async ({ page }) => {
    await page.goto('/');
    const reviews = page.getByRole('region', { name: 'Les avis de mes clients' });
    await expect(reviews.getByText(/sur 5, d’après \d+ avis Google/)).toBeVisible();
    await expect(reviews.getByRole('link', { name: /laisser le vôtre sur Google/ })).toBeVisible();
    // The reviewers' words in French typography, as the page's own texts (no line starting with « : » or « ! » at 390 px).
    expect(await reviews.getByText(/Massage sportif trois jours/).textContent()).toContain('La Roche\u00a0: mes mollets l’ont remerciée\u202f! Très pro');
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [[/HTTP 500 GET .*\/api\/google\/reviews$/, /status of 500/], { scope: 'test' }] });
    // A failed call (the reviews at 390 px: the test above).
    test('with the reviews call failing, the home page is still complete', ONE_WIDTH, async ({ page }) => {
      await page.goto(`${RESILIENCE_BASE}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const reviews = page.getByRole('region', { name: 'Les avis de mes clients' });
      await expect(reviews.getByText('Les avis Google ne peuvent pas s’afficher pour le moment.')).toBeVisible();
      // The blocks after the reviews still render, and so does the footer.
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'La lettre d’information' })).toBeVisible();
    });
  });
});
