// @vitest-environment node
/**
 * The Health section's numbers on both databases: leads counted per UTC day and form (and read
 * back for the period only), each route's 75th percentile of LCP, INP and CLS with its band, and
 * the error groups of the period, as the site-health route answers them to a signed-in owner.
 */
import { openDatabase } from '@rooted/database';
import type { TelemetryStore } from '@rooted/telemetry';
import { createSqliteTelemetryStore } from '@rooted/telemetry/node';
import { postgresTelemetryStoreOn, TELEMETRY_FEATURE } from '@rooted/telemetry/postgres';
import { defaultSiteContent } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import { clusterForTests } from '../../../../packages/database/src/test-support/cluster-for-tests';
import { openSiteDatabase } from '../database/site-db';
import { testAdmin } from '../test-support/owner-api';
import { createHealthRoutes } from '../test-support/rooms';
import { healthRoom } from './health-routes';
import { createLeadDayCounter } from './lead-day-counter';
import { createSqliteLeadDays, utcDay, type LeadDays } from './lead-days';
import { postgresLeadDaysOn, SITE_LEAD_DAYS_FEATURE } from './postgres-lead-days';
import { siteHealth } from './site-health';

const cluster = clusterForTests();
let schemas = 0;
const DAY = 86_400_000;
// Noon UTC, so "today" and the days before it are the same whatever the machine's zone.
const NOW = Date.parse('2026-11-26T12:00:00Z');

const stores: [string, () => Promise<{ leadDays: LeadDays; telemetry: TelemetryStore }>][] = [
  [
    'SQLite',
    async () => ({
      leadDays: createSqliteLeadDays(openSiteDatabase(':memory:')),
      telemetry: createSqliteTelemetryStore({ path: ':memory:' }),
    }),
  ],
  [
    'PostgreSQL',
    async () => {
      const { sql, schema } = await openDatabase({
        connectionString: cluster.url,
        schema: `health_test_${(schemas += 1)}`,
        maxConnections: 2,
        features: [TELEMETRY_FEATURE, SITE_LEAD_DAYS_FEATURE],
      });
      cluster.keep({ close: () => sql.end({ timeout: 1 }) });
      return { leadDays: postgresLeadDaysOn(sql, schema), telemetry: postgresTelemetryStoreOn(sql, schema) };
    },
  ],
];

describe.each(stores)('the site health on %s', (_name, open) => {
  it(
    'counts leads per UTC day and form, and gives every day of the period a count for every form',
    { timeout: 60_000 },
    async () => {
      const sources = await open();
      const counter = createLeadDayCounter(sources.leadDays);
      counter.count('contact', NOW);
      counter.count('contact', NOW - 1000);
      counter.count('join', NOW - DAY);
      counter.count('newsletter', NOW - 40 * DAY);
      // One millisecond before midnight UTC belongs to the day before.
      counter.count('exit-intent', Date.parse('2026-11-25T23:59:59.999Z'));
      expect(await counter.since(utcDay(NOW - DAY))).toEqual([
        { day: '2026-11-25', kind: 'exit-intent', count: 1 },
        { day: '2026-11-25', kind: 'join', count: 1 },
        { day: '2026-11-26', kind: 'contact', count: 2 },
      ]);

      const health = await siteHealth(sources, NOW, 30);
      expect(health.days).toHaveLength(30);
      expect(health.days.at(-1)).toBe('2026-11-26');
      expect(health.days[0]).toBe('2026-10-28');
      const counts = Object.fromEntries(health.leads.map((form) => [form.kind, form.counts]));
      expect(counts.contact!.at(-1)).toBe(2);
      expect(counts.join!.at(-2)).toBe(1);
      expect(counts['exit-intent']!.at(-2)).toBe(1);
      // The signup of 40 days ago is outside the period.
      expect(counts.newsletter!.every((count) => count === 0)).toBe(true);
      expect(health.leads.map((form) => form.form)).toEqual([
        'Contact',
        'Newsletter signup',
        'Join application',
        'Exit popup',
      ]);
    },
  );

  it(
    'gives each route its 75th percentile of LCP, INP and CLS with the band it falls in, and the errors of the period',
    { timeout: 60_000 },
    async () => {
      const sources = await open();
      const today = utcDay(NOW);
      // Four views of /: three fast, one slow: the 75th percentile is the third-fastest.
      for (const LCP of [1000, 1200, 1400, 9000])
        await sources.telemetry.recordVitals({
          day: today,
          route: '/',
          metrics: { LCP, INP: 80, CLS: 0.02, TTFB: 100 },
        });
      await sources.telemetry.recordVitals({ day: today, route: '/terms', metrics: { LCP: 3000, INP: 700, CLS: 0.3 } });
      // FCP alone says nothing the Health section draws: that route is left out.
      await sources.telemetry.recordVitals({ day: today, route: '/privacy', metrics: { FCP: 900 } });
      await sources.telemetry.recordError({
        fingerprint: 'f1',
        kind: 'error',
        message: 'TypeError: x is undefined for [email]',
        route: '/',
        browser: 'Chrome 131',
        at: NOW - 2 * DAY,
      });
      await sources.telemetry.recordError({
        fingerprint: 'f1',
        kind: 'error',
        message: 'TypeError: x is undefined for [email]',
        route: '/terms',
        browser: 'Chrome 131',
        at: NOW - 1000,
      });
      await sources.telemetry.recordError({
        fingerprint: 'old',
        kind: 'error',
        message: 'Old',
        route: '/',
        browser: 'Chrome 131',
        at: NOW - 45 * DAY,
      });

      const health = await siteHealth(sources, NOW, 30);
      expect(health.vitals.map((route) => route.route)).toEqual(['/', '/terms']);
      const home = health.vitals[0]!.metrics;
      expect(home.LCP).toMatchObject({ count: 4, rating: 'good' });
      expect(home.LCP!.p75).toBeGreaterThan(1300);
      expect(home.LCP!.p75).toBeLessThan(1500);
      expect(home.INP).toMatchObject({ count: 4, rating: 'good' });
      expect(Object.keys(home).sort()).toEqual(['CLS', 'INP', 'LCP']);
      expect(health.vitals[1]!.metrics).toMatchObject({
        LCP: { rating: 'needs-improvement' },
        INP: { rating: 'poor' },
        CLS: { rating: 'poor' },
      });
      expect(health.thresholds).toEqual({ LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25] });
      expect(health.errors).toEqual([
        {
          fingerprint: 'f1',
          kind: 'error',
          message: 'TypeError: x is undefined for [email]',
          count: 2,
          firstSeen: NOW - 2 * DAY,
          lastSeen: NOW - 1000,
          lastRoute: '/terms',
        },
      ]);
    },
  );
});

describe('the site-health route', () => {
  const sources = () => ({
    leadDays: createSqliteLeadDays(openSiteDatabase(':memory:')),
    telemetry: createSqliteTelemetryStore({ path: ':memory:' }),
  });

  it('answers a signed-in owner only', async () => {
    const admin = await testAdmin(defaultSiteContent, {}, { rooms: { health: healthRoom(sources(), () => NOW) } });
    const refused = await admin.call('/api/admin/desk/site-health');
    expect(refused.status).toBe(401);
    const { cookie } = await admin.session();
    const answer = await admin.call('/api/admin/desk/site-health?days=7', { headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { days: string[] }).days).toHaveLength(7);
  });

  it('answers a period that is not 1 to 90 whole days with a 400 saying so', async () => {
    const routes = createHealthRoutes(sources(), () => NOW);
    for (const days of ['0', '91', '1.5', 'abc', '', '-3', '1e9']) {
      const response = await routes.request(`/api/admin/desk/site-health?days=${days}`);
      expect(response.status, days).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('days must be a whole number from 1 to 90');
    }
    expect(
      ((await (await routes.request('/api/admin/desk/site-health')).json()) as { days: string[] }).days,
    ).toHaveLength(30);
  });

  it("answers the backups' state a signed-in owner asks for, from the site's source, and 404 when there is none", async () => {
    const status = { kind: 'files', last: { at: NOW, bytes: 10 }, failed: undefined, late: false } as const;
    const health = healthRoom({ ...sources(), backups: () => status }, () => NOW);
    const admin = await testAdmin(defaultSiteContent, {}, { rooms: { health } });
    expect((await admin.call('/api/admin/desk/backups')).status).toBe(401);
    const { cookie } = await admin.session();
    const answer = await admin.call('/api/admin/desk/backups', { headers: { cookie } });
    expect(await answer.json()).toEqual({ kind: 'files', last: { at: NOW, bytes: 10 }, late: false });
    const none = createHealthRoutes({ ...sources(), backups: () => undefined }, () => NOW);
    expect((await none.request('/api/admin/desk/backups')).status).toBe(404);
    expect((await createHealthRoutes(sources(), () => NOW).request('/api/admin/desk/backups')).status).toBe(404);
  });
});
