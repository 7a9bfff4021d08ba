import {
  formatServerEnvProblems,
  renamedVariableWarnings,
  type EnvRecord,
  type ServerEnvProblem,
} from '@rooted/readiness/server-env';
import { serverEnvSchema, toServerConfig, type ConfigPaths } from './schema';
import type { ServerConfig } from './server-config';

/**
 * The one error a bad environment raises: every problem at once, each naming its variable and
 * what is wrong, never a value (several are secrets, and start-up errors end up in logs).
 */
export class ServerConfigError extends Error {
  override readonly name = 'ServerConfigError';
  constructor(readonly problems: readonly ServerEnvProblem[]) {
    super(
      `The server's environment has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${formatServerEnvProblems(problems)}`,
    );
  }
}

/**
 * Parses and checks the environment once, at start-up. Resolves every default (port, host, the
 * data files beside each other in `paths.dataDir`) so the rest of the server only reads fields.
 * Throws {@link ServerConfigError} listing every problem; nothing else. A variable set under its old
 * name is read, and `warn` is told so once (its name, never its value).
 */
export function loadServerConfig(
  env: EnvRecord,
  paths: ConfigPaths,
  warn: (message: string) => void = (message) => console.warn(message),
): ServerConfig {
  const parsed = serverEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      key: String(issue.path[0] ?? 'environment'),
      problem: issue.message,
    }));
    throw new ServerConfigError(problems);
  }
  for (const { key, problem } of renamedVariableWarnings(env)) warn(`${key} ${problem}.`);
  return toServerConfig(parsed.data, paths);
}
