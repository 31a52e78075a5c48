/**
 * Reads a Chromium Performance trace (CDP `Tracing`, the events DevTools' Performance panel records)
 * of one interaction and says where the renderer's main thread spent the tap (bench/profile.ts
 * `--trace`): each task from the first input event to the first frame painted after the last one,
 * with its self time per event (script, GC, style, layout, paint…).
 */

/** One trace event (the Trace Event Format's fields the summary reads). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string; url?: string; functionName?: string; frame?: string } };
}

/** A task of the main thread inside the tap. */
export interface TaskSummary {
  /** ms from the first input event. */
  at: number;
  ms: number;
  /** Self time per event name, ms, heaviest first. */
  self: Array<{ name: string; ms: number }>;
}

/** What `summarizeTap` finds. */
export interface TapSummary {
  /** ms from the first input event to the end of the first Paint after the last input event. */
  toPaintMs: number;
  inputs: string[];
  tasks: TaskSummary[];
  /** Self time per event name over the whole window, ms, heaviest first. */
  total: Array<{ name: string; ms: number }>;
}

const INPUTS = new Set(['pointerdown', 'pointerup', 'touchstart', 'touchend', 'mousedown', 'mouseup', 'click', 'keydown', 'keyup', 'input', 'submit']);
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The name a self time is counted under: a script call names its function and file. */
function label(event: TraceEvent): string {
  const data = event.args?.data;
  if (event.name === 'EventDispatch' && data?.type) return `EventDispatch ${data.type}`;
  if ((event.name === 'FunctionCall' || event.name === 'EvaluateScript') && data?.url) {
    return `${event.name} ${data.functionName || '(anonyme)'} ${data.url.split('/').pop() ?? ''}`;
  }
  return event.name;
}

function add(into: Map<string, number>, name: string, us: number): void {
  if (us > 0) into.set(name, (into.get(name) ?? 0) + us);
}

const sorted = (m: Map<string, number>) => [...m.entries()].map(([name, us]) => ({ name, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);

/**
 * Summarizes the tap of `events` (a trace recorded around one interaction), or null when the trace
 * holds no input event on a renderer's main thread.
 */
export function summarizeTap(events: readonly TraceEvent[]): TapSummary | null {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const inputs = events.filter((e) => e.name === 'EventDispatch' && e.ph === 'X' && INPUTS.has(e.args?.data?.type ?? '') && mains.has(`${e.pid}:${e.tid}`));
  const first = inputs[0];
  if (!first) return null;
  const thread = `${first.pid}:${first.tid}`;
  const ofThread = events
    // LatencyInfo.Flow marks an input's path through the browser: it spans tasks rather than nesting in them.
    .filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && typeof e.dur === 'number' && e.name !== 'LatencyInfo.Flow')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tapInputs = inputs.filter((e) => `${e.pid}:${e.tid}` === thread);
  const lastInput = tapInputs.reduce((last, e) => Math.max(last, e.ts + (e.dur ?? 0)), first.ts);
  const paint = ofThread.find((e) => e.name === 'Paint' && e.ts >= lastInput);
  const end = paint ? paint.ts + (paint.dur ?? 0) : lastInput;
  const start = ofThread.find((e) => TASKS.has(e.name) && e.ts <= first.ts && e.ts + (e.dur ?? 0) >= first.ts)?.ts ?? first.ts;
  const window = ofThread.filter((e) => e.ts >= start && e.ts < end);
  // Self time: each event's duration minus its direct children's (events nest by time on one thread).
  const tasks: TaskSummary[] = [];
  const total = new Map<string, number>();
  let current: { task: TraceEvent; self: Map<string, number> } | null = null;
  const stack: Array<{ event: TraceEvent; childUs: number }> = [];
  const close = (upTo: number) => {
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      if (top.event.ts + (top.event.dur ?? 0) > upTo) break;
      stack.pop();
      const selfUs = (top.event.dur ?? 0) - top.childUs;
      add(total, label(top.event), selfUs);
      if (current) add(current.self, label(top.event), selfUs);
      if (current && top.event === current.task) {
        tasks.push({ at: (current.task.ts - first.ts) / 1000, ms: (current.task.dur ?? 0) / 1000, self: sorted(current.self).slice(0, 8) });
        current = null;
      }
    }
  };
  for (const event of window) {
    close(event.ts);
    const parent = stack[stack.length - 1];
    if (parent) parent.childUs += event.dur ?? 0;
    if (!parent && TASKS.has(event.name)) current = { task: event, self: new Map() };
    stack.push({ event, childUs: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return {
    toPaintMs: (end - first.ts) / 1000,
    inputs: tapInputs.map((e) => `${e.args?.data?.type} +${((e.ts - first.ts) / 1000).toFixed(1)} ms (${((e.dur ?? 0) / 1000).toFixed(1)} ms)`),
    tasks: tasks.filter((t) => t.ms >= 1),
    total: sorted(total).filter((row) => !TASKS.has(row.name)),
  };
}
