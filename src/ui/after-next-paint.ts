/**
 * Runs `then` in the task after the next frame has been painted; returns what cancels it. For work a
 * tap causes that the visitor need not wait for: done in the tap's own task (or its microtasks, or
 * React's passive effects, which a tap's update flushes before the paint), it delays the frame that
 * answers the tap (Interaction to Next Paint, issue 37). In a hidden page (which paints no frame)
 * or without `requestAnimationFrame` (tests' DOM), the next task.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // requestAnimationFrame runs before the next paint; the timeout after it, once that paint is done.
  const painting = typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden';
  const frame = painting ? requestAnimationFrame(() => (timer = setTimeout(then, 0))) : undefined;
  if (frame === undefined) timer = setTimeout(then, 0);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** {@link afterNextPaint} as a promise. */
export const nextPaint = (): Promise<void> => new Promise((resolve) => afterNextPaint(resolve));

/**
 * Runs `task` once the page has loaded and the browser is idle (soon after, where it cannot tell);
 * returns what cancels it. For code a later tap will need, fetched without competing with the page's
 * start (the blocks' code, the sanitizer, the toasts' reducer).
 */
export function whenIdle(task: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 3000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 1000);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}
