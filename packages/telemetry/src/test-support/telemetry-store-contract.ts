import { describe, expect, it } from 'vitest';
import type { ErrorReport, TelemetryStore, TelemetryStoreOptions } from '../store.js';

/** An error report with test defaults. */
export const report = (overrides: Partial<ErrorReport> = {}): ErrorReport => ({
  fingerprint: 'aaaaaaaaaaaaaaaa',
  kind: 'error',
  message: 'boom',
  route: '/',
  browser: 'Chrome 131',
  at: Date.UTC(2026, 10, 20, 12),
  ...overrides,
});

/**
 * What every {@link TelemetryStore} does, run against each implementation. `open` gives a fresh,
 * empty store each time.
 */
export function describeTelemetryStore(
  name: string,
  open: (options?: TelemetryStoreOptions) => TelemetryStore | Promise<TelemetryStore>,
): void {
  describe(`${name} telemetry store`, () => {
    it('groups reports by fingerprint with count, first and last seen, and the latest route, release and browser', async () => {
      const store = await open();
      expect(await store.recordError(report())).toBe('new');
      expect(
        await store.recordError(
          report({ at: report().at + 60_000, route: '/join', release: 'b2', browser: 'Firefox 133' }),
        ),
      ).toBe('counted');
      await store.recordError(report({ fingerprint: 'bbbbbbbbbbbbbbbb', message: 'other', at: report().at + 1000 }));
      const [latest, other] = await store.listErrors();
      expect(latest).toMatchObject({
        fingerprint: 'aaaaaaaaaaaaaaaa',
        count: 2,
        firstSeen: report().at,
        lastSeen: report().at + 60_000,
        lastRoute: '/join',
        lastRelease: 'b2',
        lastBrowser: 'Firefox 133',
      });
      expect(other).toMatchObject({ fingerprint: 'bbbbbbbbbbbbbbbb', count: 1 });
      await store.close();
    });

    it('drops new fingerprints beyond maxGroups but keeps counting known ones', async () => {
      const store = await open({ maxGroups: 2 });
      await store.recordError(report({ fingerprint: '1' }));
      await store.recordError(report({ fingerprint: '2' }));
      expect(await store.recordError(report({ fingerprint: '3' }))).toBe('dropped');
      expect(await store.recordError(report({ fingerprint: '1' }))).toBe('counted');
      expect((await store.listErrors()).map((group) => [group.fingerprint, group.count]).sort()).toEqual([
        ['1', 2],
        ['2', 1],
      ]);
      await store.close();
    });

    it('keeps vitals per route and day with exact counts, and reads a range', async () => {
      const store = await open();
      for (let i = 0; i < 8; i += 1)
        await store.recordVitals({ day: '2026-11-20', route: '/', metrics: { LCP: 1000 + i * 100, CLS: 0.01 } });
      await store.recordVitals({ day: '2026-11-21', route: '/', metrics: { LCP: 5000 } });
      await store.recordVitals({ day: '2026-11-21', route: '/join', metrics: { INP: 120 } });
      const all = await store.vitals({ fromDay: '2026-11-20' });
      expect(all.map((entry) => entry.route)).toEqual(['/', '/join']);
      expect(all[0]?.metrics.LCP?.count).toBe(9);
      expect(all[0]?.metrics.CLS).toMatchObject({ count: 8, rating: 'good' });
      expect(all[1]?.metrics).toEqual({ INP: { count: 1, p75: expect.closeTo(120, -1) as number, rating: 'good' } });
      const lastDay = await store.vitals({ fromDay: '2026-11-21', toDay: '2026-11-21', byDay: true });
      expect(lastDay.map((entry) => [entry.day, entry.route, entry.metrics.LCP?.count ?? 0])).toEqual([
        ['2026-11-21', '/', 1],
        ['2026-11-21', '/join', 0],
      ]);
      await store.close();
    });

    it('purges error groups last seen and vitals days before the retention cut-off', async () => {
      const store = await open();
      await store.recordError(report({ fingerprint: 'old', at: Date.UTC(2026, 7, 1) }));
      await store.recordError(report({ fingerprint: 'new', at: Date.UTC(2026, 10, 20) }));
      await store.recordVitals({ day: '2026-08-01', route: '/', metrics: { LCP: 1000 } });
      await store.recordVitals({ day: '2026-11-20', route: '/', metrics: { LCP: 1000 } });
      expect(await store.purge({ before: Date.UTC(2026, 8, 1), beforeDay: '2026-09-01' })).toEqual({
        errors: 1,
        vitals: 1,
      });
      expect((await store.listErrors()).map((group) => group.fingerprint)).toEqual(['new']);
      expect((await store.vitals({ fromDay: '2000-01-01', byDay: true })).map((entry) => entry.day)).toEqual([
        '2026-11-20',
      ]);
      await store.close();
    });
    it('finds and erases the groups that mention an address (case-insensitively), and only those', async () => {
      const store = await open();
      await store.recordError(report({ fingerprint: 'msg', message: 'Failed for Jane@Example.org' }));
      await store.recordError(report({ fingerprint: 'stack', message: 'boom', stack: 'at x (jane@example.org:1:2)' }));
      await store.recordError(report({ fingerprint: 'route', route: '/p/jane@example.org' }));
      await store.recordError(report({ fingerprint: 'other', message: 'Failed for john@example.org' }));
      expect((await store.errorsMentioning('jane@example.org')).map((group) => group.fingerprint).sort()).toEqual([
        'msg',
        'route',
        'stack',
      ]);
      expect(await store.errorsMentioning('')).toEqual([]);
      expect(await store.eraseMentions('jane@example.org')).toBe(3);
      expect(await store.errorsMentioning('jane@example.org')).toEqual([]);
      expect((await store.listErrors()).map((group) => group.fingerprint)).toEqual(['other']);
      expect(await store.eraseMentions('')).toBe(0);
      await store.close();
    });
  });
}
