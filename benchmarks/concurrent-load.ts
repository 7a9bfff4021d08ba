/** The value at percentile `p` (0–100) of an ascending list. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Runs `send(i)` for i = 0…total-1 from `concurrency` loops at once (each starts its next request
 * when its last one answered, as that many busy clients would) and measures each request.
 */
export async function concurrentLoad(
  total: number,
  concurrency: number,
  send: (i: number) => Promise<void>,
): Promise<{ perSecond: number; latencies: number[] }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const sent = performance.now();
        await send(i);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  return {
    perSecond: Math.round((total / (performance.now() - started)) * 1000),
    latencies: latencies.sort((a, b) => a - b),
  };
}
