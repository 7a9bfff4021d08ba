// @vitest-environment node
/**
 * DATABASE_URL moves the lead API's state to PostgreSQL: two site instances on one database share
 * the leads and one rate limit. A real throwaway server; each instance is opened as the server
 * opens itself: the configuration parsed once, the stores from `openSiteStores`.
 */
import type { FormTokenGrant } from '@rooted/lead-capture';
import { solveFormChallenge } from '@rooted/lead-capture/solver';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startPostgresCluster,
  type PostgresCluster,
} from '../../../packages/database/src/test-support/postgres-cluster';
import { createSiteApp } from './app';
import { loadServerConfig, ServerConfigError } from './config';
import { openSiteStores } from './database/open-site-stores';
import { createLeadApiOn } from './lead-api';
import { createTelemetryApiOn } from './telemetry-api';

const paths = { dataDir: '/nonexistent/never-opened', cwd: '/nonexistent' };
/** The database the configuration chose for `env`. */
const databaseFor = (env: Record<string, string>) => loadServerConfig(env, paths).database.kind;
/** One site instance on `env`'s database: its lead API and telemetry on the stores the server would open. */
async function openInstance(env: Record<string, string>) {
  const config = loadServerConfig(env, paths);
  const stores = await openSiteStores(config.database);
  const leads = createLeadApiOn(config, stores.leads);
  const telemetry = createTelemetryApiOn(config, stores.telemetry);
  return {
    leads,
    telemetry,
    app: createSiteApp({ files: new Map(), leads: leads.routes, telemetry: telemetry.routes }),
  };
}

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 60_000);
afterAll(() => cluster?.stop());

describe('DATABASE_URL', () => {
  it('is off when unset or empty, and refuses a URL that is not PostgreSQL', () => {
    expect(databaseFor({})).toBe('sqlite');
    expect(databaseFor({ DATABASE_URL: ' ' })).toBe('sqlite');
    expect(
      databaseFor({
        DATABASE_URL: 'postgresql://db.internal/site',
        LEADS_SIGNING_SECRET: 'one-secret-for-every-instance',
      }),
    ).toBe('postgres');
    expect(() =>
      databaseFor({ DATABASE_URL: 'mysql://db.internal/site', LEADS_SIGNING_SECRET: 'one-secret-for-every-instance' }),
    ).toThrow(/DATABASE_URL/);
  });

  it('puts every instance on one database: a lead sent to one is in the other’s outbox, and one rate limit holds', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = {
      DATABASE_URL: cluster.url,
      DATABASE_SCHEMA: 'site_leads',
      LEADS_DB: '/nonexistent/never-opened.db',
      LEADS_SIGNING_SECRET: 'one-secret-for-every-instance',
    };
    const opened = await Promise.all([openInstance(env), openInstance(env)]);
    const instances = opened.map((instance) => instance.leads);
    const apps = opened.map((instance) => instance.app);
    try {
      // Each form's token and proof, taken from the other instance than the one the lead goes
      // to: the signing secret is shared, so any instance accepts what another issued.
      const proofs = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const grant = (await (
            await apps[(i + 1) % 2]!.request('/api/leads/form-token?form=newsletter')
          ).json()) as FormTokenGrant;
          return {
            formToken: grant.token,
            proof: await solveFormChallenge(grant.challenge!),
            minFillMs: grant.minFillMs,
          };
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, Math.max(...proofs.map((proof) => proof.minFillMs))));
      const post = (which: number, i: number) =>
        apps[which]!.request('/api/leads', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            kind: 'newsletter',
            email: `reader${i}@example.org`,
            homepage: '',
            formToken: proofs[i]!.formToken,
            proof: proofs[i]!.proof,
          }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) statuses.push((await post(i % 2, i)).status);
      // Five a minute per client and form, counted across both instances.
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
      expect(await instances[1]!.outbox.counts()).toMatchObject({ pending: 5 });
      expect(await instances[0]!.outbox.counts()).toMatchObject({ pending: 5 });
    } finally {
      await Promise.all(
        opened.map(async (instance) => (await instance.telemetry.close(), await instance.leads.close())),
      );
    }
  }, 30_000);

  it('keeps telemetry on the same database: an error reported at one instance is listed by the other, and TELEMETRY_DB is never opened', async () => {
    const env = {
      DATABASE_URL: cluster.url,
      DATABASE_SCHEMA: 'site_telemetry',
      LEADS_SIGNING_SECRET: 'one-secret-for-every-instance',
      OPERATOR_TOKEN: 'admin-token-0123456789',
      TELEMETRY_DB: join(mkdtempSync(join(tmpdir(), 'site-telemetry-')), 'never-opened.db'),
    };
    const [a, b] = [await openInstance(env), await openInstance(env)];
    try {
      const report = JSON.stringify({
        kind: 'error',
        message: 'TypeError: x is undefined',
        route: '/',
        release: 'build-1',
      });
      const sent = await a.app.request('/api/telemetry/errors', {
        method: 'POST',
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': 'Mozilla/5.0 Chrome/131.0.0.0 Safari/537.36',
        },
        body: report,
      });
      expect(sent.status).toBe(204);
      const listed = await b.app.request('/api/telemetry/errors', {
        headers: { authorization: `Bearer ${env.OPERATOR_TOKEN}` },
      });
      expect(listed.status).toBe(200);
      expect(JSON.stringify(await listed.json())).toContain('x is undefined');
      expect(existsSync(env.TELEMETRY_DB)).toBe(false);
    } finally {
      // As the server does: telemetry first, then the lead API, which owns the pool.
      for (const instance of [a, b]) {
        await instance.telemetry.close();
        await instance.leads.close();
      }
    }
  }, 30_000);

  it('refuses to start without a shared signing secret, which every instance needs to accept the others’ tokens and links', async () => {
    expect(() => loadServerConfig({ DATABASE_URL: cluster.url }, paths)).toThrow(ServerConfigError);
    expect(() => loadServerConfig({ DATABASE_URL: cluster.url }, paths)).toThrow(/LEADS_SIGNING_SECRET/);
  });
});
