/** `scheduler.yield()`, where the browser has it (Chrome 129+). */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task, so the browser can paint and handle a tap in between two pieces of
 * start-up work. Every task of ours that runs after the first paint must stay short: on a phone a
 * 15 ms task on a laptop is a 60 ms one, long enough to delay a tap (and to count as blocking time).
 * `scheduler.yield()` resumes ahead of other queued work; elsewhere a timeout does the same job.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}
