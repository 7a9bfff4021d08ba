// @vitest-environment node
/**
 * An erasure on PostgreSQL, through the site's service over the shared stores: afterwards no row of
 * any table in the schema (the lead API's, telemetry's, the site's requests and proofs, the
 * activity trail) holds the address or the IP its consent record held.
 */
import { normalizeAddress, type LeadData } from '@rooted/lead-capture';
import { openPostgresStores } from '@rooted/lead-capture/postgres';
import { postgresTelemetryStoreOn, TELEMETRY_FEATURE } from '@rooted/telemetry/postgres';
import { describe, expect, it } from 'vitest';
import { clusterForTests } from '../../../../packages/database/src/test-support/cluster-for-tests';
import { postgresDeskStoreOn, SITE_DESK_FEATURE } from '../desk/postgres-desk-store';
import { postgresPrivacyStoreOn, SITE_PRIVACY_FEATURE } from './postgres-privacy-store';
import { createPrivacyService } from './privacy-service';

const cluster = clusterForTests();
const ADDRESS = 'Jane.Erased@Example.org';

describe('privacy on PostgreSQL', { timeout: 60_000 }, () => {
  it('an erasure leaves no row in any table of the schema that holds the address or the IP', async () => {
    const schema = 'site_privacy_test';
    const stores = await openPostgresStores({
      connectionString: cluster.url,
      schema,
      maxConnections: 3,
      features: [TELEMETRY_FEATURE, SITE_DESK_FEATURE, SITE_PRIVACY_FEATURE],
    });
    cluster.keep(stores);
    const { sql } = stores;
    const telemetry = postgresTelemetryStoreOn(sql, schema);
    const privacy = postgresPrivacyStoreOn(sql, schema);
    const desk = postgresDeskStoreOn(sql, schema);
    // The site's mail queue is not this schema's: a test of its own covers it (server/mail).
    const service = createPrivacyService({
      personalData: stores.personalData,
      outbox: stores.outbox,
      mail: { queue: async () => {} },
      telemetry,
      store: privacy,
      desk,
    });
    const address = normalizeAddress(ADDRESS);

    await stores.outbox.add({
      id: 'msg',
      createdAt: 1,
      data: { kind: 'contact', name: 'Jane', email: address, subject: 'general', message: 'Hi' } as LeadData,
      consent: { createdAt: '2026-01-01T00:00:00Z', ip: '198.51.100.77' },
    });
    await stores.consent.savePending({
      id: 'sig',
      data: { kind: 'newsletter', email: address } as LeadData,
      consent: { createdAt: '2026-01-01T00:00:00Z', ip: '198.51.100.77' },
      requestedAt: 1,
      expiresAt: 2,
    });
    await stores.rateLimits.hit('contact|198.51.100.77', Date.now(), { limit: 5, windowMs: 60_000 });
    await telemetry.recordError({
      fingerprint: 'f',
      kind: 'error',
      message: `failed for ${address}`,
      route: '/',
      browser: 'Chrome 131',
      at: Date.now(),
    });
    const requestId = await service.request('erasure', ADDRESS);
    await privacy.confirm(requestId, Date.now());

    const tables = (
      await sql<{ table_name: string }[]>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = ${schema} AND table_type = 'BASE TABLE' ORDER BY table_name`
    ).map((row) => row.table_name);
    const holding = async (needle: string) => {
      const found: string[] = [];
      for (const table of tables) {
        const [row] = await sql<
          { n: number }[]
        >`SELECT count(*)::int AS n FROM ${sql(`${schema}.${table}`)} AS t WHERE strpos(t::text, ${needle}) > 0`;
        if (row && row.n > 0) found.push(table);
      }
      return found;
    };
    expect(await holding(address)).toEqual(['leads', 'pending_signups', 'privacy_requests', 'telemetry_error_groups']);

    const request = await privacy.get(requestId);
    await service.erase(address, 'owner@rooted.example', request!);
    // The unsubscribe job carries the address until Omnisend has it; once delivered, it goes too.
    expect(await holding(address)).toEqual(['leads']);
    // Here the unsubscribe is taken as sent (the request's mail went to the site's own mail queue).
    const jobs = await stores.outbox.claimDue({ now: Date.now(), leaseMs: 1000, limit: 10 });
    expect(jobs.map((job) => job.id.split('-').slice(0, 2).join('-')).sort()).toEqual(['privacy-erasure']);
    for (const job of jobs) await stores.outbox.markDelivered(job.id, job.attempts, Date.now());
    expect(await stores.personalData.forgetSentPrivacyJobs()).toEqual({ deleted: 1, waiting: 0 });

    expect(await holding(address)).toEqual([]);
    expect(await holding('198.51.100.77')).toEqual([]);
    expect(await holding('Jane.Erased')).toEqual([]);
    const [proof] = await privacy.proofs(1);
    expect(proof).toMatchObject({ by: 'owner@rooted.example', requestId });
  });
});
