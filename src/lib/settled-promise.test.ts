import { describe, expect, it } from 'vitest';
import { settledPromise } from './settled-promise';

describe('settledPromise', () => {
  it('says it is fulfilled, with its value, once it is (what `use` reads to render at once)', async () => {
    const loading = settledPromise(Promise.resolve({ name: 'module' }));
    expect(loading.status).toBeUndefined();
    await expect(loading).resolves.toEqual({ name: 'module' });
    expect(loading.status).toBe('fulfilled');
    expect(loading.value).toEqual({ name: 'module' });
  });

  it('leaves a rejection as it is, unmarked, for the caller to ask again', async () => {
    const loading = settledPromise(Promise.reject(new Error('chunk')));
    await expect(loading).rejects.toThrow('chunk');
    expect(loading.status).toBeUndefined();
  });
});
