import type { z } from 'zod';
import { deepFreeze, deepMerge, isPlainObject, type DeepPartial, type PlainObject } from './deep-merge';
import { resolveOverride } from './resolve-override';
import { createSafeStorage, type StorageLike } from './safe-storage';
import { ValidationError, formatIssues, type ValidationIssue } from './validation-error';
import { toValidationIssues } from './zod-issues';

/**
 * Largest stored value read or written, in characters. localStorage quotas are about 5 MB per
 * origin; content a site can render is far below this, so anything bigger is a mistake or abuse.
 */
export const MAX_STORED_CHARS = 256 * 1024;

/** Options shared by every persisted store (content, app config). */
export interface PersistedStoreOptions<T> {
  /** How messages name the value, e.g. 'site content'. */
  subject: string;
  schema: z.ZodType<T>;
  defaults: T;
  storageKey: string;
  /** Backing storage; undefined = the browser's localStorage, null = memory only. */
  storage?: StorageLike | null;
  /** Where change events are dispatched and heard; undefined = `window` when present, null = none. */
  target?: EventTarget | null;
  /** Log why stored values were ignored (console.warn). Visitors never see these. */
  dev?: boolean;
  /** Name of the CustomEvent broadcast after each write; its `detail` is the new value. */
  eventName: string;
  /** Cleans a parsed stored value before validation and explains each removal. */
  sanitize?: (stored: unknown) => { value: unknown; removed: ValidationIssue[] };
  /** Extra patch rules checked before anything else. */
  checkPatch?: (patch: PlainObject) => ValidationIssue[];
}

/** A validated value kept in storage as an override of its defaults. */
export interface PersistedStore<T> {
  /** The current value; the same object until something changes. */
  get(): T;
  /** Validates and stores a deep-partial patch (arrays replace); throws ValidationError if invalid. */
  update(patch: DeepPartial<T>): T;
  /** Removes the stored override, so the defaults apply again. */
  reset(): T;
  /** Calls `listener` with each new value, from this tab or another; returns the unsubscribe. */
  subscribe(listener: (value: T) => void): () => void;
}

interface Snapshot<T> {
  raw: string | null;
  value: T;
  override: PlainObject;
}

/** Creates a store; nothing touches `window` or storage until it is first used. */
export function createPersistedStore<T>(options: PersistedStoreOptions<T>): PersistedStore<T> {
  const { subject, schema, storageKey, eventName } = options;
  const checkedDefaults = schema.safeParse(options.defaults);
  if (!checkedDefaults.success) {
    throw new ValidationError(`Invalid default ${subject}:`, toValidationIssues(checkedDefaults.error));
  }
  const defaults = deepFreeze(checkedDefaults.data);
  const storage = createSafeStorage(options.storage);
  const listeners = new Set<(value: T) => void>();
  let snapshot: Snapshot<T> | undefined;
  let detach: (() => void) | undefined;

  const warn = (message: string) => {
    if (options.dev) console.warn(`[@rooted/site-content] ${message}`);
  };
  const fallback = (raw: string | null, why: string): Snapshot<T> => {
    warn(`Stored ${subject} under "${storageKey}" ${why}; using the defaults.`);
    return { raw, value: defaults, override: {} };
  };

  const parse = (raw: string | null): Snapshot<T> => {
    if (raw === null) return { raw, value: defaults, override: {} };
    if (raw.length > MAX_STORED_CHARS) return fallback(raw, `is over ${MAX_STORED_CHARS} characters`);
    let stored: unknown;
    try {
      stored = JSON.parse(raw);
    } catch {
      return fallback(raw, 'is not valid JSON');
    }
    const cleaned = options.sanitize ? options.sanitize(stored) : { value: stored, removed: [] };
    if (cleaned.removed.length > 0) warn(`Removed from stored ${subject}:\n${formatIssues(cleaned.removed)}`);
    const resolved = resolveOverride(schema, defaults, cleaned.value);
    if (resolved.dropped.length > 0) {
      warn(`Ignored invalid parts of stored ${subject} (defaults used instead):\n${formatIssues(resolved.dropped)}`);
    }
    return { raw, value: deepFreeze(resolved.value), override: resolved.override };
  };

  // Storage is the source of truth (other instances and tabs write it); the raw string is the
  // cache key, so an unchanged value keeps its identity and parse warnings appear once.
  const load = (): Snapshot<T> => {
    const raw = storage.read(storageKey);
    if (!snapshot || snapshot.raw !== raw) snapshot = parse(raw);
    return snapshot;
  };

  const notify = (value: T) => {
    for (const listener of [...listeners]) listener(value);
  };

  const refresh = () => {
    const before = snapshot?.value;
    const after = load().value;
    if (after !== before) notify(after);
  };

  const resolveTarget = (): EventTarget | undefined => {
    if (options.target !== undefined) return options.target ?? undefined;
    return typeof window === 'undefined' ? undefined : window;
  };

  const broadcast = (value: T) => {
    if (typeof CustomEvent !== 'function') return;
    resolveTarget()?.dispatchEvent(new CustomEvent(eventName, { detail: value }));
  };

  const commit = (next: Snapshot<T>) => {
    snapshot = next;
    notify(next.value);
    broadcast(next.value);
    return next.value;
  };

  const attach = () => {
    const target = resolveTarget();
    if (!target) return undefined;
    const onUpdate = () => refresh();
    const onStorage = (event: Event) => {
      const key = (event as StorageEvent).key;
      // key null means another tab called storage.clear().
      if (key !== null && key !== storageKey) return;
      storage.forget(storageKey);
      refresh();
    };
    target.addEventListener(eventName, onUpdate);
    target.addEventListener('storage', onStorage);
    return () => {
      target.removeEventListener(eventName, onUpdate);
      target.removeEventListener('storage', onStorage);
    };
  };

  return {
    get: () => load().value,
    update(patch) {
      if (!isPlainObject(patch))
        throw new ValidationError(`Invalid ${subject} patch; nothing was saved.`, [
          { path: '', message: 'Expected an object' },
        ]);
      const rejected = options.checkPatch?.(patch) ?? [];
      if (rejected.length > 0) throw new ValidationError(`Invalid ${subject} patch; nothing was saved.`, rejected);
      const override = deepMerge(load().override, patch) as PlainObject;
      const result = schema.safeParse(deepMerge(defaults, override));
      if (!result.success) {
        throw new ValidationError(`Invalid ${subject} patch; nothing was saved.`, toValidationIssues(result.error));
      }
      const raw = JSON.stringify(override);
      if (raw.length > MAX_STORED_CHARS) {
        throw new ValidationError(`Invalid ${subject} patch; nothing was saved.`, [
          { path: '', message: `The stored value would be ${raw.length} characters; the limit is ${MAX_STORED_CHARS}` },
        ]);
      }
      if (!storage.write(storageKey, raw)) {
        warn(
          `Could not write "${storageKey}" to localStorage (private mode or full quota); the change lasts until this tab closes.`,
        );
      }
      return commit({ raw, value: deepFreeze(result.data), override });
    },
    reset() {
      storage.remove(storageKey);
      return commit({ raw: null, value: defaults, override: {} });
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        load();
        detach = attach();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          detach?.();
          detach = undefined;
        }
      };
    },
  };
}
