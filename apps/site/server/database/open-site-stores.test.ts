// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterForTests } from '../../../../packages/database/src/test-support/cluster-for-tests';
import type { DatabaseConfig } from '../config/server-config';
import { openSiteStores } from './open-site-stores';
import type { SiteStores } from './site-stores';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** What every feature's store must do on either database: keep what it was given, for anyone who asks. */
async function behavesAsOneDatabase(stores: SiteStores, again: SiteStores) {
  const { setupToken } = await stores.owners.accounts.addOwner('Owner@Rooted.example');
  expect(setupToken).toMatch(/\S{20,}/);
  expect((await again.owners.accounts.list()).map((owner) => owner.email)).toEqual(['owner@rooted.example']);

  await stores.owners.media.put([{ name: 'a1b2.webp', type: 'image/webp', bytes: new Uint8Array([1, 2, 3]) }]);
  expect(await again.owners.media.get('a1b2.webp')).toEqual({ type: 'image/webp', bytes: new Uint8Array([1, 2, 3]) });

  await stores.telemetry.recordVitals({ day: '2026-11-26', route: '/', metrics: { LCP: 1200 } });
  const vitals = await again.telemetry.vitals({ fromDay: '2026-11-26', toDay: '2026-11-26' });
  expect(vitals.map((route) => [route.route, route.metrics.LCP?.count])).toEqual([['/', 1]]);
  expect(await again.owners.versions.currentId()).toBeNull();

  await stores.owners.leadDays.add([{ day: '2026-11-26', kind: 'contact', count: 1 }]);
  expect(await again.owners.leadDays.since('2026-11-26')).toEqual([{ day: '2026-11-26', kind: 'contact', count: 1 }]);
  await stores.owners.settings.set('notification-webhook', {
    value: 'https://hooks.example/T1',
    at: 1,
    owner: 'owner@rooted.example',
  });
  expect(await again.owners.settings.get('notification-webhook')).toEqual({
    value: 'https://hooks.example/T1',
    at: 1,
    owner: 'owner@rooted.example',
  });
  // The notifications' queue is shared by every instance too.
  await stores.notifications.add({
    id: 'n1',
    createdAt: 1,
    data: { kind: 'contact', name: 'A', email: 'a@example.org', subject: 'general', message: 'm' },
  });
  expect((await again.notifications.counts()).pending).toBe(1);
  // And an erasure of that person reaches their notification, from any instance.
  expect((await again.notificationsPersonalData!.find('a@example.org')).leads.map((lead) => lead.id)).toEqual(['n1']);
  await again.notificationsPersonalData!.erase('a@example.org');
  expect((await stores.notifications.counts()).pending).toBe(0);
  // The mail queue likewise, in its own schema: shared, and reached by an erasure.
  await stores.mail.add({
    id: 'm1',
    createdAt: 1,
    data: {
      kind: 'contact',
      email: 'b@example.org',
      mail: { to: 'owner@rooted.example', subject: 's', text: 't' },
    } as never,
  });
  expect((await again.mail.counts()).pending).toBe(1);
  await again.mailPersonalData!.erase('b@example.org');
  expect((await stores.mail.counts()).pending).toBe(0);
}

describe('openSiteStores on SQLite', () => {
  it('opens the three files where the configuration says, and every store keeps what it is given', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-stores-'));
    dirs.push(dir);
    const database: DatabaseConfig = {
      kind: 'sqlite',
      leadsPath: join(dir, 'leads.db'),
      telemetryPath: join(dir, 'telemetry.db'),
      sitePath: join(dir, 'nested/site.db'),
    };
    const stores = await openSiteStores(database);
    try {
      expect(stores.leads).toEqual({ dbPath: join(dir, 'leads.db') });
      expect(stores.outage).toBeUndefined();
      expect(stores.owners.shared).toBe(false);
      await behavesAsOneDatabase(stores, stores);
    } finally {
      await stores.telemetry.close();
      stores.close();
    }
  });
});

describe('openSiteStores on PostgreSQL', () => {
  const cluster = clusterForTests();

  it("migrates every feature on one pool, and two instances see each other's writes", async () => {
    const database: DatabaseConfig = { kind: 'postgres', url: cluster.url, schema: 'site_stores' };
    const [one, two] = await Promise.all([openSiteStores(database), openSiteStores(database)]);
    try {
      expect(one.owners.shared).toBe(true);
      expect(one.outage?.down).toBe(false);
      await behavesAsOneDatabase(one, two);
      const tables = await ('stores' in one.leads ? one.leads.stores.sql : undefined)!<{ table_name: string }[]>`
        SELECT table_name FROM information_schema.tables WHERE table_schema = 'site_stores' ORDER BY table_name`;
      const names = tables.map((row) => row.table_name);
      for (const table of ['leads', 'site_owners', 'site_media_files', 'telemetry_vital_buckets'])
        expect(names).toContain(table);
    } finally {
      for (const stores of [one, two]) {
        await stores.telemetry.close();
        stores.close();
        if ('stores' in stores.leads) await stores.leads.stores.close();
      }
    }
  }, 60_000);
});
