/**
 * @rooted/launch-ready — the `launch-ready` command over @rooted/readiness. `run` takes injected
 * I/O (for tests and embedding); `main` uses the real process.
 */
export { main, run } from './run';
export { parseCliArgs, FORMATS, COMMANDS, type CliOptions, type Format, type Command, type FailOn } from './args';
export { processIO, type CliIO } from './io';
export { UsageError } from './errors';
export { VERSION } from './version';
