/** Everything the CLI touches in the outside world, injectable so tests can run it in-process. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  /** Working directory that relative paths (--cwd, --config, --env-file, --report) resolve against. */
  cwd: string;
  /** Whether stdout is a terminal (colour decision). */
  isTTY: boolean;
  /** ISO timestamp for `generatedAt`. */
  now: () => string;
}

/** The real process streams, environment and clock. */
export function processIO(): CliIO {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    env: process.env,
    cwd: process.cwd(),
    isTTY: Boolean(process.stdout.isTTY),
    now: () => new Date().toISOString(),
  };
}
