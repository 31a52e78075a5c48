/**
 * Every payload of DOMPurify's corpus (223 cases, 141 calling alert) rendered through SafeHtml in
 * the production build: nothing may execute. The page's CSP is bypassed on purpose, so the test
 * measures the sanitizer alone (the CSP is a second, separate line of defence).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { signInWithCookie } from './support/api-login';
import { E2E_PORT, RESILIENCE_BASE } from './support/ports';
import xssCases from '../fixtures/xss/dompurify-expect.mjs';
import { expect, test } from './support/test';
import { copyDemoData, type DataCopy } from './support/data-copy';
import { startOwnServer, type OwnServer } from './support/own-server';
import { THOUSAND_SLUG, XSS_SLUG } from './support/start-resilience-server';

const BASE = RESILIENCE_BASE;

test.use({
  // The page is 223 hostile HTML fragments, not content: axe has nothing meaningful to say about it.
  axeOnLastPage: false,
  bypassCSP: true,
  // Sanitized payloads keep harmless broken images (`<img src="x">`, `<img src="y">`): the server
  // answers those unknown paths with a real 404, as expected.
  allowedConsoleErrors: [[/Failed to load resource/, /^HTTP 404 GET http:\/\/[^/]+\/[xy]$/], { scope: 'test' }],
});

test('no payload of the XSS corpus executes through SafeHtml', async ({ page }) => {
  expect(xssCases).toHaveLength(223);
  expect(xssCases.filter((c) => c.payload.includes('alert'))).toHaveLength(141);
  await page.addInitScript(() => {
    const hits: string[] = [];
    Object.defineProperty(window, '__xssHits', { value: hits });
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.defineProperty(window, name, { value: (...args: unknown[]) => void hits.push(`${name}(${args.map(String).join(',')})`), writable: false });
    }
    window.addEventListener('error', (event) => hits.push(`error: ${event.message}`), true);
  });
  await page.goto(`${BASE}/${XSS_SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Essai XSS' })).toBeVisible();
  // Every payload went through a cms-text block (one .vb-prose each).
  await expect(page.locator('.vr-page .vb-prose')).toHaveCount(xssCases.length);
  // Let timers, image errors, animations and focus-triggered handlers fire.
  await page.mouse.move(200, 300);
  await page.mouse.move(600, 500);
  await page.waitForTimeout(1500);
  const hits = await page.evaluate(() =>
    (window as unknown as { __xssHits: string[] }).__xssHits.filter((h) => !h.startsWith('error: ') || /alert|xss/i.test(h)),
  );
  expect(hits, 'executed payloads').toEqual([]);
  // The hooks work: a real call is recorded (so the empty list above means nothing ran).
  const probe = await page.evaluate(() => {
    window.alert('sonde');
    return (window as unknown as { __xssHits: string[] }).__xssHits.slice(-1);
  });
  expect(probe).toEqual(['alert(sonde)']);
  // And nothing executable was left in the DOM for a later click or hover.
  const leftovers = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('.vr-page *')) {
      for (const attr of el.getAttributeNames()) if (/^on/i.test(attr)) found.push(`${el.tagName} ${attr}`);
      for (const attr of ['href', 'src', 'action', 'formaction', 'xlink:href']) {
        const v = el.getAttribute(attr);
        if (v && /^\s*(javascript|vbscript|data:text\/html)/i.test(v)) found.push(`${el.tagName} ${attr}=${v}`);
      }
      if (/^(SCRIPT|IFRAME|OBJECT|EMBED|BASE|META)$/.test(el.tagName)) found.push(el.tagName);
    }
    return found;
  });
  expect(leftovers).toEqual([]);
});

test('the server sanitizer (parse5) gives the markup DOMPurify gives in Chromium, on the whole corpus', async ({ page, context }) => {
  // A member: the app starts on every page (a page of static blocks alone starts with the islands
  // for anyone else, without the router this test navigates with: src/app/boot.ts).
  await signInWithCookie(context, page.request, BASE, 'member');
  // Server-rendered: the page's HTML as the server sanitized it, parsed by Chromium.
  await page.goto(`${BASE}/${XSS_SLUG}`);
  const prose = page.locator('.vr-page .vb-prose');
  await expect(prose).toHaveCount(xssCases.length);
  const fromServer = await prose.evaluateAll((nodes) => nodes.map((n) => n.innerHTML));
  // Browser-rendered: leave the page and come back through the router, so React renders every block
  // again in the browser, through DOMPurify.
  await page.evaluate((slug) => {
    window.history.pushState(null, '', `/${slug}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, THOUSAND_SLUG);
  await expect(page.locator('.vr-page .vb-prose')).not.toHaveCount(xssCases.length);
  await page.goBack();
  await expect(prose).toHaveCount(xssCases.length);
  const fromBrowser = await prose.evaluateAll((nodes) => nodes.map((n) => n.innerHTML));
  const different = fromServer.map((html, i) => ({ title: xssCases[i]?.title, server: html, browser: fromBrowser[i] })).filter((c) => c.server !== c.browser);
  expect(different).toEqual([]);
});

// Security review 4, finding 4: CMS text carrying id="vitrine-state" came before the server's data
// block, and the browser hydrated from the author's data (a fake member, other prices, other settings).
test.describe('CMS text cannot stand in for the page’s data block', () => {
  let server: OwnServer | null = null;
  let data: DataCopy | null = null;

  /** Append `html` to the cms-text block `id` of a component conf (blocks nest through `children`). */
  function appendToBlock(blocks: unknown, id: string, html: string): boolean {
    if (!Array.isArray(blocks)) return false;
    for (const block of blocks as Array<{ id?: string; props?: { html?: string }; children?: unknown }>) {
      if (block.id === id && typeof block.props?.html === 'string') {
        block.props.html += html;
        return true;
      }
      if (appendToBlock(block.children, id, html)) return true;
    }
    return false;
  }

  test.beforeAll(async () => {
    test.setTimeout(90_000); // a server of its own, on a busy machine
    // What an author would plant: the page's real data (the main e2e server serves the same demo data)
    // with the business's name changed, in a hidden paragraph of the page's own text.
    const html = await (await fetch(`http://127.0.0.1:${E2E_PORT}/qui-suis-je`)).text();
    const real = /<script type="application\/json" id="vitrine-state"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(real).toContain('Maëlle Guérin');
    const planted = real.replaceAll('Maëlle Guérin', 'Site piraté').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    data = copyDemoData('state-block', ['51']);
    const file = path.join(data.dir, 'sites/51/component-conf/qui-suis-je.json');
    const conf = JSON.parse(readFileSync(file, 'utf8')) as { blocks: unknown };
    expect(appendToBlock(conf.blocks, 'histoire-texte', `<p id="vitrine-state" hidden>${planted}</p>`)).toBe(true);
    writeFileSync(file, JSON.stringify(conf));
    server = await startOwnServer(data.dir);
  });

  test.afterAll(async () => {
    await server?.close();
    data?.remove();
  });

  test('the page hydrates from the server’s block: the planted data never shows', async ({ page }) => {
    await page.goto(`${server?.url ?? ''}/qui-suis-je`);
    // Hydrated (the fixture waits for it) from the server's data: the shell names the real business,
    // nothing visible says otherwise, and no hydration mismatch was logged (the fixture fails on one).
    await expect(page.getByRole('banner')).toContainText('Maëlle Guérin');
    await expect(page.getByText('Site piraté').filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Maëlle, les mains et l’écoute' })).toBeVisible();
    // The planted paragraph is CMS text like any other, without the page's id.
    await expect(page.locator('p[hidden]').filter({ hasText: 'Site piraté' })).toHaveCount(1);
    await expect(page.locator('[id="vitrine-state"]')).toHaveCount(1);
    await expect(page.locator('body > script[id="vitrine-state"]')).toHaveCount(1);
  });
});
