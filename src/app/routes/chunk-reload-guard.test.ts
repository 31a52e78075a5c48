// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, shouldReloadForChunkError, type GuardStorage } from './chunk-reload-guard';

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
});
