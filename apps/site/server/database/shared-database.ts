import { migrate, openDatabase, type PostgresFeature } from '@rooted/database';
import {
  LEAD_LIST_FEATURE,
  postgresLeadListOn,
  postgresOutboxOn,
  postgresPersonalDataOn,
  postgresStoresOn,
  STORE_FEATURES,
  type PostgresStores,
} from '@rooted/lead-capture/postgres';
import type { Outbox, PersonalDataStore } from '@rooted/lead-capture';
import type { TelemetryStore } from '@rooted/telemetry';
import { postgresTelemetryStoreOn, TELEMETRY_FEATURE } from '@rooted/telemetry/postgres';
import {
  mailSchema,
  notificationSchema,
  OWNER_FEATURES,
  postgresOwnerStoresOn,
  type OwnerStores,
} from '@rooted/admin/server';
import type { DatabaseConfig } from '../config/server-config';
import { createOutageWatch, type OutageWatch } from './outage-watch';

/**
 * The site's tables beside the lead API's, each owned by its feature (telemetry, owner content,
 * uploaded pictures, the owner's features from `OWNER_FEATURES`): one migration run under one lock creates them all, with the lead API's
 * (`STORE_FEATURES`). A new feature adds its `PostgresFeature` here and its store below.
 */
export const SITE_FEATURES: readonly PostgresFeature[] = [TELEMETRY_FEATURE, LEAD_LIST_FEATURE, ...OWNER_FEATURES];

/**
 * Bounds of every request's wait on the pool. A database that is down refuses or drops
 * connections at once, and the outage watch then answers every write at once; a host that does not
 * answer at all costs the requests that find out at most the 1.5 s connect timeout (1 s failed
 * sound connections on a loaded 2-core machine). Closed connections are retried every 0.25 s
 * instead of the client's growing wait (up to 20 s), so the pool is back when the database is. A database that accepts a query
 * and never finishes it is cut at 5 s: the server's queries take milliseconds, but on a loaded
 * machine a sound one can take a second or two, and refusing those would turn load into lost
 * submissions. Migrations lift the statement limit for themselves.
 */
export const POOL_BOUNDS = {
  connectTimeoutSeconds: 1.5,
  statementTimeoutMs: 5_000,
  reconnectDelaySeconds: 0.25,
} as const;

/** Every store on the one PostgreSQL pool. */
export interface SharedDatabase {
  stores: PostgresStores;
  telemetry: TelemetryStore;
  owners: OwnerStores;
  /** The owner's notifications' outbox, in a schema of its own beside the site's. */
  notifications: Outbox;
  /** The notifications searched for one person's data, so an erasure reaches them. */
  notificationsPersonalData: PersonalDataStore;
  /** The site's own mail queue, in a schema of its own beside the site's. */
  mail: Outbox;
  /** Queued mail searched for one person's data, so an erasure reaches it. */
  mailPersonalData: PersonalDataStore;
  /** Says once that the database is unreachable (and once that it is back). */
  outage: OutageWatch;
}

/**
 * Connects, migrates every feature's tables and opens every store on the one pool. The pool is
 * this module's; it ends with the lead API's stores (`stores.close()`), which the server closes
 * after the last request.
 */
export async function openSharedDatabase(
  database: Extract<DatabaseConfig, { kind: 'postgres' }>,
): Promise<SharedDatabase> {
  const { sql, schema } = await openDatabase({
    connectionString: database.url,
    schema: database.schema,
    features: [...STORE_FEATURES, ...SITE_FEATURES],
    ...POOL_BOUNDS,
  });
  // The notifications' outbox is the leads' outbox code in a schema of its own (its own queue, the
  // same tables). The lead stores' other tables are made there too, empty: the personal-data code
  // that erases a person's notifications reads the schema as it reads the leads'.
  await migrate(sql, notificationSchema(schema), STORE_FEATURES);
  // The mail's outbox likewise, in a schema of its own.
  await migrate(sql, mailSchema(schema), STORE_FEATURES);
  const stores = postgresStoresOn(sql, schema);
  const outage = createOutageWatch({ probe: () => sql`SELECT 1` });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    outage.close();
    await stores.close();
    await sql.end({ timeout: 5 });
  };
  return {
    stores: { ...stores, close },
    outage,
    notifications: postgresOutboxOn(sql, notificationSchema(schema), { ownsPool: false }),
    notificationsPersonalData: postgresPersonalDataOn(sql, notificationSchema(schema)),
    mail: postgresOutboxOn(sql, mailSchema(schema), { ownsPool: false }),
    mailPersonalData: postgresPersonalDataOn(sql, mailSchema(schema)),
    // The telemetry store leaves the pool open: the lead API closes it, after the last request.
    telemetry: postgresTelemetryStoreOn(sql, schema),
    owners: {
      ...postgresOwnerStoresOn(sql, schema),
      leadList: postgresLeadListOn(sql, schema),
      rateLimits: stores.rateLimits,
      shared: true,
      reportOutage: outage.report,
    },
  };
}
