// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, installChunkReloadGuard, shouldReloadForChunkError, type GuardStorage } from './chunk-reload-guard';

function memory(): GuardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('chunk reload guard (SPEC §8)', () => {
  it('reloads at most once per 60 seconds', () => {
    const storage = memory();
    expect(shouldReloadForChunkError(storage, 1_000_000)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(shouldReloadForChunkError(storage, 1_030_000)).toBe(false);
    expect(shouldReloadForChunkError(storage, 1_059_999)).toBe(false);
    expect(shouldReloadForChunkError(storage, 1_060_000)).toBe(true);
  });

  it('does not reload when storage is unavailable', () => {
    const broken: GuardStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(shouldReloadForChunkError(broken)).toBe(false);
  });

  it('does not reload a page whose file failed while the browser is offline (the offline status asked for it), and reloads once online', () => {
    const listeners: Array<(event: Event) => void> = [];
    const reload = vi.fn();
    const navigator = { onLine: false };
    const win = {
      addEventListener: (_type: string, listener: (event: Event) => void) => listeners.push(listener),
      navigator,
      sessionStorage: memory(),
      location: { reload },
    } as unknown as Window;
    installChunkReloadGuard(win);
    const failed = () => new Event('vite:preloadError', { cancelable: true });
    const offline = failed();
    for (const listener of listeners) listener(offline);
    expect(reload).not.toHaveBeenCalled();
    expect(offline.defaultPrevented).toBe(false);
    navigator.onLine = true;
    for (const listener of listeners) listener(failed());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
