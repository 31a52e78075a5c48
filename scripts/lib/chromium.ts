/**
 * Debian's Chromium and the flags that make it quiet and stable on these machines (TOOLCHAIN.md):
 * one list for the browser tests (playwright.config.ts) and the bench (bench/lib/chrome.ts).
 */

/** The browser binary (tools cannot download browsers here). */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for every headless Chromium we start: no sandbox (containers), no GPU, no background traffic. */
export const CHROME_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
