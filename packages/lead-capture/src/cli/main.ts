/**
 * The `leads` command: look after the lead outbox of a running or stopped server, from a shell on
 * that server. Reads the SQLite file named by `--db` or `LEADS_DB`; with `DATABASE_URL` set (and
 * no `--db`) the PostgreSQL outbox every instance shares, through the same store code the server
 * runs. Safe beside running servers either way.
 */
import type { Outbox } from '../outbox.js';
import { createSqliteOutbox } from '../sqlite/sqlite-outbox.js';
import { runLeadsCommand, USAGE, type Flags } from './commands.js';
import { runDatabaseCommand, type CommandIo } from './database-command.js';

/** Runs the command; resolves to the exit code (0 done, 1 failed, 2 usage error). */
export function main(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io?: CommandIo,
): Promise<number> {
  return runDatabaseCommand<Outbox, Flags>(
    {
      name: 'leads',
      usage: USAGE,
      options: {
        kind: { type: 'string' },
        error: { type: 'string' },
        all: { type: 'boolean' },
        json: { type: 'boolean' },
        'older-than-days': { type: 'string' },
      },
      envVariable: 'LEADS_DB',
      holds: 'lead outbox',
      exampleFile: 'leads.db',
      // Loaded only here, so a run on a SQLite file never needs the PostgreSQL client. Two
      // connections: the command's queries run one after another, beside the servers' pools.
      openPostgres: async (connectionString, schema) => {
        const { createPostgresOutbox } = await import('../postgres/postgres-outbox.js');
        return createPostgresOutbox({ connectionString, ...(schema ? { schema } : {}), maxConnections: 2 });
      },
      // The command may wait for the server's write lock a little longer than the server itself would.
      open: (path) => createSqliteOutbox({ path, busyTimeoutMs: 5000, writerThread: false }),
      run: (outbox, command, args, flags, out) => runLeadsCommand(outbox, command, args, flags, out, Date.now()),
    },
    argv,
    env,
    io,
  );
}
