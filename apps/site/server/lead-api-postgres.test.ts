// @vitest-environment node
/**
 * DATABASE_URL moves the lead API's state to PostgreSQL: two site instances on one database share
 * the leads and one rate limit. A real throwaway server, started as the lead-capture tests do.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../../../packages/lead-capture/src/test-support/postgres-cluster';
import { createSiteApp } from './app';
import { openLeadApi, wantsPostgres } from './lead-api';

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 60_000);
afterAll(() => cluster?.stop());

describe('DATABASE_URL', () => {
  it('is off when unset or empty, and refuses a URL that is not PostgreSQL', () => {
    expect(wantsPostgres({})).toBe(false);
    expect(wantsPostgres({ DATABASE_URL: ' ' })).toBe(false);
    expect(wantsPostgres({ DATABASE_URL: 'postgresql://db.internal/site' })).toBe(true);
    expect(() => wantsPostgres({ DATABASE_URL: 'mysql://db.internal/site' })).toThrow(/postgres:\/\//);
  });

  it('puts every instance on one database: a lead sent to one is in the other’s outbox, and one rate limit holds', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = { DATABASE_URL: cluster.url, DATABASE_SCHEMA: 'site_leads', LEADS_DB: '/nonexistent/never-opened.db' };
    const instances = await Promise.all([openLeadApi(env, '/unused'), openLeadApi(env, '/unused')]);
    const apps = instances.map((leads) => createSiteApp({ files: new Map(), api: leads.handler }));
    try {
      const post = (which: number, i: number) =>
        apps[which]!.request('/api/leads', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ kind: 'newsletter', email: `reader${i}@example.org`, homepage: '', startedAt: Date.now() - 10_000 }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) statuses.push((await post(i % 2, i)).status);
      // Five a minute per client and form, counted across both instances.
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
      expect(await instances[1]!.outbox.counts()).toMatchObject({ pending: 5 });
      expect(await instances[0]!.outbox.counts()).toMatchObject({ pending: 5 });
    } finally {
      await Promise.all(instances.map((leads) => leads.close()));
    }
  }, 30_000);
});
