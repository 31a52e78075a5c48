/**
 * Browser tests: Debian's Chromium (tools cannot download browsers here) against the production build
 * served by `scripts/serve.ts` with the demo API. `npm run test:e2e` builds first. The test servers
 * write no request log (LOG=off: one JSON line per request would bury the report; the tests that
 * check logging give the server their own log sink).
 */
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH } from './scripts/lib/chromium';
import { ANALYTICS_ENV } from './tests/e2e/support/analytics-stubs';
import { ONE_WIDTH } from './tests/e2e/support/one-width';
import { ANALYTICS_PORT, E2E_PORT, RESILIENCE_PORT } from './tests/e2e/support/ports';

const RESILIENCE = 'tests/e2e/support/start-resilience-server.ts';

/**
 * Specs whose subject does not depend on the viewport, run by the desktop project only: HTTP answers
 * (headers, status, bodies, load, isolation, Node vs workerd), the sanitizer on the XSS corpus, the
 * server's handling of broken blocks, per-host cookies and fonts. What a phone-width page adds (its
 * own components) is still watched at 390 px by every mobile journey: the shared `test` fails on any
 * CSP violation, console error (a hydration mismatch is one) or failed request. Single journeys of
 * the other specs are kept to one width by a tag (`ONE_WIDTH`, tests/e2e/support/one-width.ts).
 */
const ONE_WIDTH_SPECS = [
  'csp.spec.ts',
  'seo.spec.ts',
  'server-rendering.spec.ts',
  'xss.spec.ts',
  'tenants.spec.ts',
  'tenant-isolation.spec.ts',
  'edge-parity.spec.ts',
  'resilience.spec.ts',
  'fail-soft.spec.ts',
  'fail-soft-server.spec.ts',
  'fail-soft-load.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: { executablePath: CHROME_PATH, args: [...CHROME_ARGS] },
    trace: 'off',
    locale: 'fr-FR',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: { executablePath: CHROME_PATH, args: [...CHROME_ARGS] } },
    },
    {
      name: 'mobile',
      testIgnore: ONE_WIDTH_SPECS.map((spec) => `**/${spec}`),
      grepInvert: new RegExp(ONE_WIDTH.tag),
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions: { executablePath: CHROME_PATH, args: [...CHROME_ARGS] },
      },
    },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/serve.ts',
      url: `http://127.0.0.1:${E2E_PORT}/config.json`,
      // DEMO_STATE_DIR=memory: the page editor's edits of a run die with it (npm start keeps them).
      env: { PORT: String(E2E_PORT), SERVE_NO_BUILD: '1', DEMO_TEST_SURFACE: '1', LOG: 'off', DEMO_STATE_DIR: 'memory' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(existsSync(RESILIENCE)
      ? [
          {
            command: `npx tsx ${RESILIENCE}`,
            url: `http://127.0.0.1:${RESILIENCE_PORT}/config.json`,
            env: { SERVE_NO_BUILD: '1', E2E_RESILIENCE_PORT: String(RESILIENCE_PORT), DEMO_TEST_SURFACE: '1', LOG: 'off' },
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
    // Site 51 alone (a one-site table, SITE_ID) with the four analytics tools configured (fake ids;
    // their hosts are routed to stubs by the tests).
    {
      command: 'npx tsx scripts/serve.ts',
      url: `http://127.0.0.1:${ANALYTICS_PORT}/config.json`,
      env: { PORT: String(ANALYTICS_PORT), SERVE_NO_BUILD: '1', SITE_ID: '51', LOG: 'off', DEMO_STATE_DIR: 'memory', ...ANALYTICS_ENV },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
