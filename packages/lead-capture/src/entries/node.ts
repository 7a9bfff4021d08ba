/**
 * `@rooted/lead-capture/node`: the all-in-one wiring for a Node site server (SQLite outbox,
 * handler, delivery worker). Kept out of the main entry because SQLite needs Node.
 */
export { CONSENT_RETENTION_MS, createLeadCapture } from '../lead-capture.js';
export type { LeadCapture, LeadCaptureOptions, LeadStores } from '../lead-capture.js';
export { toNodeListener } from '../node-listener.js';
export { createSqliteOutbox, SQLITE_OUTBOX_SCHEMA_VERSION } from '../sqlite/sqlite-outbox.js';
export type { SqliteOutbox, SqliteOutboxOptions } from '../sqlite/sqlite-outbox.js';
export { installGracefulShutdown } from '../graceful-shutdown.js';
export type { GracefulShutdownOptions } from '../graceful-shutdown.js';
export { createSqliteConsentStore } from '../consent/sqlite-consent-store.js';
export { loadOrCreateSecretFile } from '../consent/secret-file.js';
export { runDatabaseCommand, processIo } from '../cli/database-command.js';
export type { DatabaseCommand, CommandIo } from '../cli/database-command.js';
