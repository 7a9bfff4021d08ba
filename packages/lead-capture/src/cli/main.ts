/**
 * The `leads` command: look after the lead outbox of a running or stopped server, from a shell on
 * that server. Reads the SQLite file named by `--db` or `LEADS_DB`; safe beside a running server.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createSqliteOutbox } from '../sqlite/sqlite-outbox.js';
import { runLeadsCommand, USAGE, type CommandIo } from './commands.js';

/** Runs the command; resolves to the exit code (0 done, 1 failed, 2 usage error). */
export async function main(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, io = defaultIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        db: { type: 'string' },
        kind: { type: 'string' },
        error: { type: 'string' },
        all: { type: 'boolean' },
        json: { type: 'boolean' },
        'older-than-days': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help || !command) {
    io.out(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  const dbPath = parsed.values.db ?? env.LEADS_DB?.trim();
  if (!dbPath) {
    io.error('Name the outbox: --db path/to/leads.db, or set LEADS_DB as the server does.');
    return 2;
  }
  if (!existsSync(dbPath)) {
    io.error(`No lead outbox at ${dbPath}. Is --db (or LEADS_DB) the file the server uses?`);
    return 1;
  }
  // The command may wait for the server's write lock a little longer than the server itself would.
  const outbox = createSqliteOutbox({ path: dbPath, busyTimeoutMs: 5000, writerThread: false });
  try {
    return await runLeadsCommand(outbox, command, rest, parsed.values, io, Date.now());
  } catch (error) {
    io.error(`leads ${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await outbox.close();
  }
}

const defaultIo: CommandIo = {
  out: (text) => process.stdout.write(`${text}\n`),
  error: (text) => process.stderr.write(`${text}\n`),
};
