/**
 * The migration runner's old names. The runner, the pool and the schema-name rule belong to every
 * feature that keeps state in PostgreSQL, so they moved to `@rooted/database`; these names stay
 * for one minor release so sibling sites can move at their own pace. Nothing in this repository
 * imports them.
 */
import * as database from '@rooted/database';
import type { Sql } from 'postgres';
import { OUTBOX_FEATURE } from './migrations.js';

/**
 * One feature's tables for the migration runner; `@rooted/database`'s type.
 * @deprecated Import `PostgresFeature` from `@rooted/database`.
 */
export type PostgresFeature = database.PostgresFeature;

/**
 * Brings the named features' tables (default: the outbox's) up to date; `@rooted/database`'s runner.
 * @deprecated Import `migrate` from `@rooted/database` (there it takes the features to migrate).
 */
export function migrate(
  sql: Sql,
  schema: string,
  features: readonly database.PostgresFeature[] = [OUTBOX_FEATURE],
): Promise<void> {
  return database.migrate(sql, schema, features);
}

/**
 * Throws unless `schema` is a plain lower-case schema name; `@rooted/database`'s rule.
 * @deprecated Import `checkSchemaName` from `@rooted/database`.
 */
export const checkSchemaName: (schema: string) => void = database.checkSchemaName;

/**
 * A name quoted as an SQL identifier; `@rooted/database`'s.
 * @deprecated Import `escapeIdentifier` from `@rooted/database`.
 */
export const escapeIdentifier: (name: string) => string = database.escapeIdentifier;
