// @vitest-environment node
/**
 * The one server app resolves every request through its tenant source (issue 34): here the demo's
 * own directory (what `npm start` uses with no settings), the demo API in the process. A site and a
 * host added while it runs are served at once (after the change event's `forget`); a site under
 * construction shows its « Site en construction » page (503, noindex, Retry-After) to visitors and
 * the site to its signed-in admin (never cached); a suspended site answers 410 naming nothing of it;
 * an unknown host while the directory is away answers 503, never a 404 nor another site.
 */
import { Hono } from 'hono';
import { beforeEach, expect, it } from 'vitest';
import { createDemoApi } from '../../../fixtures/server/app';
import { createServerApp } from './app';
import { tenantSourceFromSettings } from './site-directory';
import type { TenantSource } from './tenants';

let api: (request: Request) => Promise<Response>;
let directoryDown: boolean;
let tenants: TenantSource;
let app: Hono<never> | ReturnType<typeof createServerApp>;

beforeEach(async () => {
  const mounted = new Hono().route('/api', await createDemoApi({ testSurface: true, log: () => undefined, stateDir: 'memory' }));
  directoryDown = false;
  api = async (request) => {
    if (directoryDown && new URL(request.url).pathname === '/api/site/resolve') throw new TypeError('fetch failed');
    return mounted.fetch(request);
  };
  tenants = await tenantSourceFromSettings({}, { demoApi: api });
  app = createServerApp({
    tenants,
    // A page names its site: enough to see which site a host is served as.
    render: async (_request, tenant) =>
      new Response(`site ${tenant.config.siteId}`, { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=0, s-maxage=60' } }),
    api,
    files: async (_c, next) => next(),
    health: { fetch: async (input, init) => api(new Request(input, init)), draining: () => false },
  });
});

const surface = async (path: string, body: unknown) => {
  const response = await api(
    new Request(`http://127.0.0.1/api/__demo/directory${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  expect(response.status).toBe(200);
};

it('serves a site and a host created while it runs, and sends an alias to the canonical host', async () => {
  expect((await app.request('http://zen.localhost/')).status).toBe(404);
  await surface('/sites', { from: 51, siteId: 54, host: 'zen.localhost' });
  await surface('/hosts', { siteId: 54, host: 'www.zen.localhost' });
  tenants.forget({ siteId: 54, hosts: ['zen.localhost', 'www.zen.localhost'] });
  expect(await (await app.request('http://zen.localhost/qui-suis-je')).text()).toBe('site 54');
  const alias = await app.request('http://www.zen.localhost/qui-suis-je?x=1');
  expect(alias.status).toBe(301);
  expect(alias.headers.get('Location')).toBe('http://zen.localhost/qui-suis-je?x=1');
  // A CDN keeps the redirect, under the site's tag: the site's next change of hosts purges it.
  expect(alias.headers.get('Vitrine-Tags')).toBe('s54');
});

it('shows visitors the construction page of a site being built, and the site to its signed-in admin', async () => {
  await surface('/status', { siteId: 52, status: 'building' });
  tenants.forget({ siteId: 52 });
  const visitor = await app.request('http://vins.localhost/boutique');
  expect(visitor.status).toBe(503);
  expect(visitor.headers.get('Retry-After')).toBe('600');
  expect(visitor.headers.get('X-Robots-Tag')).toBe('noindex');
  expect(visitor.headers.get('Cache-Control')).toBe('no-store');
  const page = await visitor.text();
  expect(page).toMatch(/<h1>Site en construction<\/h1>/);
  // Its admin is led to the sign-in page, and back to the page asked for.
  expect(page).toContain('<a href="/auth?retour=%2Fboutique">Connectez-vous pour le voir</a>');
  // Under the site's English prefix, in English; signed in, the admin lands on their space.
  const english = await (await app.request('http://vins.localhost/en/shop')).text();
  expect(english).toMatch(/<html lang="en">[\s\S]*<h1>Site under construction<\/h1>/);
  expect(english).toContain('<a href="/auth">Sign in to see it</a>');
  // Its API still answers (how its admin signs in); so does the sign-in page.
  const login = await app.request('http://vins.localhost/api/login', {
    method: 'POST',
    headers: { 'idSite': '52', 'userLang': 'fr_FR', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@domaine-garnaudiere-demo.fr', password: 'Admin-Vins-2026' }),
  });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  expect((await app.request('http://vins.localhost/auth')).status).toBe(200);
  const admin = await app.request('http://vins.localhost/boutique', { headers: { Cookie: `token=${data.token}` } });
  expect(await admin.text()).toBe('site 52');
  expect(admin.headers.get('Cache-Control')).toBe('private, no-store');
  expect(admin.headers.get('Vitrine-Tags')).toBeNull();
  // A forged or stale token is a visitor.
  expect((await app.request('http://vins.localhost/boutique', { headers: { Cookie: 'token=faux' } })).status).toBe(503);
});

it('answers 410 naming nothing of a suspended site, and serves it again once live', async () => {
  await surface('/status', { siteId: 52, status: 'suspended' });
  tenants.forget({ siteId: 52 });
  const gone = await app.request('http://vins.localhost/boutique');
  expect(gone.status).toBe(410);
  expect(gone.headers.get('Cache-Control')).toBe('no-store');
  const neutral = await gone.text();
  expect(neutral).not.toMatch(/vin|52/i);
  expect(neutral).toMatch(/<h1>Site indisponible<\/h1>/);
  expect(await (await app.request('http://vins.localhost/en/')).text()).toMatch(/<h1>Site unavailable<\/h1>/);
  expect((await app.request('http://vins.localhost/api/site/info', { headers: { idSite: '52' } })).status).toBe(410);
  await surface('/status', { siteId: 52, status: 'live' });
  tenants.forget({ siteId: 52 });
  expect(await (await app.request('http://vins.localhost/boutique')).text()).toBe('site 52');
});

it('keeps serving known sites while the directory is away, and answers an unknown host 503, never 404', async () => {
  expect(await (await app.request('http://vins.localhost/')).text()).toBe('site 52');
  directoryDown = true;
  expect(await (await app.request('http://vins.localhost/boutique')).text()).toBe('site 52');
  const unknown = await app.request('http://nouveau.localhost/');
  expect(unknown.status).toBe(503);
  expect(unknown.headers.get('Retry-After')).toBe('5');
  expect(unknown.headers.get('Cache-Control')).toBe('no-store');
});
