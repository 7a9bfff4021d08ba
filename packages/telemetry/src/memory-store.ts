import { bucketOf } from './histogram.js';
import type { VitalMetric } from './limits.js';
import { DEFAULT_MAX_GROUPS, type ErrorGroup, type TelemetryStore, type TelemetryStoreOptions } from './store.js';
import { summarizeBuckets, type BucketRow } from './vitals-summary.js';

/** An in-memory {@link TelemetryStore}: for tests, and for trying the handler without a database. */
export function createMemoryTelemetryStore(options: TelemetryStoreOptions = {}): TelemetryStore {
  const maxGroups = options.maxGroups ?? DEFAULT_MAX_GROUPS;
  const groups = new Map<string, ErrorGroup>();
  const cells = new Map<string, BucketRow>();

  return {
    recordError(report) {
      const group = groups.get(report.fingerprint);
      if (group) {
        group.count += 1;
        group.message = report.message;
        group.stack = report.stack ?? null;
        group.lastSeen = Math.max(group.lastSeen, report.at);
        group.firstSeen = Math.min(group.firstSeen, report.at);
        group.lastRoute = report.route;
        group.lastRelease = report.release ?? null;
        group.lastBrowser = report.browser;
        return Promise.resolve('counted');
      }
      if (groups.size >= maxGroups) return Promise.resolve('dropped');
      groups.set(report.fingerprint, {
        fingerprint: report.fingerprint,
        kind: report.kind,
        message: report.message,
        stack: report.stack ?? null,
        count: 1,
        firstSeen: report.at,
        lastSeen: report.at,
        lastRoute: report.route,
        lastRelease: report.release ?? null,
        lastBrowser: report.browser,
      });
      return Promise.resolve('new');
    },
    recordVitals({ day, route, metrics }) {
      for (const [name, value] of Object.entries(metrics) as [VitalMetric, number][]) {
        const bucket = bucketOf(name, value);
        const key = `${day}\n${route}\n${name}\n${bucket}`;
        const cell = cells.get(key);
        if (cell) cell.count += 1;
        else cells.set(key, { day, route, metric: name, bucket, count: 1 });
      }
      return Promise.resolve();
    },
    listErrors({ limit = 100, since = 0 } = {}) {
      const list = [...groups.values()]
        .filter((group) => group.lastSeen >= since)
        .sort((a, b) => b.lastSeen - a.lastSeen)
        .slice(0, limit)
        .map((group) => ({ ...group }));
      return Promise.resolve(list);
    },
    vitals({ fromDay, toDay, byDay }) {
      const rows = [...cells.values()].filter((row) => row.day >= fromDay && (toDay === undefined || row.day <= toDay));
      return Promise.resolve(summarizeBuckets(rows, byDay));
    },
    errorsMentioning(text) {
      return Promise.resolve(
        [...groups.values()].filter((group) => mentions(group, text)).map((group) => ({ ...group })),
      );
    },
    eraseMentions(text) {
      let erased = 0;
      for (const [key, group] of groups) if (mentions(group, text) && groups.delete(key)) erased += 1;
      return Promise.resolve(erased);
    },
    purge({ before, beforeDay }) {
      let errors = 0;
      let vitals = 0;
      for (const [key, group] of groups) {
        if (group.lastSeen < before) {
          groups.delete(key);
          errors += 1;
        }
      }
      for (const [key, row] of cells) {
        if (row.day < beforeDay) {
          cells.delete(key);
          vitals += 1;
        }
      }
      return Promise.resolve({ errors, vitals });
    },
    close: () => Promise.resolve(),
  };
}

/** True when the group's message, stack or route contains `text`, ASCII letters folded (as SQL's `lower`). */
function mentions(group: ErrorGroup, text: string): boolean {
  const fold = (value: string) => value.replace(/[A-Z]/g, (char) => char.toLowerCase());
  const needle = fold(text);
  return (
    needle !== '' && [group.message, group.stack ?? '', group.lastRoute].some((value) => fold(value).includes(needle))
  );
}
