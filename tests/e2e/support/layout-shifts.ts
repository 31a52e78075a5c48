/**
 * Layout shifts a visitor sees (Cumulative Layout Shift's entries, summed): recorded in every document
 * the page loads from now on, from its first paint.
 */
import type { Page } from '@playwright/test';

/** Starts recording; the function it returns sums the shifts of the document shown now. */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { vitrineShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { vitrineShifts: number[] }).vitrineShifts.reduce((a, b) => a + b, 0));
}
