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
   * Opens the same state in PostgreSQL, with the store code the server uses, when `DATABASE_URL`
   * is set and `--db` is not (`schema` is `DATABASE_SCHEMA`, when set). Without it, such a run
   * stops with {@link DatabaseCommand.postgresHint} rather than open a file the server no longer uses.
   */
  openPostgres?(connectionString: string, schema: string | undefined): Promise<Db>;
  /** What to do instead, for a command without {@link DatabaseCommand.openPostgres}. */
  postgresHint?: string;
  open(path: string): Db;
  run(db: Db, command: string, args: string[], flags: Flags, io: CommandIo): Promise<number>;
}

/** Writes to the process's stdout and stderr. */
export const processIo: CommandIo = {
  out: (text) => process.stdout.write(`${text}\n`),
  error: (text) => process.stderr.write(`${text}\n`),
};

/**
 * The part every command run on the server shares: parse the arguments, open the store the server
 * uses (`--db FILE`; else, with `DATABASE_URL`, the PostgreSQL database, as the server does; else
 * the file in the server's own variable), refuse a file that does not exist rather than create an
 * empty one, run, and always close. A database that cannot be opened is one line on stderr,
 * without the connection string. Resolves to the exit code: 0 done, 1 failed, 2 usage error.
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
  const databaseUrl = env.DATABASE_URL?.trim();
  if (typeof db !== 'string' && databaseUrl) {
    if (!spec.openPostgres) {
      io.error(
        `DATABASE_URL is set, so the server keeps the ${spec.holds} in PostgreSQL, and this command reads SQLite files only. ${spec.postgresHint ?? ''}`.trim(),
      );
      return 2;
    }
    if (!/^postgres(ql)?:\/\//i.test(databaseUrl)) {
      io.error('DATABASE_URL must start with postgres:// or postgresql://');
      return 2;
    }
    let store: Db;
    try {
      store = await spec.openPostgres(databaseUrl, env.DATABASE_SCHEMA?.trim() || undefined);
    } catch (error) {
      io.error(`Cannot open the ${spec.holds} in PostgreSQL (DATABASE_URL): ${safeMessage(error, databaseUrl)}`);
      return 1;
    }
    return runAndClose(spec, store, command, args, flags as Flags, io, databaseUrl);
  }
  const path = typeof db === 'string' ? db : env[spec.envVariable]?.trim();
  if (!path) {
    io.error(
      `Name the ${spec.holds}: --db path/to/${spec.exampleFile}, or set ${spec.envVariable} as the server does.`,
    );
    return 2;
  }
  if (!existsSync(path)) {
    io.error(`No ${spec.holds} at ${path}. Is --db (or ${spec.envVariable}) the file the server uses?`);
    return 1;
  }
  return runAndClose(spec, spec.open(path), command, args, flags as Flags, io);
}

async function runAndClose<Db extends { close(): unknown }, Flags>(
  spec: DatabaseCommand<Db, Flags>,
  opened: Db,
  command: string,
  args: string[],
  flags: Flags,
  io: CommandIo,
  connectionString?: string,
): Promise<number> {
  try {
    return await spec.run(opened, command, args, flags, io);
  } catch (error) {
    const message = connectionString
      ? safeMessage(error, connectionString)
      : error instanceof Error
        ? error.message
        : String(error);
    io.error(`${spec.name} ${command} failed: ${message}`);
    return 1;
  } finally {
    await opened.close();
  }
}

/**
 * An error's message on one line, with the connection string and its password cut out: a driver
 * may quote what it was given, and an operator's terminal (or a CI log) is no place for a password.
 */
function safeMessage(error: unknown, connectionString: string): string {
  let text = error instanceof Error ? error.message || error.name : String(error);
  const secrets = [connectionString];
  try {
    const password = new URL(connectionString).password;
    if (password) secrets.push(password, decodeURIComponent(password));
  } catch {
    // Not a URL the parser accepts: the whole string is cut out below anyway.
  }
  for (const secret of secrets.filter(Boolean).sort((a, b) => b.length - a.length))
    text = text.split(secret).join('***');
  return text.replace(/\s+/g, ' ').trim();
}
