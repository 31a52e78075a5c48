/**
 * Accounts (issue 15) in a real browser, desktop and mobile, on the production build + demo API:
 * login and session (cookies, Authorization header, logout), a protected page, registration, the
 * personal space, password reset through the demo API's test surface. Each journey registers its own
 * account (unique e-mail per run and viewport), so parallel journeys never share state.
 */
import type { BrowserContext, Locator, Page, Request } from '@playwright/test';
import { test, expect, expectAccessible } from './support/test';

const MEMBER = { email: 'marie.lefebvre@exemple.fr', password: 'Massage-2026', firstname: 'Marie' };

// A refused login is an HTTP 400 the page handles: Chrome still logs the failed resource.
test.use({ allowedConsoleErrors: [[/status of 400/, /HTTP 400 POST .*\/api\/login$/], { scope: 'test' }] });

/** The header's account entry: the full one on desktop, the icon of the mobile top bar below 960 px. */
function accountButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Mon compte/ }).locator('visible=true');
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
  await page.goto('/mon-compte');
  await expect(page).toHaveURL(/\/auth\?retour=%2Fmon-compte$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(userCalls, 'no token: no session call').toEqual([]);

  // A wrong password: one message that does not say which of the two was wrong; nothing typed lost.
  await logIn(page, MEMBER.email, 'pas-le-bon-1');
  const alert = loginForm(page).getByRole('alert');
  await expect(alert).toContainText('Identifiant ou mot de passe incorrect');
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

  // A reload keeps the session: GET /logged at start-up says so.
  userCalls.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon espace' })).toBeVisible();
  expect(userCalls.map((c) => c.path)).toContain('/api/logged');
  await expectAccessible(page);

  // Logout from the header menu: both cookies gone, the member's page left, no header after that.
  await logOutFromHeader(page);
  await expect(page).toHaveURL(/\/$/);
  expect(await loginCookies(context)).toEqual([]);
  userCalls.length = 0;
  await page.goBack();
  await expect(page).toHaveURL(/\/auth\?retour=%2Fmon-compte$/);
  await expect(page.getByText(MEMBER.email)).toHaveCount(0);
  expect(userCalls.filter((c) => c.authorization !== undefined)).toEqual([]);
});
