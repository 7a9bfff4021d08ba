import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createJiti } from 'jiti';
import { defineReadiness, ReadinessConfigError, type ReadinessConfig, type ReadinessInput } from '@rooted/readiness';
import { DEFAULT_CHECKLIST, DEFAULT_VARIABLES, defaultConfig } from '@rooted/readiness/spec';
import { UsageError } from './errors';

const CONFIG_NAMES = [
  'readiness.config.ts',
  'readiness.config.mts',
  'readiness.config.js',
  'readiness.config.mjs',
  'readiness.config.json',
];
/** Keys a partial config (JSON, package.json#readiness) may set over the default spec. */
const PARTIAL_KEYS = new Set(['minScore', 'rules', 'signoffs']);

/** The config in use and where it came from (`path` is undefined for the default spec). */
export interface LoadedConfig {
  config: ReadinessConfig;
  path?: string;
}

/** True for the folder that ends the upward search: the workspace or repository root. */
const isRoot = (dir: string) => existsSync(join(dir, 'pnpm-workspace.yaml')) || existsSync(join(dir, '.git'));

/**
 * Finds the config: `readiness.config.{ts,mts,js,mjs,json}`, then `package.json#readiness`,
 * from `cwd` up to the workspace root. Returns `undefined` when there is none.
 */
export function findConfig(cwd: string): { path: string; packageJson: boolean } | undefined {
  let dir = resolve(cwd);
  for (;;) {
    for (const name of CONFIG_NAMES)
      if (existsSync(join(dir, name))) return { path: join(dir, name), packageJson: false };
    const pkgPath = join(dir, 'package.json');
    if (existsSync(pkgPath)) {
      const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { readiness?: unknown };
      if (pkg.readiness !== undefined) return { path: pkgPath, packageJson: true };
    }
    const parent = dirname(dir);
    if (isRoot(dir) || parent === dir) return undefined;
    dir = parent;
  }
}

async function readModule(path: string): Promise<unknown> {
  const jiti = createJiti(import.meta.url, { moduleCache: false });
  const mod = (await jiti.import(path)) as Record<string, unknown>;
  // Named exports first: jiti's default-export interop hands back the whole module as
  // `default` when a file has only named exports, which would hide `config`.
  return mod.config ?? mod.readiness ?? mod.default ?? mod;
}

/** Turns whatever the config file holds into a validated config. */
function normalize(raw: unknown, path: string): ReadinessConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new UsageError(`Config ${path} must export an object`);
  const input = raw as Partial<ReadinessInput>;
  if (Array.isArray(input.variables)) {
    return defineReadiness({
      ...input,
      variables: input.variables,
      checklist: input.checklist ?? [...DEFAULT_CHECKLIST],
    });
  }
  const unknown = Object.keys(input).filter((key) => !PARTIAL_KEYS.has(key));
  if (unknown.length > 0) {
    throw new UsageError(
      `Config ${path} has unknown keys: ${unknown.join(', ')} (allowed without variables: minScore, rules, signoffs)`,
    );
  }
  return defineReadiness({ ...input, variables: [...DEFAULT_VARIABLES], checklist: [...DEFAULT_CHECKLIST] });
}

/**
 * Loads the explicit `--config` file or the one found by `findConfig`; with none, the default
 * spec from `@rooted/readiness/spec`. Any problem is a UsageError (exit 2).
 */
export async function loadConfig(cwd: string, explicit?: string): Promise<LoadedConfig> {
  const found = explicit ? { path: explicit, packageJson: explicit.endsWith('package.json') } : findConfig(cwd);
  if (!found) return { config: defaultConfig };
  if (!existsSync(found.path)) throw new UsageError(`Config file not found: ${found.path}`);
  try {
    let raw: unknown;
    if (found.packageJson) raw = (JSON.parse(readFileSync(found.path, 'utf8')) as { readiness?: unknown }).readiness;
    else if (found.path.endsWith('.json')) raw = JSON.parse(readFileSync(found.path, 'utf8'));
    else raw = await readModule(found.path);
    return { config: normalize(raw, found.path), path: found.path };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    if (error instanceof ReadinessConfigError) throw new UsageError(`Invalid config ${found.path}: ${error.message}`);
    throw new UsageError(`Could not load config ${found.path}: ${(error as Error).message}`);
  }
}

/** Line of each spec key in a JS/TS config file, so annotations can point at it. */
export function keyLinesInConfig(path: string | undefined, keys: readonly string[]): Record<string, { line: number }> {
  if (!path || path.endsWith('.json')) return {};
  const lines = readFileSync(path, 'utf8').split(/\r?\n/);
  const out: Record<string, { line: number }> = {};
  for (const key of keys) {
    const index = lines.findIndex((line) => line.includes(`'${key}'`) || line.includes(`"${key}"`));
    if (index >= 0) out[key] = { line: index + 1 };
  }
  return out;
}
