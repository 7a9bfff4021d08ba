/**
 * The renderer's main-thread tasks from a Lighthouse trace, as they really ran (not Lantern's
 * 4× simulation): which tasks are long, what they spent their time on, and whose scripts ran.
 * Lighthouse's own long-task list attributes most of a page's early work to "Unattributable";
 * this says whether a task was parsing, style and layout, or one of our chunks evaluating.
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; stackTrace?: { url?: string }[] } };
}

export interface MainThreadTask {
  /** Start, in ms from the first event on the thread. */
  startMs: number;
  durationMs: number;
  /** The costliest kinds of work inside the task, e.g. `Layout 31 ms`. */
  work: string[];
  /** File names of the scripts that ran in the task. */
  scripts: string[];
}

/** The page's main thread (the busiest `CrRendererMain`): its complete events in order, and its first timestamp. */
function mainThread(traceEvents: TraceEvent[]): { events: TraceEvent[]; origin: number } {
  const threadKey = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const rendererMains = new Set(
    traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(threadKey),
  );
  const busy = new Map<string, number>();
  for (const e of traceEvents) {
    if (e.name === 'RunTask' && e.dur && rendererMains.has(threadKey(e)))
      busy.set(threadKey(e), (busy.get(threadKey(e)) ?? 0) + e.dur);
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const events = traceEvents.filter((e) => threadKey(e) === main && e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts);
  return { events, origin: events[0]?.ts ?? 0 };
}

/** What one task spent its time on and whose scripts ran in it. */
function describe(task: TraceEvent, { events, origin }: { events: TraceEvent[]; origin: number }): MainThreadTask {
  const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
  const byName = new Map<string, number>();
  for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur!);
  const scripts = new Set(
    inside
      .map((e) => e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url)
      .filter((url): url is string => !!url && url.includes('/assets/')),
  );
  return {
    startMs: Math.round((task.ts - origin) / 1000),
    durationMs: Math.round(task.dur! / 1000),
    work: [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, us]) => `${name} ${Math.round(us / 1000)} ms`),
    scripts: [...scripts].map((url) => url.split('/').pop()!),
  };
}

/** Tasks of the page's main thread at least `minMs` long. */
export function mainThreadTasks(traceEvents: TraceEvent[], minMs = 10): MainThreadTask[] {
  const thread = mainThread(traceEvents);
  return thread.events
    .filter((task) => task.name === 'RunTask' && task.dur! >= minMs * 1000)
    .map((task) => describe(task, thread));
}

/**
 * The task that laid the page out first, usually with its first paint. Lantern runs a task with layout
 * at half the CPU slowdown (2×, not 4×). Its first-paint estimate simulates only the document, the
 * first parse, this task and the first paint; its TBT simulation runs every task, the navigation's
 * commit among them, so there this task can start after the estimated first paint and count as
 * blocking: twice its real length, less 50 ms.
 */
export function firstLayoutTask(traceEvents: TraceEvent[]): MainThreadTask | undefined {
  const thread = mainThread(traceEvents);
  const layout = thread.events.find((e) => e.name === 'Layout');
  const task =
    layout &&
    thread.events.find((e) => e.name === 'RunTask' && e.ts <= layout.ts && e.ts + e.dur! >= layout.ts + layout.dur!);
  return task && describe(task, thread);
}
