const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Throws unless `schema` is a plain PostgreSQL schema name: lower-case letters, digits and
 * underscores, at most 63 characters, not starting with a digit. Schema names end up in SQL
 * text (`search_path`, notification payloads), so only names that need no quoting are taken.
 */
export function checkSchemaName(schema: string): void {
  if (!SCHEMA_NAME.test(schema)) throw new Error('The schema name must be lower-case letters, digits and underscores.');
}

/** A name quoted as an SQL identifier. */
export function escapeIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
