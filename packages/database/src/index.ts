/**
 * `@rooted/database`: what every feature that keeps server state in PostgreSQL shares. A bounded
 * pool, a migration runner that brings each feature's own tables up to date under one lock, and
 * the schema-name rule. The features (leads, telemetry, owner accounts, pictures) bring their
 * tables as {@link PostgresFeature}s; the site chooses between PostgreSQL and SQLite once.
 */
export { migrate } from './migrations.js';
export type { PostgresFeature } from './migrations.js';
export { openDatabase } from './open-database.js';
export type { Database, DatabaseOptions } from './open-database.js';
export { openPool } from './pool.js';
export type { PoolOptions } from './pool.js';
export { checkSchemaName, escapeIdentifier } from './schema-name.js';
