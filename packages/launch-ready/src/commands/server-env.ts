import { isSet } from '@rooted/readiness';
import { EnvFileNotFoundError, loadEnvSources } from '@rooted/readiness/node';
import { checkServerEnv, SERVER_VARIABLES, serverEnvWarnings } from '@rooted/readiness/server-env';
import type { CliOptions } from '../args';
import { UsageError } from '../errors';
import type { CliIO } from '../io';

/**
 * `launch-ready check --server-env <file>...`: checks a site server's environment file with the
 * rules the server itself applies at start-up, so a file that passes here is one the server starts
 * with. It reads only those files (later wins): the deployment's file is the subject, not this
 * shell or its `.env`. Prints names, where each problem was set, and what is wrong, never a value.
 * Exit 0 when the server would start, 1 when not, 2 for a missing file.
 */
export async function serverEnvCommand(options: CliOptions, io: CliIO): Promise<number> {
  let sources;
  try {
    sources = await loadEnvSources({
      cwd: options.cwd ?? io.cwd,
      mode: options.mode ?? 'production',
      envFiles: options.serverEnv,
      dotenv: false,
      processEnv: {},
    });
  } catch (error) {
    if (error instanceof EnvFileNotFoundError) throw new UsageError(`--server-env file not found: ${error.file}`);
    throw error;
  }
  const known = new Set(SERVER_VARIABLES.map((spec) => spec.key));
  const values = Object.fromEntries(Object.entries(sources.values).filter(([key]) => known.has(key)));
  const problems = checkServerEnv(values).map((problem) => {
    const origin = sources.origins[problem.key];
    return { ...problem, ...(origin && origin !== 'process.env' ? { at: `${origin.file}:${origin.line}` } : {}) };
  });
  const warnings = serverEnvWarnings(values);
  const set = Object.values(values).filter(isSet).length;
  const warned = warnings.map((w) => `  warning: ${w.key} ${w.problem}\n`).join('');
  if (options.json || options.format === 'json') {
    io.stdout(`${JSON.stringify({ ok: problems.length === 0, checked: set, problems, warnings }, null, 2)}\n`);
  } else if (problems.length === 0) {
    io.stdout(`The server would start: ${set} of ${known.size} server variables set, all valid.\n${warned}`);
  } else {
    const lines = problems.map((p) => `  ${p.key} ${p.problem}${'at' in p ? `  (${p.at})` : ''}`);
    io.stdout(
      `The server would refuse to start: ${problems.length} problem${problems.length === 1 ? '' : 's'}.\n${lines.join('\n')}\n`,
    );
  }
  return problems.length === 0 ? 0 : 1;
}
