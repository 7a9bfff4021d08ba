import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { type ReadinessConfig } from '@rooted/readiness';
import { EnvFileNotFoundError, loadEnvSources, type EnvSources } from '@rooted/readiness/node';
import type { CliOptions } from './args';
import { loadConfig } from './config';
import { UsageError } from './errors';
import type { CliIO } from './io';

/** What `check` and `doctor` share: project root, mode, config and the loaded environment. */
export interface RunContext {
  root: string;
  mode: string;
  modeSource: '--mode' | 'NODE_ENV' | 'default';
  config: ReadinessConfig;
  configPath?: string;
  env: EnvSources;
}

/** Mode: `--mode`, else `NODE_ENV`, else `production`. */
export function resolveMode(options: CliOptions, env: CliIO['env']): Pick<RunContext, 'mode' | 'modeSource'> {
  if (options.mode) return { mode: options.mode, modeSource: '--mode' };
  if (env.NODE_ENV?.trim()) return { mode: env.NODE_ENV.trim(), modeSource: 'NODE_ENV' };
  return { mode: 'production', modeSource: 'default' };
}

/** Resolves the project root, config and environment; every failure here is a UsageError (exit 2). */
export async function buildContext(options: CliOptions, io: CliIO): Promise<RunContext> {
  const root = resolve(io.cwd, options.cwd ?? '.');
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new UsageError(`--cwd is not a directory: ${root}`);
  const { mode, modeSource } = resolveMode(options, io.env);
  const loaded = await loadConfig(root, options.config ? resolve(io.cwd, options.config) : undefined);
  const config = options.minScore === undefined ? loaded.config : { ...loaded.config, minScore: options.minScore };
  let env: EnvSources;
  try {
    env = loadEnvSources({
      cwd: root,
      mode,
      // Named files are paths the user typed, so they resolve against the shell's directory.
      envFiles: options.envFiles.map((file) => resolve(io.cwd, file)),
      dotenv: options.dotenv,
      processEnv: io.env,
    });
  } catch (error) {
    if (error instanceof EnvFileNotFoundError) throw new UsageError(`--env-file not found: ${error.file}`);
    throw error;
  }
  return { root, mode, modeSource, config, env, ...(loaded.path ? { configPath: loaded.path } : {}) };
}
