/**
 * `@rooted/telemetry/node`: the all-in-one wiring for a Node site server (SQLite store, handler,
 * retention, forwarding). Kept out of the main entry because SQLite needs Node.
 */
export { createTelemetry } from './telemetry.js';
export type { Telemetry, TelemetryOptions } from './telemetry.js';
export { createSqliteTelemetryStore, TELEMETRY_SQLITE_SCHEMA_VERSION } from './sqlite-store.js';
export type { SqliteTelemetryStoreOptions } from './sqlite-store.js';
