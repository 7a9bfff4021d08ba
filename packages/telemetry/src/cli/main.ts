/**
 * The `telemetry` command: read the error groups and field vitals a site server collected, from a
 * shell on that server. Reads the SQLite file named by `--db` or `TELEMETRY_DB`; safe beside a
 * running server.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createSqliteTelemetryStore } from '../sqlite-store.js';
import { runTelemetryCommand, USAGE, type CommandIo } from './commands.js';

/** Runs the command; resolves to the exit code (0 done, 1 failed, 2 usage error). */
export async function main(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, io = defaultIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        db: { type: 'string' },
        days: { type: 'string' },
        limit: { type: 'string' },
        'by-day': { type: 'boolean' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const [command] = parsed.positionals;
  if (parsed.values.help || !command) {
    io.out(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  const dbPath = parsed.values.db ?? env.TELEMETRY_DB?.trim();
  if (!dbPath) {
    io.error('Name the database: --db path/to/telemetry.db, or set TELEMETRY_DB as the server does.');
    return 2;
  }
  if (!existsSync(dbPath)) {
    io.error(`No telemetry database at ${dbPath}. Is --db (or TELEMETRY_DB) the file the server uses?`);
    return 1;
  }
  const store = createSqliteTelemetryStore({ path: dbPath, busyTimeoutMs: 5000 });
  try {
    return await runTelemetryCommand(store, command, parsed.values, io, Date.now());
  } catch (error) {
    io.error(`telemetry ${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await store.close();
  }
}

const defaultIo: CommandIo = {
  out: (text) => process.stdout.write(`${text}\n`),
  error: (text) => process.stderr.write(`${text}\n`),
};
