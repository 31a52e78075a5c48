import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callDeadline } from './call-deadline';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('callDeadline', () => {
  it('aborts the call once its time is up, with a TimeoutError that says so in French', () => {
    const deadline = callDeadline(2_000);
    vi.advanceTimersByTime(1_999);
    expect(deadline.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.signal.reason).toMatchObject({ name: 'TimeoutError', message: 'Pas de réponse en 2000 ms' });
  });

  it('follows the caller’s signal, keeping its reason', () => {
    const caller = new AbortController();
    const deadline = callDeadline(2_000, caller.signal);
    caller.abort(new Error('page quittée'));
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.signal.reason).toMatchObject({ message: 'page quittée' });
  });

  it('is aborted at once when the caller’s signal already is', () => {
    expect(callDeadline(2_000, AbortSignal.abort(new Error('déjà'))).signal.reason).toMatchObject({ message: 'déjà' });
  });

  it('holds nothing once done: no timer left, and the caller’s signal no longer reaches it', () => {
    const caller = new AbortController();
    const deadline = callDeadline(2_000, caller.signal);
    deadline.done();
    expect(vi.getTimerCount()).toBe(0);
    caller.abort();
    vi.advanceTimersByTime(5_000);
    expect(deadline.signal.aborted).toBe(false);
  });

  it('race: a step that never hears the abort still ends at the deadline, with its reason', async () => {
    const deadline = callDeadline(2_000);
    // What a fetch does when the abort was lost on its way (a Request collected on Node): nothing, ever.
    const deaf = new Promise<string>(() => {});
    const raced = deadline.race(deaf);
    const outcome = raced.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await outcome).toMatchObject({ name: 'TimeoutError', message: 'Pas de réponse en 2000 ms' });
  });

  it('race: a step that settles in time gives its answer or its error; once past the deadline, the deadline wins', async () => {
    const deadline = callDeadline(2_000);
    await expect(deadline.race(Promise.resolve('réponse'))).resolves.toBe('réponse');
    await expect(deadline.race(Promise.reject(new Error('refusé')))).rejects.toThrow('refusé');
    deadline.done();
    const past = callDeadline(10);
    await vi.advanceTimersByTimeAsync(10);
    await expect(past.race(Promise.resolve('trop tard'))).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
