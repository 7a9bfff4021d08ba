/**
 * Where a route's painted-but-not-interactive window goes: one throttled load (the settings of
 * hydration-window.ts) with a Chromium trace, printed as a timeline relative to the first
 * contentful paint: when each script (and every other file: images, fonts, which share the link)
 * was requested and arrived, the main thread's tasks over
 * `minMs` with whose scripts ran in them, the time the thread sat idle, and the hydrated mark.
 * Idle time in the window means the page waits on the network; busy time, on the CPU.
 *
 *   pnpm exec tsx hydration-trace.ts / /privacy        # one load each
 *   pnpm exec tsx hydration-trace.ts 3 /               # three loads
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../apps/site/chromium';
import { siteDir } from '../apps/site/e2e/test-support/bundle-size';
import { throttle } from './hydration-window';
import { serveSite } from './serve-builds';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; stackTrace?: { url?: string }[]; frame?: string } };
}

/** A file the page fetched: scripts, and the images and fonts that share the link with them. */
export interface ScriptTiming {
  file: string;
  requestedMs: number;
  arrivedMs: number;
  bytes: number;
}
export interface TaskTiming {
  startMs: number;
  durationMs: number;
  scripts: string[];
  work: string;
}
export interface HydrationTrace {
  fcpMs: number;
  hydratedMs: number;
  scripts: ScriptTiming[];
  tasks: TaskTiming[];
  /** Main-thread time between FCP and the hydrated mark spent in tasks, and the rest. */
  busyMs: number;
  idleMs: number;
}

const base = (url: string) => url.split('/').pop() ?? url;

/** One traced, throttled load of `url`; times are ms after navigation start. */
export async function traceLoad(browser: Browser, url: string, minMs = 4): Promise<HydrationTrace> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page));
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'blink.user_timing',
        'loading',
        'v8.execute',
        'disabled-by-default-devtools.timeline',
      ],
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // A string, not a function (tsx wraps functions in a helper the page lacks); polled, as the CSP forbids waitForFunction's eval.
    await page.evaluate(
      `new Promise((resolve) => { const t = setInterval(() => { if (performance.getEntriesByName('rooted:hydrated').length) { clearInterval(t); resolve(); } }, 50); })`,
    );
    const timings = (await page.evaluate(`(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      const hydrated = performance.getEntriesByName('rooted:hydrated')[0].startTime;
      const scripts = performance.getEntriesByType('resource')
        .map((r) => ({ file: r.name.split('/').pop(), requestedMs: r.startTime, arrivedMs: r.responseEnd, bytes: r.transferSize }));
      return { fcp, hydrated, scripts, origin: performance.timeOrigin };
    })()`)) as { fcp: number; hydrated: number; scripts: ScriptTiming[]; origin: number };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const events = trace.traceEvents;
    // The trace's clock: the navigation's start is the renderer's navigationStart mark.
    const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data);
    const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
    const zero = fcpEvent ? fcpEvent.ts - timings.fcp * 1000 : (nav?.ts ?? 0);
    const main = fcpEvent ? `${fcpEvent.pid}:${fcpEvent.tid}` : '';
    const onMain = events
      .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur)
      .sort((a, b) => a.ts - b.ts);
    const ms = (ts: number) => (ts - zero) / 1000;
    const tasks: TaskTiming[] = [];
    let busyUs = 0;
    for (const task of onMain.filter((e) => e.name === 'RunTask')) {
      const start = ms(task.ts);
      const end = start + task.dur! / 1000;
      if (end > timings.fcp && start < timings.hydrated)
        busyUs += (Math.min(end, timings.hydrated) - Math.max(start, timings.fcp)) * 1000;
      if (task.dur! < minMs * 1000 || end < timings.fcp - 50 || start > timings.hydrated + 50) continue;
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
      const byName = new Map<string, number>();
      for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur!);
      const scripts = new Set(
        inside
          .map((e) => e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url)
          .filter((u): u is string => !!u && u.includes('/assets/'))
          .map(base),
      );
      tasks.push({
        startMs: start,
        durationMs: task.dur! / 1000,
        scripts: [...scripts],
        work: [...byName]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([name, us]) => `${name} ${Math.round(us / 1000)}`)
          .join(', '),
      });
    }
    const busyMs = busyUs / 1000;
    return {
      fcpMs: timings.fcp,
      hydratedMs: timings.hydrated,
      scripts: timings.scripts,
      tasks,
      busyMs,
      idleMs: timings.hydrated - timings.fcp - busyMs,
    };
  } finally {
    await context.close();
  }
}

/** The timeline as lines, every time relative to FCP. */
export function formatTrace(route: string, t: HydrationTrace): string[] {
  const rel = (ms: number) => `${ms - t.fcpMs >= 0 ? '+' : ''}${Math.round(ms - t.fcpMs)}`;
  const lines = [
    `${route}: FCP ${Math.round(t.fcpMs)} ms, hydrated ${rel(t.hydratedMs)} ms after it; in between the main thread was busy ${Math.round(t.busyMs)} ms, idle ${Math.round(t.idleMs)} ms`,
  ];
  type Row = { at: number; text: string };
  const rows: Row[] = [
    ...t.scripts.map((s) => ({
      at: s.requestedMs,
      text: `requested ${s.file} (${s.bytes} B), arrived ${rel(s.arrivedMs)}`,
    })),
    ...t.tasks.map((k) => ({
      at: k.startMs,
      text: `task ${Math.round(k.durationMs)} ms [${k.work}] ${k.scripts.join(' ')}`,
    })),
    { at: t.hydratedMs, text: 'rooted:hydrated' },
  ].sort((a, b) => a.at - b.at);
  for (const row of rows) lines.push(`  ${rel(row.at).padStart(6)}  ${row.text}`);
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const runs = args[0] && /^\d+$/.test(args[0]) ? Number(args.shift()) : 1;
  const routes = args.length ? args : ['/', '/privacy'];
  const site = await serveSite(join(siteDir, 'dist/client'));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_FLAGS] });
  try {
    for (const route of routes)
      for (let i = 0; i < runs; i += 1)
        console.log(formatTrace(route, await traceLoad(browser, `${site.origin}${route}`)).join('\n'));
  } finally {
    await browser.close();
    await site.close();
  }
}
