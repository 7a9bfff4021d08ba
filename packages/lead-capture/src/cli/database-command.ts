import { existsSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Where a command writes. */
export interface CommandIo {
  out(text: string): void;
  error(text: string): void;
}

/** What a server-side command does beyond the shared part: which file, which options, what to run. */
export interface DatabaseCommand<Db extends { close(): unknown }, Flags> {
  /** The command's name, as typed: `leads`, `telemetry`. */
  name: string;
  usage: string;
  /** The options besides `--db` and `--help`. */
  options: NonNullable<ParseArgsConfig['options']>;
  /** The environment variable the server reads the same file from, e.g. `LEADS_DB`. */
  envVariable: string;
  /** What the file holds, in the error texts: `lead outbox`, `telemetry database`. */
  holds: string;
  /** An example file name for the error texts: `leads.db`. */
  exampleFile: string;
  /**
   * What to do instead when the server keeps this state in PostgreSQL (`DATABASE_URL` set): this
   * command reads SQLite files only, so it says so rather than open a file the server no longer uses.
   */
  postgresHint: string;
  open(path: string): Db;
  run(db: Db, command: string, args: string[], flags: Flags, io: CommandIo): Promise<number>;
}

/** Writes to the process's stdout and stderr. */
export const processIo: CommandIo = {
  out: (text) => process.stdout.write(`${text}\n`),
  error: (text) => process.stderr.write(`${text}\n`),
};

/**
 * The part every command run on the server shares: parse the arguments, find the SQLite file
 * (`--db`, else the server's own variable; with `DATABASE_URL` and no `--db`, explain that the
 * state is in PostgreSQL instead of opening a file the server does not use), refuse a file that does not exist rather than create
 * an empty one, run, and always close. Resolves to the exit code: 0 done, 1 failed, 2 usage error.
 */
export async function runDatabaseCommand<Db extends { close(): unknown }, Flags>(
  spec: DatabaseCommand<Db, Flags>,
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CommandIo = processIo,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { ...spec.options, db: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    io.error(`${error instanceof Error ? error.message : String(error)}\n\n${spec.usage}`);
    return 2;
  }
  const [command, ...args] = parsed.positionals;
  const { db, help, ...flags } = parsed.values;
  if (help || !command) {
    io.out(spec.usage);
    return help ? 0 : 2;
  }
  if (typeof db !== 'string' && env.DATABASE_URL?.trim()) {
    io.error(
      `DATABASE_URL is set, so the server keeps the ${spec.holds} in PostgreSQL, and this command reads SQLite files only. ` +
        `${spec.postgresHint} (--db reads a file anyway, e.g. one from before the move.)`,
    );
    return 2;
  }
  const path = typeof db === 'string' ? db : env[spec.envVariable]?.trim();
  if (!path) {
    io.error(`Name the ${spec.holds}: --db path/to/${spec.exampleFile}, or set ${spec.envVariable} as the server does.`);
    return 2;
  }
  if (!existsSync(path)) {
    io.error(`No ${spec.holds} at ${path}. Is --db (or ${spec.envVariable}) the file the server uses?`);
    return 1;
  }
  const opened = spec.open(path);
  try {
    return await spec.run(opened, command, args, flags as Flags, io);
  } catch (error) {
    io.error(`${spec.name} ${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await opened.close();
  }
}
