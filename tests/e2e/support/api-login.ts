/**
 * Sign a browser context in as a demo account without the login page: `POST /api/login` on the demo
 * API, then the `token` cookie the app reads (README "Demo accounts"). Journeys that are not about
 * logging in use it to start as a member or an admin.
 */
import { expect, type BrowserContext, type APIRequestContext } from '@playwright/test';

/** The demo accounts of fixtures/sites/51/users.json. */
export const DEMO_ACCOUNTS = {
  member: { email: 'marie.lefebvre@exemple.fr', password: 'Massage-2026' },
  admin: { email: 'admin@vitrine-demo.fr', password: 'Admin-2026' },
} as const;

/** Log in through the demo API and put the token in the context's `token` cookie. Returns the token. */
export async function signInWithCookie(context: BrowserContext, request: APIRequestContext, baseURL: string, who: keyof typeof DEMO_ACCOUNTS): Promise<string> {
  const response = await request.post(`${baseURL}/api/login`, {
    headers: { 'idSite': '51', 'userLang': 'fr_FR', 'Content-Type': 'application/json' },
    data: DEMO_ACCOUNTS[who],
  });
  expect(response.ok(), `login as ${who}`).toBe(true);
  const body: unknown = await response.json();
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
  const token = typeof data === 'object' && data !== null && 'token' in data && typeof data.token === 'string' ? data.token : '';
  expect(token, `token for ${who}`).not.toBe('');
  await context.addCookies([{ name: 'token', value: token, url: baseURL }]);
  return token;
}

/** Site 52's admin signed in on its host: the host's origin (`http://vins.localhost:<port>`). */
export async function signInVinsAdmin(context: BrowserContext, request: APIRequestContext, baseURL: string): Promise<string> {
  const vins = `http://vins.localhost:${new URL(baseURL).port}`;
  const login = await request.post(`${baseURL}/api/login`, {
    headers: { 'idSite': '52', 'userLang': 'fr_FR', 'Content-Type': 'application/json' },
    data: { email: 'admin@domaine-garnaudiere-demo.fr', password: 'Admin-Vins-2026' },
  });
  expect(login.ok(), 'login as site 52’s admin').toBe(true);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await context.addCookies([{ name: 'token', value: token, url: vins }]);
  return vins;
}
