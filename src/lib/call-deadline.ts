/**
 * The abort signal of one outgoing call (an API call, a directory lookup, a readiness probe, a CDN
 * purge, a cache refresh): aborted after `timeoutMs`, or when `signal` is. The one way the app gives
 * a call a time limit, in the browser, on Node and on workerd.
 *
 * An AbortController and a timer cleared by `done()` once the answer is read, not
 * `AbortSignal.timeout(…)`:
 * - on Node 20 a timeout signal inside `AbortSignal.any` is only weakly held and, once
 *   garbage-collected under load, never fires (nodejs/node#57736): a call then waited as long as the
 *   API did (30 s in the fail-soft load test instead of its 300 ms limit);
 * - each `AbortSignal.timeout` keeps a timer, a weak reference and their closures alive until the
 *   time limit has run out and a later collection has finalized them, whether or not the call ended
 *   long before: a server resolving 110,000 hosts held ≈ 26 MB of them seconds after its last call
 *   (the bench's platform section, issue 34's cache budget). `done()` frees them at once.
 * @example
 * const deadline = callDeadline(2_000);
 * try { await deadline.race((await deadline.race(fetch(url, { signal: deadline.signal }))).json()); } finally { deadline.done(); }
 */
export interface CallDeadline {
  /** The signal to give the call. */
  signal: AbortSignal;
  /** The call is over (answered, read, or failed): the timer and the listener go. */
  done: () => void;
  /**
   * `step` (the call, the reading of its answer), or the deadline's reason once it is past, whichever
   * comes first: the call ends on time even when the abort never reaches what it waits for. On Node,
   * a `Request` built with the signal follows it through a weak reference (undici), and once that
   * Request has been garbage-collected, under load, the abort is lost (nodejs/node#55428): a
   * directory that never answered held its host's requests until the socket gave up.
   */
  race: <T>(step: Promise<T>) => Promise<T>;
}

/** A deadline of `timeoutMs` for one call, also aborted when `signal` is (its reason kept). */
export function callDeadline(timeoutMs: number, signal?: AbortSignal): CallDeadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`Pas de réponse en ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  const own = controller.signal;
  return {
    signal: own,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
    race: (step) =>
      new Promise((resolve, reject) => {
        // Held by the timer through the controller: this listener, and the promise it settles, live until the deadline.
        const past = () => reject(own.reason);
        if (own.aborted) past();
        else own.addEventListener('abort', past, { once: true });
        step.then(resolve, reject).finally(() => own.removeEventListener('abort', past));
      }),
  };
}
