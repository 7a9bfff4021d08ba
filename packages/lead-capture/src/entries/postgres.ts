/**
 * `@rooted/lead-capture/postgres`: the lead API's server state on PostgreSQL (implementation in
 * `./postgres/`), for sites that run more than one instance. Needs the `postgres` package.
 */
export { openPostgresStores, postgresStoresOn, STORE_FEATURES } from '../postgres/stores.js';
export type { PostgresStores, PostgresStoresOptions } from '../postgres/stores.js';
export { createPostgresOutbox, postgresOutboxOn, POSTGRES_OUTBOX_SCHEMA_VERSION } from '../postgres/postgres-outbox.js';
export { OUTBOX_FEATURE } from '../postgres/migrations.js';
export type { PostgresOutbox, PostgresOutboxOptions } from '../postgres/postgres-outbox.js';
export { checkSchemaName, escapeIdentifier, migrate } from '../postgres/deprecated.js';
export type { PostgresFeature } from '../postgres/deprecated.js';
export { LEAD_LIST_FEATURE, postgresLeadListOn } from '../lead-list/postgres-lead-list.js';
export { postgresPersonalDataOn } from '../erasure/postgres-personal-data.js';
