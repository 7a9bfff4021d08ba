// Preloaded into a server process by the lead API benchmark (`node --import`): samples the event
// loop's delay, and on SIGUSR2 writes the longest and the p99 delay since the last signal to the
// file named by EVENT_LOOP_REPORT, then starts afresh. Nothing of it ships with the site.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
process.on('SIGUSR2', () => {
  const report = { maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 };
  writeFileSync(process.env.EVENT_LOOP_REPORT, JSON.stringify(report));
  histogram.reset();
});
