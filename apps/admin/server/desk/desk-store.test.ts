// @vitest-environment node
/**
 * The desk's store on both databases: the activity trail newest first and paged by id, handled
 * marks that keep the first mark, and a look-up of marks for leads that have none.
 */
import { openPostgresStores } from '@rooted/lead-capture/postgres';
import { describe, expect, it } from 'vitest';
import { clusterForTests } from '../../../../packages/database/src/test-support/cluster-for-tests';
import { openSiteDatabase } from '../database/site-db';
import { createSqliteDeskStore, type DeskStore } from './desk-store';
import { postgresDeskStoreOn, SITE_DESK_FEATURE } from './postgres-desk-store';

const cluster = clusterForTests();
let schemas = 0;

const stores: [string, () => Promise<DeskStore>][] = [
  ['SQLite', async () => createSqliteDeskStore(openSiteDatabase(':memory:'))],
  [
    'PostgreSQL',
    async () => {
      const opened = cluster.keep(
        await openPostgresStores({
          connectionString: cluster.url,
          schema: `desk_test_${(schemas += 1)}`,
          maxConnections: 2,
          features: [SITE_DESK_FEATURE],
        }),
      );
      return postgresDeskStoreOn(opened.sql, opened.schema);
    },
  ],
];

describe.each(stores)('the desk store on %s', (_name, open) => {
  it('lists owner actions newest first, a page at a time', { timeout: 60_000 }, async () => {
    const store = await open();
    for (const [index, action] of (['published', 'requeued', 'exported'] as const).entries()) {
      await store.record({ at: 1000 + index, owner: 'owner@rooted.example', action, detail: `step ${index}` });
    }
    const all = await store.audit({ limit: 10 });
    expect(all.map((entry) => [entry.action, entry.at, entry.detail])).toEqual([
      ['exported', 1002, 'step 2'],
      ['requeued', 1001, 'step 1'],
      ['published', 1000, 'step 0'],
    ]);
    const older = await store.audit({ limit: 10, before: all[0]!.id });
    expect(older.map((entry) => entry.action)).toEqual(['requeued', 'published']);
    expect(await store.audit({ limit: 1 })).toHaveLength(1);
  });

  it('keeps the first handled mark of a lead and knows nothing of the others', { timeout: 60_000 }, async () => {
    const store = await open();
    await store.markHandled('lead-1', { at: 5, owner: 'first@rooted.example' });
    await store.markHandled('lead-1', { at: 9, owner: 'second@rooted.example' });
    const marks = await store.handled(['lead-1', 'lead-2']);
    expect([...marks]).toEqual([['lead-1', { at: 5, owner: 'first@rooted.example' }]]);
    expect((await store.handled([])).size).toBe(0);
  });

  it('takes a handled mark back, and keeps a ticked step with its first tick', { timeout: 60_000 }, async () => {
    const store = await open();
    await store.markHandled('lead-1', { at: 5, owner: 'first@rooted.example' });
    await store.unmarkHandled('lead-1');
    await store.unmarkHandled('lead-never-marked');
    expect((await store.handled(['lead-1'])).size).toBe(0);
    expect([...(await store.stepsDone(['omnisend-delete-1', 'omnisend-delete-2']))]).toEqual([]);
    await store.markStepDone('omnisend-delete-1', { at: 7, owner: 'first@rooted.example' });
    await store.markStepDone('omnisend-delete-1', { at: 8, owner: 'second@rooted.example' });
    expect([...(await store.stepsDone(['omnisend-delete-1', 'omnisend-delete-2']))]).toEqual(['omnisend-delete-1']);
    expect((await store.stepsDone([])).size).toBe(0);
  });
});
