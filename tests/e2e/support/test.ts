/**
 * The Playwright `test` every journey uses: it fails a test on any console error, uncaught page error
 * or Content-Security-Policy violation, and gives `expectAccessible(page)` (axe, 0 violations).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

export interface VitrineFixtures {
  /** Console errors matching one of these are expected by the test (e.g. a reported block failure). */
  allowedConsoleErrors: RegExp[];
  /**
   * Scan the page a test ends on with axe (default true), so no journey can forget it. Turn off only
   * where the page shows deliberately broken content (resilience, XSS corpus), and say why.
   */
  axeOnLastPage: boolean;
}

interface Watch {
  consoleErrors: string[];
  cspViolations: string[];
  failedRequests: string[];
}

/**
 * After a document load, wait until the app has hydrated the server's HTML (`<html data-hydrated>`,
 * set by src/app/main.tsx): the HTML shows before the code that makes it work, and a journey acts
 * like a visitor who waits for the page. Pages the server did not render (static mode) and pages
 * without JavaScript are not waited for.
 */
async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined || document.getElementById('vitrine-state') === null, null, {
    timeout: 20_000,
  });
}

export const test = base.extend<VitrineFixtures & { watch: Watch }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await untilHydrated(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await untilHydrated(page);
        return response;
      };
    }
    await provide(page);
  },
  allowedConsoleErrors: [[], { option: true }],
  axeOnLastPage: [true, { option: true }],
  watch: [
    async ({ page, allowedConsoleErrors, axeOnLastPage }, use, testInfo) => {
      const watch: Watch = { consoleErrors: [], cspViolations: [], failedRequests: [] };
      // The server answers an unknown page with a real 404 (or the API's error status): that page
      // response is the behaviour under test, not a broken resource. Chrome still logs it.
      const pageStatusUrls = new Set<string>();
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        if (/^Failed to load resource: the server responded with a status of \d+/.test(text) && pageStatusUrls.has(msg.location().url)) return;
        if (allowedConsoleErrors.some((re) => re.test(text))) return;
        watch.consoleErrors.push(text);
      });
      page.on('pageerror', (error) => watch.consoleErrors.push(`Uncaught: ${error.message}`));
      // Chrome logs a failed resource without its URL: name it, so a failure says what is missing.
      page.on('response', (response) => {
        if (response.status() < 400) return;
        if (response.request().isNavigationRequest() && response.request().resourceType() === 'document') {
          pageStatusUrls.add(response.url());
          return;
        }
        const text = `HTTP ${response.status()} ${response.request().method()} ${response.url()}`;
        if (allowedConsoleErrors.some((re) => re.test(text))) return;
        watch.failedRequests.push(text);
      });
      await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
        watch.cspViolations.push(text);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as { __reportCspViolation?: (t: string) => void }).__reportCspViolation;
          report?.(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
        });
      });
      await use(watch);
      // Every page a journey visits gets an axe scan: explicitly inside the journey, and here for the
      // page it ends on (skipped when the test failed already, or never left about:blank).
      if (axeOnLastPage && testInfo.status === testInfo.expectedStatus && page.url().startsWith('http')) await expectAccessible(page);
      expect(watch.cspViolations, 'Content-Security-Policy violations').toEqual([]);
      expect(watch.failedRequests, 'failed requests').toEqual([]);
      expect(watch.consoleErrors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** WCAG tags every page is checked against (issue "quality gates"). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Run axe on the page (WCAG 2.2 AA + target-size) and fail with a readable list on any violation. */
export async function expectAccessible(page: Page): Promise<void> {
  // axe judges colours as painted: mid-animation (a dropdown fading in) they are half transparent.
  // Scan the settled page: reduced motion ends animations at once (global.css), then restore.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  // Same rules, same violations, about half the time (axe was most of many journeys' time): axe runs
  // in the page itself ("legacy" mode: same-origin frames only, and our pages have no cross-origin
  // frame: third-party hosts are stubs in these tests) instead of opening a blank page per scan to
  // merge the frames' results; and only violations carry node details (passes were serialized too).
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  await page.emulateMedia({ reducedMotion: null });
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
