/** The bench's Chromium: the same binary and flags as the browser tests (one list, scripts/lib/chromium.ts). */
export { CHROME_ARGS, CHROME_PATH } from '../../scripts/lib/chromium';
