// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { medianRunIndex, type LighthouseRun } from './lighthouse';

function run(tbt: number | null, error?: string): LighthouseRun {
  return {
    scores: { 'performance': 90, 'accessibility': 100, 'best-practices': 100, 'seo': 100 },
    metrics: { lcp: 1000, tbt, cls: 0, fcp: 900 },
    failing: [],
    lcpElement: null,
    lcpPhases: null,
    longTasks: [],
    bootup: [],
    ...(error ? { error } : {}),
  };
}

describe('medianRunIndex', () => {
  it('picks the run whose TBT is the median, skipping failed runs', () => {
    expect(medianRunIndex([run(300), run(100), run(200)])).toBe(2);
    expect(medianRunIndex([run(300), run(null, 'NO_FCP'), run(100)])).toBe(2);
    expect(medianRunIndex([run(null, 'NO_NAVSTART')])).toBe(-1);
  });
});
