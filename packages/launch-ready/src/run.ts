import { parseCliArgs } from './args';
import { checkCommand } from './commands/check';
import { doctorCommand } from './commands/doctor';
import { explainCommand } from './commands/explain';
import { initCommand } from './commands/init';
import { listCommand } from './commands/list';
import { serverEnvCommand } from './commands/server-env';
import { UsageError } from './errors';
import { HELP } from './help';
import { processIO, type CliIO } from './io';
import { VERSION } from './version';

const COMMAND_HANDLERS = {
  check: checkCommand,
  list: listCommand,
  explain: explainCommand,
  init: initCommand,
  doctor: doctorCommand,
};

/**
 * Runs the CLI with injected I/O and resolves to the exit code: 0 ready, 1 not ready,
 * 2 usage or configuration error, 3 internal error. Never throws.
 */
export async function run(argv: string[], io: CliIO): Promise<number> {
  try {
    const options = parseCliArgs(argv);
    if (options.help) {
      io.stdout(HELP);
      return 0;
    }
    if (options.version) {
      io.stdout(`${VERSION}\n`);
      return 0;
    }
    if (options.command === 'check' && options.serverEnv.length > 0) return await serverEnvCommand(options, io);
    return await COMMAND_HANDLERS[options.command](options, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`launch-ready: ${error.message}\nRun launch-ready --help for usage.\n`);
      return 2;
    }
    // Only the message: a stack or error object could carry environment details.
    io.stderr(`launch-ready: internal error: ${error instanceof Error ? error.message : 'unknown failure'}\n`);
    return 3;
  }
}

/** Runs the CLI against the real process (streams, env, cwd, clock) and resolves to the exit code. */
export function main(argv: string[]): Promise<number> {
  return run(argv, processIO());
}
