import { parseArgs } from 'node:util';
import { UsageError } from './errors';

/** Output formats of `check`. */
export const FORMATS = ['pretty', 'json', 'markdown', 'github', 'junit', 'sarif'] as const;
/** One of {@link FORMATS}: the `--format` of the printed report, or the format of a `--report` file. */
export type Format = (typeof FORMATS)[number];
/** Subcommands of `launch-ready`, in help order; with no command given, `check` runs. */
export const COMMANDS = ['check', 'list', 'explain', 'init', 'doctor'] as const;
/** One of {@link COMMANDS}: the subcommand to run. */
export type Command = (typeof COMMANDS)[number];
/**
 * `--fail-on` level: `error` (default) exits 1 on issues or a score below the minimum,
 * `warning` also on warnings, `none` always exits 0.
 */
export type FailOn = 'error' | 'warning' | 'none';

/** Parsed command line. */
export interface CliOptions {
  command: Command;
  /** Positional arguments after the command (e.g. the `explain` subject). */
  rest: string[];
  cwd?: string;
  config?: string;
  mode?: string;
  envFiles: string[];
  /** `--server-env <file>`, repeatable: check these files with the site server's rules instead. */
  serverEnv: string[];
  dotenv: boolean;
  minScore?: number;
  failOn: FailOn;
  format: Format;
  reports: { format: Format; path: string }[];
  probe: boolean;
  color: boolean;
  quiet: boolean;
  verbose: boolean;
  json: boolean;
  force: boolean;
  help: boolean;
  version: boolean;
}

const isFormat = (value: string): value is Format => (FORMATS as readonly string[]).includes(value);

function parseMinScore(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) {
    throw new UsageError(`--min-score must be a number from 0 to 100, got '${raw}'`);
  }
  return value;
}

/**
 * Parses argv (without node and the script). Unknown flags and bad values throw UsageError.
 * `--no-color` and `--no-dotenv` are declared as their own flags: Node 20's parseArgs has no negation.
 */
export function parseCliArgs(argv: string[]): CliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        cwd: { type: 'string' },
        config: { type: 'string' },
        mode: { type: 'string' },
        'env-file': { type: 'string', multiple: true },
        'server-env': { type: 'string', multiple: true },
        'no-dotenv': { type: 'boolean' },
        'min-score': { type: 'string' },
        'fail-on': { type: 'string' },
        format: { type: 'string' },
        json: { type: 'boolean' },
        report: { type: 'string', multiple: true },
        probe: { type: 'boolean' },
        'no-color': { type: 'boolean' },
        quiet: { type: 'boolean', short: 'q' },
        verbose: { type: 'boolean', short: 'v' },
        force: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'V' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [first, ...rest] = positionals;
  const command = (first ?? 'check') as Command;
  if (!(COMMANDS as readonly string[]).includes(command))
    throw new UsageError(`Unknown command '${first}'. Commands: ${COMMANDS.join(', ')}`);

  const format = values.json ? 'json' : (values.format ?? 'pretty');
  if (!isFormat(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, got '${format}'`);
  const failOn = values['fail-on'] ?? 'error';
  if (failOn !== 'error' && failOn !== 'warning' && failOn !== 'none') {
    throw new UsageError(`--fail-on must be error, warning or none, got '${failOn}'`);
  }
  const reports = (values.report ?? []).map((spec) => {
    const at = spec.indexOf('=');
    const fmt = spec.slice(0, at);
    const path = spec.slice(at + 1);
    if (at < 1 || !path || !isFormat(fmt))
      throw new UsageError(`--report expects <format>=<path> with a format of ${FORMATS.join(', ')}, got '${spec}'`);
    return { format: fmt, path };
  });
  if (values.mode !== undefined && values.mode.trim() === '') throw new UsageError('--mode needs a name');

  return {
    command,
    rest,
    ...(values.cwd !== undefined ? { cwd: values.cwd } : {}),
    ...(values.config !== undefined ? { config: values.config } : {}),
    ...(values.mode !== undefined ? { mode: values.mode } : {}),
    envFiles: values['env-file'] ?? [],
    serverEnv: values['server-env'] ?? [],
    dotenv: !values['no-dotenv'],
    ...(values['min-score'] !== undefined ? { minScore: parseMinScore(values['min-score']) } : {}),
    failOn,
    format,
    reports,
    probe: values.probe ?? false,
    color: !values['no-color'],
    quiet: values.quiet ?? false,
    verbose: values.verbose ?? false,
    json: values.json ?? false,
    force: values.force ?? false,
    help: values.help ?? false,
    version: values.version ?? false,
  };
}
