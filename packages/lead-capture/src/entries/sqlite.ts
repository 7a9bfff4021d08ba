/** `@rooted/lead-capture/sqlite`: the SQLite outbox for Node (implementation in `./sqlite/`). */
export { createSqliteOutbox, SQLITE_OUTBOX_SCHEMA_VERSION } from '../sqlite/sqlite-outbox.js';
export type { SqliteOutbox, SqliteOutboxOptions } from '../sqlite/sqlite-outbox.js';
export { sqliteLeadList } from '../lead-list/sqlite-lead-list.js';
export { createSqlitePersonalData } from '../erasure/sqlite-personal-data.js';
