import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { parse } from 'dotenv';
import { expand } from 'dotenv-expand';
import type { Origin } from '../types';

/** Thrown when a file named with `--env-file` does not exist (the CLI maps it to exit code 2). */
export class EnvFileNotFoundError extends Error {
  override name = 'EnvFileNotFoundError';
  constructor(readonly file: string) {
    super(`Env file not found: ${file}`);
  }
}

/** Options for `loadEnvSources`. */
export interface LoadEnvOptions {
  /** Project root holding the `.env*` files; origins are recorded relative to it. */
  cwd: string;
  mode: string;
  /** Extra files, loaded after the `.env*` files in the given order (later wins). Relative to `cwd`. */
  envFiles?: string[];
  /** `false` skips `.env`, `.env.local`, `.env.[mode]` and `.env.[mode].local`; `envFiles` still load. */
  dotenv?: boolean;
  /** The real environment, which always wins. Defaults to `process.env`. */
  processEnv?: Record<string, string | undefined>;
}

/** The merged environment with where each key came from. */
export interface EnvSources {
  values: Record<string, string>;
  origins: Record<string, Origin>;
  /** Every file considered, in precedence order (lowest first), and whether it was loaded. */
  sources: { file: string; loaded: boolean }[];
}

const ASSIGNMENT = /^\s*(?:export\s+)?([\w.-]+)\s*[=:]/;

/** Line numbers (1-based) of each key's last assignment, matching dotenv's "last wins". */
function keyLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  text.split(/\r?\n/).forEach((line, index) => {
    const match = ASSIGNMENT.exec(line);
    if (match?.[1]) lines.set(match[1], index + 1);
  });
  return lines;
}

function display(cwd: string, file: string): string {
  return relative(cwd, file).split(sep).join('/') || '.';
}

/**
 * Loads the environment with Vite's precedence, lowest to highest: `.env`, `.env.local`,
 * `.env.[mode]`, `.env.[mode].local`, each `envFiles` entry in order, then the real process
 * environment. `${VAR}` references are expanded like Vite does (dotenv-expand, over a copy of
 * the process environment so it is never mutated).
 * @throws EnvFileNotFoundError when a named `envFiles` entry does not exist.
 */
export function loadEnvSources(options: LoadEnvOptions): EnvSources {
  const cwd = resolve(options.cwd);
  const processEnv = options.processEnv ?? process.env;
  const defaults =
    options.dotenv === false ? [] : ['.env', '.env.local', `.env.${options.mode}`, `.env.${options.mode}.local`];
  const named = (options.envFiles ?? []).map((f) => (isAbsolute(f) ? f : resolve(cwd, f)));
  for (const file of named) if (!existsSync(file)) throw new EnvFileNotFoundError(display(cwd, file));

  const parsed: Record<string, string> = {};
  const origins: Record<string, Origin> = {};
  const sources: EnvSources['sources'] = [];
  for (const file of [...defaults.map((f) => resolve(cwd, f)), ...named]) {
    const shown = display(cwd, file);
    if (!existsSync(file)) {
      sources.push({ file: shown, loaded: false });
      continue;
    }
    const text = readFileSync(file, 'utf8');
    const lines = keyLines(text);
    for (const [key, value] of Object.entries(parse(text))) {
      parsed[key] = value;
      origins[key] = { file: shown, line: lines.get(key) ?? 1 };
    }
    sources.push({ file: shown, loaded: true });
  }

  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(processEnv)) if (value !== undefined) env[key] = value;
  expand({ parsed, processEnv: { ...env } });

  const values: Record<string, string> = { ...parsed };
  for (const [key, value] of Object.entries(env)) {
    values[key] = value;
    origins[key] = 'process.env';
  }
  return { values, origins, sources };
}
