/**
 * A failed route-chunk load (a deploy replaced the files the open tab expects) reloads the page,
 * at most once per 60 seconds (SPEC §8), so a broken deploy cannot cause a reload loop.
 */
import { CHUNK_RELOAD_GUARD_MS } from '@/lib/constants';
import { reportError } from '@/lib/report-error';

/** Storage key of the last reload time. */
export const CHUNK_RELOAD_KEY = 'vitrine:chunk-reload-at';

/** Minimal storage the guard needs (sessionStorage in the browser). */
export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Decides whether to reload now, and records it when so.
 * @returns true when the page should reload
 */
export function shouldReloadForChunkError(storage: GuardStorage, now: number = Date.now()): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    // Storage refused (private mode): without memory, reloading could loop, so do not reload.
    return false;
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  return true;
}

let installed = false;

/**
 * Listens to Vite's `vite:preloadError` and reloads once per 60 s. Safe to call more than once. Not
 * while the browser is offline: the file is missing because the connection is, not because of a
 * deploy, and a reload would replace the page the visitor reads with the browser's offline page (the
 * import fails instead, and whoever asked for the file does without it).
 */
export function installChunkReloadGuard(win: Window = window): void {
  if (installed) return;
  installed = true;
  win.addEventListener('vite:preloadError', (event) => {
    if (win.navigator.onLine === false) return;
    if (shouldReloadForChunkError(win.sessionStorage)) {
      // Prevent Vite from throwing: the reload replaces the page anyway.
      event.preventDefault();
      reportError('a page file failed to load: reloading once to get the new version', { where: 'chunk load', level: 'warning' });
      win.location.reload();
    }
  });
}
