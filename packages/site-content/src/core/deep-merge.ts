/** A value that is a plain `{}` object (not an array, null, Date or class instance). */
export type PlainObject = Record<string, unknown>;

/**
 * Deep partial for patches: objects may be partial at any depth, arrays are always given whole
 * because a stored array replaces the default one.
 */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

// Keys that would reach Object.prototype through assignment; JSON.parse happily creates them.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Whether `value` is a plain object. */
export function isPlainObject(value: unknown): value is PlainObject {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Merges `override` over `base`: plain objects merge key by key, anything else (arrays included)
 * replaces. Neither input is modified, and prototype-polluting keys are skipped.
 */
export function deepMerge(base: unknown, override: unknown): unknown {
  if (override === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(override)) return override;
  const result: PlainObject = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    result[key] = deepMerge(base[key], value);
  }
  return result;
}

/** Freezes a value and everything in it, so a cached snapshot cannot be changed by a reader. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
