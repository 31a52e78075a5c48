/**
 * A promise that says, once fulfilled, that it is and with what (`status`, `value`), as React's `use`
 * reads it: `use(promise)` of one already fulfilled renders at once instead of suspending. For what is
 * loaded once and read by many renders (a module of code, a file of words).
 */
export type SettledPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * `promise`, marked when it fulfils (a rejection is left as it is: the caller decides whether to ask again).
 * @example const loading = settledPromise(import('./sanitize-dompurify')); // later: use(loading)
 */
export function settledPromise<T>(promise: Promise<T>): SettledPromise<T> {
  const settled: SettledPromise<T> = promise.then((value) => {
    settled.status = 'fulfilled';
    settled.value = value;
    return value;
  });
  return settled;
}
