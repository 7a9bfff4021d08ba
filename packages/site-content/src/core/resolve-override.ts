import type { z } from 'zod';
import { deepMerge, isPlainObject, type PlainObject } from './deep-merge';
import { formatPath, type ValidationIssue } from './validation-error';

/** The outcome of laying a stored override over the defaults. */
export interface ResolvedOverride<T> {
  /** Defaults with every valid part of the override merged in. */
  value: T;
  /** The override with its invalid branches removed (what a later write builds on). */
  override: PlainObject;
  /** What was dropped and why; empty when the override was fully valid. */
  dropped: ValidationIssue[];
}

/**
 * Removes the branch of `override` that an issue at `path` points into. Arrays replace the default
 * as a whole, so an issue inside an array drops the whole array; an issue in a nested object drops
 * only the offending key. Returns the path of what was removed, if anything.
 */
function dropBranch(override: PlainObject, path: readonly PropertyKey[]): PropertyKey[] | undefined {
  let node: PlainObject = override;
  for (let index = 0; index < path.length; index += 1) {
    const key = String(path[index]);
    if (!Object.hasOwn(node, key)) return undefined;
    const child = node[key];
    if (index === path.length - 1 || !isPlainObject(child)) {
      delete node[key];
      return path.slice(0, index + 1);
    }
    node = child;
  }
  return undefined;
}

/**
 * Lays `override` over `defaults` and keeps what the schema accepts: each invalid branch falls back
 * to its default, while valid siblings survive. A stored value that is not an object at all gives
 * the defaults. Defaults must themselves be valid.
 */
export function resolveOverride<T>(schema: z.ZodType<T>, defaults: T, override: unknown): ResolvedOverride<T> {
  if (override === undefined || override === null) return { value: defaults, override: {}, dropped: [] };
  if (!isPlainObject(override)) {
    return { value: defaults, override: {}, dropped: [{ path: '', message: 'Expected an object' }] };
  }
  // structuredClone: pruning edits the copy, never the caller's value.
  const pruned = structuredClone(override);
  const dropped: ValidationIssue[] = [];
  // Each pass removes at least one branch, so the loop ends; the cap guards against surprises.
  for (let pass = 0; pass < 50; pass += 1) {
    const result = schema.safeParse(deepMerge(defaults, pruned));
    if (result.success) return { value: result.data, override: pruned, dropped };
    let removed = false;
    for (const issue of result.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
      for (const key of keys) {
        const path = key === undefined ? issue.path : [...issue.path, key];
        const branch = dropBranch(pruned, path);
        if (!branch) continue;
        removed = true;
        const where = formatPath(branch);
        const detail = key === undefined ? issue.message : 'Unknown key';
        const inner = formatPath(path);
        dropped.push({ path: where, message: inner === where ? detail : `${inner}: ${detail}` });
      }
    }
    if (!removed) break;
  }
  return {
    value: defaults,
    override: {},
    dropped: [...dropped, { path: '', message: 'Could not repair the override' }],
  };
}
