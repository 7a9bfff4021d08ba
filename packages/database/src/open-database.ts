import type { Sql } from 'postgres';
import { migrate, type PostgresFeature } from './migrations.js';
import { openPool, type PoolOptions } from './pool.js';
import { checkSchemaName } from './schema-name.js';

/** Options of {@link openDatabase}. */
export interface DatabaseOptions extends PoolOptions {
  /** Schema for every table (default `public`); created when missing. Lower-case letters, digits and underscores. */
  schema?: string;
  /** Every feature whose tables live here, migrated together in this order. */
  features: readonly PostgresFeature[];
}

/** One pool on one schema whose features' tables are up to date. */
export interface Database {
  /** The pool every feature's store queries through. */
  sql: Sql;
  /** The schema every table is in. */
  schema: string;
}

/**
 * Opens a bounded pool and migrates every feature's tables under one lock (safely while other
 * instances do the same). Rejects, with the pool closed, when the database cannot be reached or a
 * feature's tables were migrated by a newer release. Closing is the caller's: `sql.end()`.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { schema = 'public', features, ...pool } = options;
  checkSchemaName(schema);
  const sql = openPool(pool);
  try {
    await migrate(sql, schema, features);
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw error;
  }
  return { sql, schema };
}
