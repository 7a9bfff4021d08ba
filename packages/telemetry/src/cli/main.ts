/**
 * The `telemetry` command: read the error groups and field vitals a site server collected, from a
 * shell on that server. Reads the SQLite file named by `--db` or `TELEMETRY_DB`; with
 * `DATABASE_URL` set (and no `--db`) the PostgreSQL tables every instance counts into, through
 * the same store code the server runs. Safe beside running servers either way.
 */
import { runDatabaseCommand, type CommandIo } from '@rooted/lead-capture/node';
import { createSqliteTelemetryStore } from '../sqlite-store.js';
import type { TelemetryStore } from '../store.js';
import { runTelemetryCommand, USAGE, type CommandFlags } from './commands.js';

/** Runs the command; resolves to the exit code (0 done, 1 failed, 2 usage error). */
export function main(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io?: CommandIo,
): Promise<number> {
  return runDatabaseCommand<TelemetryStore, CommandFlags>(
    {
      name: 'telemetry',
      usage: USAGE,
      options: {
        days: { type: 'string' },
        limit: { type: 'string' },
        'by-day': { type: 'boolean' },
        json: { type: 'boolean' },
      },
      envVariable: 'TELEMETRY_DB',
      holds: 'telemetry database',
      exampleFile: 'telemetry.db',
      // Loaded only here, so a run on a SQLite file never needs the PostgreSQL client.
      openPostgres: async (connectionString, schema) => {
        const { openPostgresTelemetryStore } = await import('../postgres-store.js');
        return openPostgresTelemetryStore({ connectionString, ...(schema ? { schema } : {}), maxConnections: 1 });
      },
      open: (path) => createSqliteTelemetryStore({ path, busyTimeoutMs: 5000 }),
      run: (store, command, _args, flags, out) => runTelemetryCommand(store, command, flags, out, Date.now()),
    },
    argv,
    env,
    io,
  );
}
