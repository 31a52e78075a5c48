import { describe, expect, it } from 'vitest';
import { summarizeTap, type TraceEvent } from './trace-summary';

const MAIN = { pid: 1, tid: 7 };
const x = (name: string, ts: number, dur: number, data?: TraceEvent['args']) => ({ name, ph: 'X', ts, dur, ...MAIN, ...(data ? { args: data } : {}) });

describe('summarizeTap', () => {
  it('attributes the main thread’s self time from the tap to the first paint after its last input', () => {
    const events: TraceEvent[] = [
      { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
      // Another renderer's main thread: not the tap's.
      { name: 'thread_name', ph: 'M', ts: 0, pid: 2, tid: 3, args: { name: 'CrRendererMain' } },
      x('RunTask', 900, 50),
      x('RunTask', 1000, 10_000),
      x('EventDispatch', 1000, 6000, { data: { type: 'click' } }),
      x('FunctionCall', 1500, 4000, { data: { functionName: 'onSubmit', url: 'https://x/assets/app-1.js' } }),
      x('MinorGC', 2000, 1000),
      x('Layout', 8000, 2000),
      x('RunTask', 12_000, 3000),
      x('Paint', 12_500, 1000),
      // After the first paint: not counted.
      x('RunTask', 20_000, 5000),
      x('Layout', 20_000, 5000),
    ];
    const summary = summarizeTap(events);
    expect(summary?.toPaintMs).toBe(12.5);
    expect(summary?.inputs).toEqual(['click +0.0 ms (6.0 ms)']);
    expect(summary?.tasks.map((t) => [t.at, t.ms])).toEqual([
      [0, 10],
      [11, 3],
    ]);
    expect(summary?.total).toEqual([
      { name: 'FunctionCall onSubmit app-1.js', ms: 3 },
      { name: 'EventDispatch click', ms: 2 },
      { name: 'Layout', ms: 2 },
      { name: 'MinorGC', ms: 1 },
      { name: 'Paint', ms: 1 },
    ]);
  });

  it('finds nothing in a trace without an input event', () => {
    expect(summarizeTap([x('RunTask', 0, 10)])).toBeNull();
  });
});
