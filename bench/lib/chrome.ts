/** Debian's Chromium and the flags that make it quiet and stable on these machines (TOOLCHAIN.md). */

/** The browser binary (tools cannot download browsers here). */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for every headless Chromium the bench starts. */
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
