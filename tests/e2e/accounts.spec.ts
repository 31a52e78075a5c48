/**
 * Accounts (issue 15) in a real browser, desktop and mobile, on the production build + demo API:
 * login and session (cookies, Authorization header, logout), a protected page, registration, the
 * personal space, password reset through the demo API's test surface. Each journey registers its own
 * account (unique e-mail per run and viewport), so parallel journeys never share state.
 */
import type { APIRequestContext, BrowserContext, Locator, Page, Request } from '@playwright/test';
import { test, expect, expectAccessible } from './support/test';
import { ONE_WIDTH } from './support/one-width';

const MEMBER = { email: 'marie.lefebvre@exemple.fr', password: 'Massage-2026', firstname: 'Marie' };

// Refused logins (400), a taken e-mail (409), a wrong current password or reset token (400): HTTP errors the
// pages handle. Chrome still logs the failed resource.
test.use({
  allowedConsoleErrors: [[/status of 40[09]/, /HTTP 40[09] (POST|PUT) .*\/api\/(login|register|user\/password|password\/reset)$/], { scope: 'test' }],
});

/** The header's account entry: the full one on desktop, the icon of the mobile top bar below 960 px. */
function accountButton(page: Page): Locator {
  return page
    .getByRole('banner')
    .getByRole('button', { name: /^Mon compte/ })
    .locator('visible=true');
}

function loginLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).locator('visible=true');
}

function loginForm(page: Page): Locator {
  return page.getByRole('form', { name: 'J’ai déjà un compte' });
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel(/^Mot de passe/).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

async function logOutFromHeader(page: Page): Promise<void> {
  await accountButton(page).click();
  // The button names the list it opened (ids that hold wherever the header hydrates: decision 011).
  await expect(page.locator(`#${await accountButton(page).getAttribute('aria-controls')}`)).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' }).locator('visible=true').click();
  await expect(loginLink(page)).toBeVisible();
}

async function loginCookies(context: BrowserContext) {
  return (await context.cookies()).filter((c) => c.name === 'token' || c.name === 'idSite');
}

/** Calls to the API that need a login, with the Authorization header they carried. */
function watchUserCalls(page: Page): { path: string; authorization: string | undefined }[] {
  const seen: { path: string; authorization: string | undefined }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/user') && url.pathname !== '/api/logged') return;
    seen.push({ path: url.pathname, authorization: request.headers().authorization });
  });
  return seen;
}

test('connexion, cookies de session, page protégée, déconnexion', async ({ page, context }) => {
  test.setTimeout(90_000);
  const userCalls = watchUserCalls(page);
  // Anonymous: the personal space sends to the login page, which will bring the visitor back.
  const response = await page.goto('/mon-compte');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page).toHaveURL(/\/auth\?retour=%2Fmon-compte$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(userCalls, 'no token: no session call').toEqual([]);

  // A wrong password: one message that does not say which of the two was wrong; nothing typed lost.
  await logIn(page, MEMBER.email, 'pas-le-bon-1');
  const alert = loginForm(page).getByRole('alert');
  await expect(alert).toContainText('Identifiant ou mot de passe incorrect');
  // The focus on the message (« Se connecter », disabled while the call ran, had dropped it to the page).
  await expect(alert).toBeFocused();
  await expect(loginForm(page).getByLabel('Adresse e-mail')).toHaveValue(MEMBER.email);
  await expectAccessible(page);

  await logIn(page, MEMBER.email, MEMBER.password);
  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon espace' })).toBeVisible();
  await expect(accountButton(page)).toHaveAccessibleName(`Mon compte (${MEMBER.firstname})`);

  // Cookies of SPEC §9: one day, path /, SameSite=Lax (host-only on 127.0.0.1: no parent domain).
  const cookies = await loginCookies(context);
  expect(cookies.map((c) => c.name).sort()).toEqual(['idSite', 'token']);
  for (const cookie of cookies) {
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBe(false);
    expect(Math.abs(cookie.expires - Date.now() / 1000 - 86_400)).toBeLessThan(120);
  }
  expect(cookies.find((c) => c.name === 'idSite')?.value).toBe('51');
  const token = cookies.find((c) => c.name === 'token')?.value;
  expect(userCalls.length).toBeGreaterThan(0);
  expect(userCalls.every((c) => c.authorization === token)).toBe(true);

  // A reload keeps the session: the server asks GET /logged with the token cookie and renders the
  // personal space in the HTML; the browser reuses that answer instead of asking again.
  userCalls.length = 0;
  const reloaded = await page.reload();
  expect(await reloaded?.text()).toContain('Mon espace');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon espace' })).toBeVisible();
  expect(userCalls.map((c) => c.path)).not.toContain('/api/logged');
  await expectAccessible(page);

  // Logout from the header menu on a public page: both cookies gone. Going back to the personal
  // space shows none of the member's data (the page was never cached: the server asks for a login).
  await page.goto('/');
  await logOutFromHeader(page);
  await expect(page).toHaveURL(/\/$/);
  expect(await loginCookies(context)).toEqual([]);
  userCalls.length = 0;
  await page.goBack();
  await expect(page).toHaveURL(/\/auth\?retour=%2Fmon-compte$/);
  await expect(page.getByText(MEMBER.email)).toHaveCount(0);
  expect(userCalls.filter((c) => c.authorization !== undefined)).toEqual([]);
});

/** A new member for this journey: unique per viewport and run, so parallel journeys never collide. */
function newMember(testName: string) {
  const stamp = `${testName}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { email: `camille.${stamp}@exemple.fr`, password: 'Lavande-2026', firstname: 'Camille', lastname: 'Martin' };
}

type Member = ReturnType<typeof newMember>;

const API_HEADERS = { 'idSite': '51', 'Content-Type': 'application/json' };

/** Create the member's account straight at the demo API (journeys that are not about registering). */
async function registerThroughApi(request: APIRequestContext, member: Member): Promise<void> {
  const created = await request.post('/api/register', {
    headers: API_HEADERS,
    data: {
      email: member.email,
      password: member.password,
      passwordConfirmation: member.password,
      firstname: member.firstname,
      lastname: member.lastname,
      acceptCgu: true,
    },
  });
  expect(created.ok()).toBe(true);
}

/** The last password-reset token issued for `email`, read from the demo API's test surface (the e-mailed link). */
async function resetTokenFor(request: APIRequestContext, email: string): Promise<string> {
  const tokens: unknown = await (await request.get('/api/__demo/reset-tokens')).json();
  const list = typeof tokens === 'object' && tokens !== null && 'data' in tokens && Array.isArray(tokens.data) ? tokens.data : [];
  const entry: unknown = list.findLast((t: unknown) => typeof t === 'object' && t !== null && 'email' in t && t.email === email);
  const token = typeof entry === 'object' && entry !== null && 'token' in entry && typeof entry.token === 'string' ? entry.token : '';
  expect(token, `reset token for ${email}`).not.toBe('');
  return token;
}

function registerForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Je crée mon compte' });
}

async function fillRegistration(page: Page, member: { email: string; password: string; firstname: string; lastname: string }): Promise<void> {
  const form = registerForm(page);
  await form.getByLabel(/^Prénom/).fill(member.firstname);
  await form.getByLabel(/^Nom/).fill(member.lastname);
  await form.getByLabel(/^Adresse e-mail/).fill(member.email);
  await form.getByLabel(/^Mot de passe/).fill(member.password);
  await form.getByLabel(/^Confirmation du mot de passe/).fill(member.password);
}

// Sent before the page's JavaScript runs (a slow phone, a script blocked): the browser's own submit must not
// put the password in the address, the history and the server's logs (a form without method is a GET).
test('avant le JavaScript, un formulaire ne met jamais le mot de passe dans l’adresse', ONE_WIDTH, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [form, button] of [
    [loginForm, 'Se connecter'],
    [registerForm, /^Créer mon compte/],
  ] as const) {
    await page.goto('/auth');
    await form(page)
      .getByLabel(/^Adresse e-mail/)
      .fill(MEMBER.email);
    await form(page)
      .getByLabel(/^Mot de passe/)
      .first()
      .fill('Secret-du-visiteur-1');
    const sent = page.waitForRequest((request) => request.isNavigationRequest() && request.frame() === page.mainFrame());
    await form(page).getByRole('button', { name: button }).click();
    const request = await sent;
    expect(request.url()).not.toContain('Secret-du-visiteur');
    expect(request.url()).not.toContain(encodeURIComponent(MEMBER.email));
  }
  await context.close();
});

// A French form says « (facultatif) » as a hint beside the label, lighter than the label's bold words (as
// « (obligatoire) »), and a screen reader reads it with the label. Before: « Téléphone (facultatif) » all bold.
test('un champ facultatif le dit en plus léger que son libellé, et son nom le dit', ONE_WIDTH, async ({ page }) => {
  await page.goto('/auth');
  const form = registerForm(page);
  for (const name of ['Téléphone', 'Date de naissance']) {
    const label = form.locator('label').filter({ hasText: new RegExp(`^${name}`, 'u') });
    await expect(form.getByLabel(`${name} (facultatif)`, { exact: true })).toBeVisible();
    const weights = await label.evaluate((element) => {
      const mark = [...element.querySelectorAll('*')].find((child) => child.textContent?.trim() === '(facultatif)');
      return { label: Number(getComputedStyle(element).fontWeight), mark: mark ? Number(getComputedStyle(mark).fontWeight) : null };
    });
    expect(weights.mark, `« (facultatif) » of « ${name} » in an element of its own`).not.toBeNull();
    expect(weights.mark ?? 0).toBeLessThan(weights.label);
  }
});

// The account's rules (registration, profile, password, newsletter, deletion): one width. Its pages at 390 px:
// « connexion, cookies de session… » (/auth with its error and /mon-compte with its forms, each scanned by axe).
test('inscription, profil, mot de passe, lettre d’information, suppression du compte', ONE_WIDTH, async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const member = newMember(testInfo.project.name);
  await page.goto('/auth');
  const form = registerForm(page);

  // The rule is stated before typing and checked as typed; the CGU box is required.
  await expect(form.getByText('au moins 8 caractères : pas encore respecté')).toBeAttached();
  await fillRegistration(page, { ...member, email: MEMBER.email });
  await expect(form.getByText('au moins 8 caractères : respecté')).toBeAttached();
  await expect(form.getByText('Je reconnais avoir lu et compris les CGU et je les accepte')).toBeVisible();
  await expect(form.getByRole('link', { name: 'CGU' })).toHaveAttribute('href', '/use-terms');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(form.getByRole('alert')).toContainText('Cochez la case pour accepter les CGU');
  await form.getByRole('checkbox', { name: /CGU/ }).check();

  // A server field error (the e-mail has an account already): next to its field, announced, typed values kept.
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(form.getByRole('alert')).toContainText('Un compte existe déjà avec cette adresse e-mail');
  const email = form.getByLabel(/^Adresse e-mail/);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Un compte existe déjà/);
  await expect(form.getByLabel(/^Prénom/)).toHaveValue(member.firstname);
  await expectAccessible(page);

  await email.fill(member.email);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(accountButton(page)).toHaveAccessibleName(`Mon compte (${member.firstname})`);

  // Logout, then a wrong password, then the right one.
  await logOutFromHeader(page);
  await loginLink(page).click();
  await logIn(page, member.email, 'Mauvais-2026');
  await expect(loginForm(page).getByRole('alert')).toContainText('Identifiant ou mot de passe incorrect');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/$|\/mon-compte$/);
  await page.goto('/mon-compte');

  // Profile: the header follows the new first name.
  const profile = page.getByRole('form', { name: 'Mes informations' });
  await profile.getByLabel(/^Prénom/).fill('Camille-Anne');
  await profile.getByLabel(/^Téléphone/).fill('06 12 34 56 78');
  // From the keyboard: Enter on the button, which keeps the focus once saved.
  await profile.getByRole('button', { name: 'Enregistrer mes informations' }).press('Enter');
  await expect(profile.getByRole('status')).toHaveText('Vos informations ont été enregistrées.');
  await expect(profile.getByRole('button', { name: 'Enregistrer mes informations' })).toBeFocused();
  await expect(accountButton(page)).toHaveAccessibleName('Mon compte (Camille-Anne)');

  // Password change: a wrong current password first, then the right one.
  const newPassword = 'Romarin-2027';
  const passwordForm = page.getByRole('form', { name: 'Mot de passe' });
  await passwordForm.getByLabel(/^Mot de passe actuel/).fill('pas-le-bon-9');
  await passwordForm.getByLabel(/^Nouveau mot de passe/).fill(newPassword);
  await passwordForm.getByLabel(/^Confirmation du nouveau/).fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(passwordForm.getByRole('alert')).toContainText('Le mot de passe actuel est incorrect');
  await passwordForm.getByLabel(/^Mot de passe actuel/).fill(member.password);
  await passwordForm.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(passwordForm.getByRole('status')).toHaveText('Votre mot de passe a été modifié.');

  // Newsletter: one switch per list, saved with a confirmation, then unsubscribe from all.
  const newsletter = page.getByRole('form', { name: 'Lettre d’information' });
  const wellness = newsletter.getByRole('switch', { name: 'Conseils bien-être' });
  await wellness.check();
  await newsletter.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(newsletter.getByRole('status')).toHaveText('Vos abonnements ont été mis à jour.');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Conseils bien-être' })).toBeChecked();
  await page.getByRole('button', { name: 'Me désabonner de tout' }).click();
  await expect(page.getByRole('form', { name: 'Lettre d’information' }).getByRole('status')).toContainText('désabonné(e) de toutes');
  await expect(page.getByRole('switch', { name: 'Conseils bien-être' })).not.toBeChecked();
  await expectAccessible(page);

  // The new password logs in.
  await logOutFromHeader(page);
  await page.goto('/auth');
  await logIn(page, member.email, newPassword);
  await expect(accountButton(page)).toBeVisible();
  await page.goto('/mon-compte');

  // Delete: the delay is stated, a typed confirmation is asked, then the session ends.
  const deletion = page.getByRole('region', { name: 'Supprimer mon compte' });
  await expect(deletion).toContainText('sous 10 jours ouvrés');
  await deletion.getByRole('button', { name: 'Supprimer mon compte…' }).click();
  await deletion.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(deletion.getByLabel(/saisissez SUPPRIMER/)).toHaveAccessibleDescription(/Saisissez SUPPRIMER/);
  await expectAccessible(page);
  await deletion.getByLabel(/saisissez SUPPRIMER/).fill('supprimer');
  await deletion.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(loginLink(page)).toBeVisible();

  // The account no longer logs in.
  await page.goto('/auth');
  await logIn(page, member.email, newPassword);
  await expect(loginForm(page).getByRole('alert')).toContainText('Identifiant ou mot de passe incorrect');
});

// The reset's rules (link, token, new password): its forms at 390 px are the login journey's.
test('mot de passe oublié : demande, lien, nouveau mot de passe, connexion', ONE_WIDTH, async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const member = newMember(`reset-${testInfo.project.name}`);
  await registerThroughApi(page.request, member);

  await page.goto('/auth');
  await loginForm(page).getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel(/^Adresse e-mail de votre compte/).fill(member.email);
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  const answer = page.getByRole('status').filter({ hasText: 'Si un compte existe' });
  await expect(answer).toContainText(member.email);
  await expectAccessible(page);

  // Same answer for an address without an account (no enumeration).
  await page.getByRole('button', { name: 'Faire une nouvelle demande' }).click();
  await page.getByLabel(/^Adresse e-mail de votre compte/).fill(`personne.${Date.now()}@exemple.fr`);
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Si un compte existe' })).toBeVisible();

  // The e-mailed link, read from the demo API's test surface.
  const token = await resetTokenFor(page.request, member.email);

  // A wrong token: a French message with a way to ask again.
  const resetForm = page.getByRole('form', { name: 'Nouveau mot de passe' });
  await page.goto('/password/reset/jeton-perime');
  // On the page the server rendered, the error summary's links lead to their field (their ids were
  // the browser's while the fields kept the server's, until the router stopped having a sibling).
  await resetForm.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await resetForm.getByRole('alert').getByRole('link').first().click();
  await expect(resetForm.getByLabel(/^Nouveau mot de passe/)).toBeFocused();
  await resetForm.getByLabel(/^Nouveau mot de passe/).fill('Verveine-2026');
  await resetForm.getByLabel(/^Confirmation du nouveau/).fill('Verveine-2026');
  await resetForm.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(resetForm.getByRole('alert')).toContainText('invalide, a expiré ou a déjà servi');
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien de réinitialisation' })).toHaveAttribute('href', '/password/reset/ask');
  await expectAccessible(page);

  // The token leaves the address bar once the page has read it (security review 4, finding 3), and
  // a reload of the tab keeps the link's use: no code to type.
  await page.goto(`/password/reset/${token}`);
  await expect(page).toHaveURL(/\/password\/reset$/);
  await page.reload();
  await expect(page).toHaveURL(/\/password\/reset$/);
  await expect(resetForm.getByLabel(/^Nouveau mot de passe/)).toBeVisible();
  await expect(resetForm.getByLabel('Code de réinitialisation')).toHaveCount(0);
  await resetForm.getByLabel(/^Nouveau mot de passe/).fill('Verveine-2026');
  await resetForm.getByLabel(/^Confirmation du nouveau/).fill('Verveine-2026');
  await resetForm.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await logIn(page, member.email, 'Verveine-2026');
  await expect(page).toHaveURL(/\/mon-compte$/);
});

test.describe('session révoquée', () => {
  // The revoked token's calls answer 401 (that is the point); Chrome logs the failed resource.
  test.use({ allowedConsoleErrors: [[/status of 401/, /HTTP 401 (GET|PUT) .*\/api\/user/], { scope: 'test' }] });

  // A session's end on a 401, not a layout (the header's account entry at 390 px: the login journey).
  test('un 401 termine la session et propose de se reconnecter sans quitter la page', ONE_WIDTH, async ({ page, context }, testInfo) => {
    test.setTimeout(90_000);
    const member = newMember(`revoked-${testInfo.project.name}`);
    await registerThroughApi(page.request, member);
    const userCalls = watchUserCalls(page);
    await page.goto('/mon-compte');
    await logIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/mon-compte$/);
    const profile = page.getByRole('form', { name: 'Mes informations' });
    await expect(profile.getByLabel(/^Adresse e-mail/)).toHaveValue(member.email);
    await expect(page.getByRole('switch', { name: 'Conseils bien-être' })).toBeVisible();
    expect(userCalls.map((c) => c.path)).toContain('/api/user/newsletter/subscription');

    // Elsewhere (another device), the password is reset: the demo API closes every session of the
    // account, so this tab's token is now refused.
    await page.request.put('/api/password/reset/ask', { headers: API_HEADERS, data: { email: member.email } });
    const newPassword = 'Tilleul-2026';
    const reset = await page.request.put('/api/password/reset', {
      headers: API_HEADERS,
      data: { token: await resetTokenFor(page.request, member.email), password: newPassword, passwordConfirmation: newPassword },
    });
    expect(reset.ok()).toBe(true);

    // The next user call (saving the profile) answers 401: the session ends where the visitor is.
    userCalls.length = 0;
    await profile.getByLabel(/^Téléphone/).fill('06 11 22 33 44');
    await profile.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Votre session a expiré' });
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/mon-compte$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mon espace' })).toBeVisible();
    await expect(loginLink(page)).toBeVisible();
    expect(await loginCookies(context)).toEqual([]);
    // Nothing of the member is left on the page (their profile and newsletter data are gone from the cache).
    await expect(page.getByText(member.email)).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Conseils bien-être' })).toHaveCount(0);
    expect(userCalls.map((c) => c.path)).toEqual(['/api/user']);
    await expectAccessible(page);

    // Logging in again comes back to this page, and the member's data is fetched anew, with the new token.
    const refusedCalls = userCalls.length;
    await notice.getByRole('link', { name: 'Se reconnecter' }).click();
    await expect(page).toHaveURL(/\/auth\?retour=%2Fmon-compte$/);
    expect(
      userCalls.slice(refusedCalls).filter((c) => c.authorization !== undefined),
      'no token sent once the session ended',
    ).toEqual([]);
    await logIn(page, member.email, newPassword);
    await expect(page).toHaveURL(/\/mon-compte$/);
    await expect(page.getByRole('switch', { name: 'Conseils bien-être' })).toBeVisible();
    await expect(profile.getByLabel(/^Adresse e-mail/)).toHaveValue(member.email);
    const token = (await loginCookies(context)).find((c) => c.name === 'token')?.value;
    const refetched = userCalls.slice(refusedCalls).filter((c) => c.path === '/api/user/newsletter/subscription');
    expect(refetched.length, 'the newsletter subscription is asked again, not read from the old cache').toBeGreaterThan(0);
    expect(refetched.every((c) => c.authorization === token)).toBe(true);
    await expect(notice).toHaveCount(0);
  });
});
