/** `@rooted/lead-capture/postgres`: the PostgreSQL outbox for Node (implementation in `./postgres/`). Needs the `postgres` package. */
export { createPostgresOutbox, POSTGRES_OUTBOX_SCHEMA_VERSION } from './postgres/postgres-outbox.js';
export type { PostgresOutbox, PostgresOutboxOptions } from './postgres/postgres-outbox.js';
