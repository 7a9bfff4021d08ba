// Preloaded into the production server by hostile.ts (`node --import`): measures the
// event loop's delay inside the server process and answers the parent over IPC, so the
// numbers are the server's own, untouched by the load generator.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
// CPU time of the whole process (every thread) since the reset: on a shared machine the
// wall-clock rate depends on what else runs, the CPU spent per request much less so.
let cpuAtReset = process.cpuUsage();
process.on('message', (message) => {
  if (message === 'reset') {
    histogram.reset();
    cpuAtReset = process.cpuUsage();
    process.send?.({ reset: true });
  } else if (message === 'stats') {
    const cpu = process.cpuUsage(cpuAtReset);
    process.send?.({
      maxMs: histogram.max / 1e6,
      p99Ms: histogram.percentile(99) / 1e6,
      cpuMs: (cpu.user + cpu.system) / 1000,
    });
  }
});
