/**
 * Strict CSP gate (DESIGN.md §6, docs/decisions/003-csp.md, issue 5): the production server's headers,
 * the browser actually enforcing them, and the pages that exist loading without a single violation
 * (the shared `test` fails on any `securitypolicyviolation`).
 */
import { createHash } from 'node:crypto';
import { test as plainTest, type APIResponse } from '@playwright/test';
import { test, expect } from './support/test';

/** `default-src 'self'; script-src 'self'` → { 'default-src': ["'self'"], 'script-src': ["'self'"] }. */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function cspOf(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'];
  expect(header, `Content-Security-Policy on ${response.url()}`).toBeTruthy();
  expect(response.headers()['content-security-policy-report-only'], 'a report-only policy enforces nothing').toBeUndefined();
  return parseCsp(header ?? '');
}

/** What every response of the server must carry. */
function expectStrictHeaders(response: APIResponse): void {
  const csp = cspOf(response);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, 'script-src (or default-src) is set').toBeDefined();
  for (const forbidden of ["'unsafe-eval'", "'unsafe-inline'", "'unsafe-hashes'", '*', 'data:', 'blob:', 'http:', 'https:']) {
    expect(scripts, `script-src must not allow ${forbidden}`).not.toContain(forbidden);
  }
  expect(csp.get('script-src-elem') ?? [], 'script-src-elem must not reopen inline scripts').not.toContain("'unsafe-inline'");
  expect(csp.get('script-src-attr') ?? [], 'script-src-attr must not reopen inline handlers').not.toContain("'unsafe-inline'");
  expect(csp.get('default-src'), 'default-src is set').toBeDefined();
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  const ancestors = csp.get('frame-ancestors');
  expect(ancestors, 'frame-ancestors is set').toBeDefined();
  expect(ancestors).not.toContain('*');

  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(headers['referrer-policy']);
  expect(headers['permissions-policy'], 'Permissions-Policy is set').toBeTruthy();
  expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
  expect(headers['permissions-policy']).toMatch(/microphone=\(\)/);
}

test.describe('en-têtes de sécurité du serveur de production', () => {
  test('chaque réponse (pages, code, configuration, API) porte la politique stricte', async ({ request }) => {
    const home = await request.get('/');
    expect(home.status()).toBe(200);
    const html = await home.text();
    // One executable script, the boot script written into the page by the build, allowed by the hash
    // of its exact text — no 'unsafe-inline'; a JSON data block (the embedded config, the server's
    // state, the home page's JSON-LD) never runs.
    const executable = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(executable, 'the page runs one inline script, the boot script').toHaveLength(1);
    const boot = executable[0] ?? '';
    expect(cspOf(home).get('script-src')).toContain(`'sha256-${createHash('sha256').update(boot, 'utf8').digest('base64')}'`);
    const script = /\/assets\/app-[^"\s`]+\.js/.exec(boot)?.[0];
    expect(script, 'the boot script names the app’s files').toBeTruthy();
    expect(html, 'the configuration is embedded as a data block').toMatch(/<script type="application\/json" id="vitrine-config">/);

    for (const url of ['/', '/qui-suis-je', '/mes-prestations/massages-en-vendee', '/page-qui-n-existe-pas', script ?? '/', '/config.json', '/api/site/info']) {
      expectStrictHeaders(await request.get(url, { headers: { idSite: '51' } }));
    }
  });

  test('sans outil tiers configuré, la politique n’ouvre aucun hôte externe aux scripts', async ({ request }) => {
    const config: unknown = await (await request.get('/config.json')).json();
    const analytics = typeof config === 'object' && config !== null && 'analytics' in config ? config.analytics : null;
    const configured =
      typeof analytics === 'object' && analytics !== null && Object.values(analytics).some((v) => v !== null && v !== undefined && v !== false);
    test.skip(configured, 'des outils d’analyse sont configurés sur ce serveur');
    const csp = cspOf(await request.get('/'));
    // Itself, and the boot script by its hash.
    expect(csp.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
    expect(csp.get('frame-src') ?? ["'none'"]).toEqual(["'none'"]);
  });
});

// The browser must really refuse string evaluation and inline script: this test provokes violations
// on purpose, so it uses Playwright's plain `test` (the shared one fails on any violation).
plainTest('le navigateur bloque eval, new Function et les scripts en ligne', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  const outcome = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective));
    const attempt = (run: () => unknown) => {
      try {
        run();
        return 'exécuté';
      } catch (error) {
        return error instanceof EvalError ? 'bloqué' : `autre erreur : ${String(error)}`;
      }
    };
    // Code evaluated by the DevTools protocol may use eval whatever the CSP (as the DevTools console
    // can): run the attempts from a task of the page itself.
    const attempts = await new Promise<{ evalResult: string; functionResult: string }>((resolve) => {
      setTimeout(() => resolve({ evalResult: attempt(() => (0, eval)('1 + 1')), functionResult: attempt(() => Function('return 1')()) }), 0);
    });
    const marker = '__vitrineInlineRan';
    const inline = document.createElement('script');
    inline.textContent = `window.${marker} = true;`;
    document.body.append(inline);
    // Violation events are dispatched asynchronously.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { ...attempts, inlineRan: Reflect.get(window, marker) === true, violations };
  });
  expect(outcome.evalResult).toBe('bloqué');
  expect(outcome.functionResult).toBe('bloqué');
  expect(outcome.inlineRan).toBe(false);
  expect(outcome.violations.length).toBeGreaterThanOrEqual(3);
  expect(outcome.violations.every((d) => d.startsWith('script-src'))).toBe(true);
});

test.describe('les pages existantes se chargent sans violation de la politique', () => {
  test('accueil', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  });

  test('page CMS « Qui suis-je »', async ({ page }) => {
    await page.goto('/qui-suis-je');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  });

  test('page CMS imbriquée', async ({ page }) => {
    await page.goto('/mes-prestations/massages-en-vendee');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  });

  test('page 404', async ({ page }) => {
    await page.goto('/page-qui-n-existe-pas');
    await expect(page.getByRole('heading', { level: 1, name: 'Cette page est introuvable' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  });
});
