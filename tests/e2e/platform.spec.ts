/**
 * Sites that change while Vitrine runs (issue 34), as a visitor's browser sees them:
 *  - a site and a host created in the builder (the demo API's directory test surface) are served by
 *    the running e2e server — the demo's own directory is its tenant source —, no restart;
 *  - a page published in the builder (the editor's draft + publish calls) is fresh through Varnish
 *    (deploy/varnish/vitrine.vcl, the CDN `npm run start:cdn` ships) as soon as the app purged it by
 *    tag, while another page of the site stays a cache hit. A server and a Varnish of this spec's own
 *    (E2E_PORT + 12, + 13); skipped, with the reason, only when varnishd is absent and cannot be
 *    installed (npm test installs it as root, scripts/lib/varnish.ts).
 */
import http from 'node:http';
import { startServer, type RunningServer } from '../../scripts/serve';
import { ensureVarnishd, startVarnish, type RunningVarnish } from '../../scripts/lib/varnish';
import { DEMO_ACCOUNTS } from './support/api-login';
import { ONE_WIDTH } from './support/one-width';
import { E2E_PORT } from './support/ports';
import { expect, test } from './support/test';

const NODE = `http://127.0.0.1:${E2E_PORT}`;

/** The status of a GET to the e2e server with a chosen Host (Node's fetch does not let a test set it). */
function statusAt(host: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: E2E_PORT, path, headers: { Host: `${host}:${E2E_PORT}` } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

/** A POST of the demo API's directory test surface on the e2e server. */
async function directory(path: string, body: unknown): Promise<void> {
  const answer = await fetch(`${NODE}/api/__demo/directory${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status, `${path}: ${await answer.text()}`).toBe(200);
}

test('a site and a host created in the builder are served at once, without a restart', ONE_WIDTH, async ({ page }) => {
  // A site of this run's own (the e2e server lives for the whole run).
  const siteId = 2000 + (Date.now() % 100_000);
  const host = `zen-${siteId}.localhost`;
  // Unknown a moment before (and remembered so for a few seconds: only the change event makes it known sooner).
  expect(await statusAt(host, '/qui-suis-je')).toBe(404);

  await directory('/sites', { from: 51, siteId, host });
  const created = await page.goto(`http://${host}:${E2E_PORT}/qui-suis-je`);
  expect(created?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: /Qui suis-je/ })).toBeVisible();
  // The page is the new site's own: its configuration names it.
  expect(await page.evaluate(() => document.getElementById('vitrine-config')?.textContent ?? '')).toContain(`"siteId":${siteId}`);

  // A second address: an alias, sent to the canonical one with its path and query.
  await directory('/hosts', { siteId, host: `www.${host}` });
  await page.goto(`http://www.${host}:${E2E_PORT}/qui-suis-je?source=carte`);
  expect(page.url()).toBe(`http://${host}:${E2E_PORT}/qui-suis-je?source=carte`);
  await expect(page.getByRole('heading', { level: 1, name: /Qui suis-je/ })).toBeVisible();
});

test.describe('behind Varnish', () => {
  const APP_PORT = E2E_PORT + 12;
  const VARNISH_PORT = E2E_PORT + 13;
  const { varnishd, why } = ensureVarnishd(() => undefined);
  let app: RunningServer | null = null;
  let varnish: RunningVarnish | null = null;

  test.beforeAll(async () => {
    if (!varnishd) return;
    // The demo, as `npm run start:cdn` runs it: the app purges the Varnish in front on each change.
    const env: NodeJS.ProcessEnv = { ...process.env, CDN_PURGE_URL: `http://127.0.0.1:${VARNISH_PORT}/`, DEMO_STATE_DIR: 'memory' };
    for (const name of ['EVENTS_SECRET', 'TENANTS', 'TENANTS_FILE', 'SITE_ID', 'API_URL', 'DIRECTORY_URL', 'API_ORIGIN', 'PAGE_CACHE_ENTRIES'])
      delete env[name];
    app = await startServer({ port: APP_PORT, noBuild: true, testSurface: true, log: false, env });
    varnish = await startVarnish({ varnishd, port: VARNISH_PORT, backendPort: APP_PORT, memory: '64m' });
  });
  test.afterAll(async () => {
    await varnish?.stop();
    await app?.close();
  });

  test('a page published in the builder is fresh through the CDN, and the other pages stay cached', ONE_WIDTH, async ({ page, request }) => {
    test.skip(!varnishd, `Varnish absent: ${why}`);
    const cdn = `http://127.0.0.1:${VARNISH_PORT}`;
    const xCache = async (path: string) => (await page.goto(`${cdn}${path}`))?.headers()['x-cache'];
    // Cached by the CDN: the second visit of each page is a hit.
    await xCache('/qui-suis-je');
    await xCache('/');
    expect(await xCache('/qui-suis-je')).toBe('HIT');
    expect(await xCache('/')).toBe('HIT');

    // The owner changes the page's title and publishes it (the editor's calls, as admin of site 51).
    const headers = { idSite: '51', userLang: 'fr_FR' };
    const login = await request.post(`${cdn}/api/login`, { headers, data: DEMO_ACCOUNTS.admin });
    const { data: session } = (await login.json()) as { data: { token: string } };
    const admin = { ...headers, Authorization: session.token };
    const draft = (await (await request.get(`${cdn}/api/admin/component/conf/qui-suis-je/draft`, { headers: admin })).json()) as {
      data: { revision: number; blocks: { component: string; props: Record<string, unknown> }[] };
    };
    const title = `Qui suis-je, version ${Date.now() % 100_000}`;
    const blocks = draft.data.blocks.map((block, index) => (index === 0 ? { ...block, props: { ...block.props, text: title } } : block));
    const saved = await request.put(`${cdn}/api/admin/component/conf/qui-suis-je/draft`, { headers: admin, data: { revision: draft.data.revision, blocks } });
    expect(saved.status()).toBe(200);
    const { data: savedDraft } = (await saved.json()) as { data: { revision: number } };
    const published = await request.post(`${cdn}/api/admin/component/conf/qui-suis-je/publish`, { headers: admin, data: { revision: savedDraft.revision } });
    expect(published.status()).toBe(200);
    const publishedAt = Date.now();

    // The app purged the page by its tag: the next visit through the CDN renders it again.
    await expect
      .poll(
        async () => {
          await page.goto(`${cdn}/qui-suis-je`);
          return page.getByRole('heading', { level: 1 }).textContent();
        },
        { timeout: 5_000 },
      )
      .toBe(title);
    // How long the publish took to reach visitors through the CDN (a figure, not a timed assertion).
    test.info().annotations.push({ type: 'publish → fresh through Varnish', description: `${Date.now() - publishedAt} ms` });
    expect(await xCache('/qui-suis-je')).toBe('HIT');
    // The other page did not read that conf: still the CDN's copy.
    expect(await xCache('/')).toBe('HIT');
  });
});
