// @vitest-environment node
/**
 * Uploaded pictures on PostgreSQL: a picture uploaded at one instance is served by another, with
 * the same bytes, and storing the same files twice (two instances converting one upload) is fine.
 */
import { openPostgresStores } from '@rooted/lead-capture/postgres';
import { describe, expect, it } from 'vitest';
import { clusterForTests } from '../../../../packages/database/src/test-support/cluster-for-tests';
import { createSqliteMediaStore, type MediaStore } from './media-store';
import { openSiteDatabase } from '../database/site-db';
import { postgresMediaStoreOn, SITE_MEDIA_FEATURE } from './postgres-media-store';

const cluster = clusterForTests();

const files = [
  { name: `${'a'.repeat(32)}-400.avif`, type: 'image/avif' as const, bytes: new Uint8Array([0, 1, 2, 255]) },
  { name: `${'b'.repeat(32)}-400.webp`, type: 'image/webp' as const, bytes: new Uint8Array(300_000).fill(7) },
];

async function behavesAsAStore(writer: MediaStore, reader: MediaStore) {
  await writer.put(files);
  await writer.put(files);
  await reader.put(files.slice(0, 1));
  for (const file of files) expect(await reader.get(file.name)).toEqual({ type: file.type, bytes: file.bytes });
  expect(await reader.get(`${'c'.repeat(32)}-400.webp`)).toBeUndefined();
}

describe('media store', { timeout: 60_000 }, () => {
  it('on PostgreSQL: one instance stores, another serves the same bytes', async () => {
    const open = async () => {
      const stores = await openPostgresStores({
        connectionString: cluster.url,
        schema: 'media_test',
        maxConnections: 2,
        features: [SITE_MEDIA_FEATURE],
      });
      cluster.keep(stores);
      return postgresMediaStoreOn(stores.sql, stores.schema);
    };
    await behavesAsAStore(await open(), await open());
  });

  it('in the SQLite site database, shared by two store objects', async () => {
    const db = openSiteDatabase(':memory:');
    await behavesAsAStore(createSqliteMediaStore(db), createSqliteMediaStore(db));
  });
});
