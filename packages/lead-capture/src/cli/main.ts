/**
 * The `leads` command: look after the lead outbox of a running or stopped server, from a shell on
 * that server. Reads the SQLite file named by `--db` or `LEADS_DB`; safe beside a running server.
 * With `DATABASE_URL` set (leads in PostgreSQL) and no `--db`, it points to the operator routes.
 */
import { createSqliteOutbox, type SqliteOutbox } from '../sqlite/sqlite-outbox.js';
import { runLeadsCommand, USAGE, type Flags } from './commands.js';
import { runDatabaseCommand, type CommandIo } from './database-command.js';

/** Runs the command; resolves to the exit code (0 done, 1 failed, 2 usage error). */
export function main(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, io?: CommandIo): Promise<number> {
  return runDatabaseCommand<SqliteOutbox, Flags>(
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
      postgresHint: 'Use the server\'s operator routes with LEADS_ADMIN_TOKEN: GET /api/leads/status, GET /api/leads/dead, POST /api/leads/requeue.',
      // The command may wait for the server's write lock a little longer than the server itself would.
      open: (path) => createSqliteOutbox({ path, busyTimeoutMs: 5000, writerThread: false }),
      run: (outbox, command, args, flags, out) => runLeadsCommand(outbox, command, args, flags, out, Date.now()),
    },
    argv,
    env,
    io,
  );
}
